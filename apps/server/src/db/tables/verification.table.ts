import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Spec §4 verification: an applicant is created (`init`), submits (`pending`), then is decided. */
export type ApplicantStatus = 'init' | 'pending' | 'approved' | 'rejected';

export interface VerificationApplicantsTable {
  user_id: number;
  provider: string;
  applicant_id: string;
  status: ApplicantStatus;
  reject_reason: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface VerificationWebhookEventsTable {
  event_id: string;
  received_at: CreatedAt;
}

export type DocumentSide = 'front' | 'back' | 'selfie';

export interface KycDemoApplicantsTable {
  applicant_id: string;
  external_user_id: string;
  status: ApplicantStatus;
  document_type: string | null;
  reject_reason: string | null;
  files: JSONColumnType<DocumentSide[], string, string>;
  /** Counts submissions: each decision's notice carries it, so a resubmission's notice is a new event. */
  revision: Generated<number>;
  created_at: CreatedAt;
  submitted_at: NullableTimestamp;
  decided_at: NullableTimestamp;
}
