import type { DbOrTrx } from '../../db/schema.ts';
import type { ApplicantStatus, DocumentSide } from '../../db/tables/verification.table.ts';

/** One applicant per player of the platform: asking again answers the first. */
export async function insertOrFindApplicant(db: DbOrTrx, applicantId: string, externalUserId: string) {
  await db
    .insertInto('kyc_demo_applicants')
    .values({ applicant_id: applicantId, external_user_id: externalUserId, status: 'init', files: '[]' })
    .onConflict((conflict) => conflict.column('external_user_id').doNothing())
    .execute();
  return db
    .selectFrom('kyc_demo_applicants')
    .selectAll()
    .where('external_user_id', '=', externalUserId)
    .executeTakeFirstOrThrow();
}

export function findDemoApplicant(db: DbOrTrx, applicantId: string) {
  return db
    .selectFrom('kyc_demo_applicants')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .executeTakeFirst();
}

/** Submitted documents wait for a decision; only an applicant not waiting or approved may submit. */
export function markSubmitted(db: DbOrTrx, applicantId: string, documentType: string, sides: DocumentSide[]) {
  return db
    .updateTable('kyc_demo_applicants')
    .set((eb) => ({
      status: 'pending',
      document_type: documentType,
      files: JSON.stringify(sides),
      reject_reason: null,
      revision: eb('revision', '+', 1),
      submitted_at: new Date(),
      decided_at: null,
    }))
    .where('applicant_id', '=', applicantId)
    .where('status', 'in', ['init', 'rejected'])
    .returningAll()
    .executeTakeFirst();
}

/** Of two decisions at once only one finds the applicant pending. */
export function markDecided(
  db: DbOrTrx,
  applicantId: string,
  status: Extract<ApplicantStatus, 'approved' | 'rejected'>,
  reason: string | null,
) {
  return db
    .updateTable('kyc_demo_applicants')
    .set({ status, reject_reason: reason, decided_at: new Date() })
    .where('applicant_id', '=', applicantId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A decision the platform did not take in (its webhook failed) is undone, so staff can decide again. */
export async function reopenDecision(db: DbOrTrx, applicantId: string) {
  await db
    .updateTable('kyc_demo_applicants')
    .set({ status: 'pending', reject_reason: null, decided_at: null })
    .where('applicant_id', '=', applicantId)
    .execute();
}
