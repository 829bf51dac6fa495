import type { DbOrTrx } from '../../db/schema.ts';
import type { ApplicantStatus } from '../../db/tables/verification.table.ts';

export function findApplicantOfUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('verification_applicants')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findApplicant(db: DbOrTrx, provider: string, applicantId: string) {
  return db
    .selectFrom('verification_applicants')
    .selectAll()
    .where('provider', '=', provider)
    .where('applicant_id', '=', applicantId)
    .forUpdate()
    .executeTakeFirst();
}

/** One applicant per player: a second call (a double click) keeps the first. */
export async function insertApplicant(db: DbOrTrx, userId: number, provider: string, applicantId: string) {
  await db
    .insertInto('verification_applicants')
    .values({ user_id: userId, provider, applicant_id: applicantId, status: 'init' })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export async function updateApplicantStatus(
  db: DbOrTrx,
  userId: number,
  status: ApplicantStatus,
  rejectReason: string | null,
  now: Date,
) {
  await db
    .updateTable('verification_applicants')
    .set({ status, reject_reason: rejectReason, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Records a webhook event; false when it was recorded before (a replay). */
export async function recordWebhookEvent(db: DbOrTrx, eventId: string): Promise<boolean> {
  const inserted = await db
    .insertInto('verification_webhook_events')
    .values({ event_id: eventId })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The back-office's queue: applicants by status, oldest change first, with the player's login. */
export function listApplicants(db: DbOrTrx, status: ApplicantStatus, limit: number) {
  return db
    .selectFrom('verification_applicants')
    .innerJoin('users', 'users.id', 'verification_applicants.user_id')
    .select([
      'verification_applicants.user_id',
      'users.login',
      'verification_applicants.provider',
      'verification_applicants.applicant_id',
      'verification_applicants.status',
      'verification_applicants.reject_reason',
      'verification_applicants.updated_at',
    ])
    .where('verification_applicants.status', '=', status)
    .orderBy('verification_applicants.updated_at')
    .limit(limit)
    .execute();
}
