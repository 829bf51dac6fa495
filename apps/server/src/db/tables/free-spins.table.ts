import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `active` while spins can be played; `finished` when all were, `expired` when time ran out first. */
export type FreeSpinPackStatus = 'active' | 'finished' | 'expired';

/**
 * What content gives with an offer: `count` spins of `game` at `stake` (hundredths of a unit of the
 * player's currency), valid `days`, winnings × `wager`.
 */
export interface FreeSpinTerms {
  /** Locale → the pack's title. */
  titles: Record<string, string>;
  game: string;
  count: number;
  stake: number;
  days: number;
  wager: number;
}

export interface FreeSpinPacksTable {
  id: Generated<number>;
  user_id: number;
  once_key: string;
  offer_id: number | null;
  sysname: string;
  currency: string;
  total: number;
  spins_left: number;
  stake: MinorUnits;
  wager: number;
  /** How long the winnings' bonus runs once granted. */
  bonus_days: number;
  winnings: Generated<MinorUnits>;
  status: Generated<FreeSpinPackStatus>;
  /** Locale → title. */
  texts: ColumnType<Record<string, { title: string }>, string, string>;
  bonus_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
}
