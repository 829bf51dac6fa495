import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import type { DocumentSide } from '../../db/tables/verification.table.ts';
import { signBody } from '../../lib/body-signature.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import type { ApplicantDecision } from '../../modules/verification/verification-provider.ts';
import { findDemoApplicant, markDecided, markSubmitted, reopenDecision } from './demo-kyc.repository.ts';

/** Delivers a signed notice to the platform; throws when the platform did not accept it. */
export type Notify = (body: string, signature: string) => Promise<void>;

export interface KycDesk {
  db: Db;
  /** Where the submitted images are kept (under `kyc/`): DATA_DIR or the configured bucket. */
  files: FileStore;
  secret: string;
  notify: Notify;
}

export const DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A passport has one page with the photo; the cards have two sides. */
export function sidesOf(documentType: DocumentType): DocumentSide[] {
  return documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
}

export function newApplicantId(): string {
  return `idc_${randomBytes(12).toString('hex')}`;
}

const APPLICANT_ID = /^idc_[0-9a-f]{24}$/;

function imageKey(applicantId: string, side: DocumentSide): string {
  // The id is ours and checked, so no key is built from what a request said.
  if (!APPLICANT_ID.test(applicantId)) throw new Error('Not an applicant id');
  return `kyc/${applicantId}/${side}.webp`;
}

export function readImage(desk: Pick<KycDesk, 'files'>, applicantId: string, side: DocumentSide) {
  return desk.files.get(imageKey(applicantId, side));
}

/** Event ids come from the applicant, its submission and the status: a resent notice has the same id. */
async function send(
  desk: KycDesk,
  applicantId: string,
  revision: number,
  status: string,
  reason: string | null,
) {
  const body = JSON.stringify({
    event_id: createHash('sha256').update(`${applicantId}:${revision}:${status}`).digest('hex').slice(0, 32),
    applicant_id: applicantId,
    status,
    reject_reason: reason,
  });
  await desk.notify(body, signBody(desk.secret, body, Math.floor(Date.now() / 1000)));
}

/**
 * The player's documents, already checked and encoded (checkUploadedImage): kept, then the applicant
 * waits for a decision and the platform is told. False when the applicant may not submit now.
 */
export async function submitDocuments(
  desk: KycDesk,
  applicantId: string,
  documentType: DocumentType,
  images: ReadonlyMap<DocumentSide, Buffer>,
): Promise<boolean> {
  const applicant = await findDemoApplicant(desk.db, applicantId);
  if (!applicant || (applicant.status !== 'init' && applicant.status !== 'rejected')) return false;
  for (const [side, data] of images) await desk.files.put(imageKey(applicantId, side), data, 'image/webp');
  const submitted = await markSubmitted(desk.db, applicantId, documentType, [...images.keys()]);
  if (!submitted) return false;
  await send(desk, applicantId, submitted.revision, 'pending', null);
  return true;
}

/** The operator's decision; the platform hears of it before this answers. False when not pending. */
export async function decideDocuments(desk: KycDesk, applicantId: string, decision: ApplicantDecision) {
  const reason = decision.status === 'rejected' ? decision.reason : null;
  const decided = await markDecided(desk.db, applicantId, decision.status, reason);
  if (!decided) return false;
  try {
    await send(desk, applicantId, decided.revision, decision.status, reason);
  } catch (error) {
    await reopenDecision(desk.db, applicantId);
    throw error;
  }
  return true;
}
