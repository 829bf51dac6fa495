import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SocialIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  /** The social service id of cms-config socialButtons, e.g. `demo`. */
  provider: string;
  /** The provider's stable id of the person. */
  subject: string;
  /** As the provider reported it at first sign-in; informative only. */
  email: string | null;
  created_at: CreatedAt;
}

export interface OauthStatesTable {
  state_hash: string;
  service: string;
  code_verifier: string;
  /** A path on this site (checked with safeInternalPath) to return to without a pop-up opener. */
  redirect_path: string;
  type_auth: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface DemoIdpCodesTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  subject: string;
  name: string;
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}
