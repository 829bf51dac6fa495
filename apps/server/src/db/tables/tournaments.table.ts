import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, JSONColumnType } from 'kysely';
import type { FreeSpinTerms } from './free-spins.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Postgres bigint read back as a number (the pool's type parser). */
type Points = ColumnType<number, number | undefined, number>;

/** How a round scores: its total win, its multiplier in hundredths, or `points` per `per` minor units staked. */
export type TournamentScoring =
  | { rule: 'total_win' }
  | { rule: 'biggest_multiplier' }
  | { rule: 'stake_points'; per: number; points: number };

/** A place's prize: cash in minor units of the tournament's currency, or a free-spin pack (decision 0044). */
export type TournamentPrize = number | { freeSpins: FreeSpinTerms };

export interface TournamentsTable {
  id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  currency: string;
  scoring: JSONColumnType<TournamentScoring, string, string>;
  min_stake: MinorUnits;
  games: string[];
  category: string | null;
  opt_in: boolean;
  /** Prize of each place, first place first: cash in minor units, or a free-spin pack. */
  prizes: JSONColumnType<TournamentPrize[], string, string>;
  image: string;
  position: number;
  /** Locale → title, description and rules text. */
  texts: JSONColumnType<
    Record<string, { title: string; description: string; rules: string }>,
    string,
    string
  >;
}

export interface TournamentParticipantsTable {
  tournament_id: number;
  user_id: number;
  joined_at: Timestamp;
  points: Points;
  rounds: ColumnType<number, number | undefined, number>;
  scored_at: NullableTimestamp;
}

export interface TournamentScoresTable {
  tournament_id: number;
  round_pk: number;
  user_id: number;
  points: number;
  created_at: Timestamp;
}

export interface TournamentResultsTable {
  tournament_id: number;
  finished_at: Timestamp;
  participants: number;
  total_points: number;
}

export interface TournamentPrizesTable {
  tournament_id: number;
  user_id: number;
  place: number;
  points: number;
  amount: MinorUnits;
  currency: string;
  /** Spins of the free-spin pack won (0: none); the pack is granted with once-key tournament:{id}. */
  free_spins: ColumnType<number, number | undefined, number>;
  /** The cash prize's posting; null for a prize of free spins only. */
  ledger_transaction_id: number | null;
}
