import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';
import type { GameMode } from './game-wallet.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb read as parsed JSON, written as JSON text. */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export interface HouseSeedPairsTable {
  id: Generated<number>;
  /** `user:<id>` for a player, `session:<token>` for a guest's demo session. */
  owner: string;
  sysname: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce of the pair's next round. */
  nonce: Generated<number>;
  created_at: CreatedAt;
  revealed_at: NullableTimestamp;
}

export type HouseRoundStatus = 'open' | 'closed' | 'void';

export interface HouseRoundsTable {
  id: string;
  session_token: string;
  owner: string;
  user_id: number | null;
  sysname: string;
  engine: string;
  mode: GameMode;
  currency: string;
  seed_pair_id: number | null;
  nonce: number | null;
  client_seed: string | null;
  live_round_id: string | null;
  stake: MinorUnits;
  payout: Generated<MinorUnits>;
  params: Json;
  state: NullableJson;
  outcome: NullableJson;
  status: HouseRoundStatus;
  request_id: string;
  last_request_id: string | null;
  created_at: CreatedAt;
  closed_at: NullableTimestamp;
  recovery_lease_until: NullableTimestamp;
  /** The free-spin pack this round was a spin of (no wallet call bets or pays it); null for a paid round. */
  free_spin_pack_id: ColumnType<number | null, number | null | undefined, number | null>;
}
