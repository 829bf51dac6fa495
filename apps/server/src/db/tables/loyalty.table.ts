import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';
import type { FreeSpinTerms } from './free-spins.table.ts';

/** Points are bigint columns, read as numbers (int8 parses to a safe integer). */
type Points = number;

/** A level starts at `points` lifetime points; its perk is `points_bonus` percent more points per stake. */
export interface LoyaltyLevel {
  points: number;
  points_bonus: number;
}

export interface LoyaltyProgrammeTexts {
  title: string;
  text: string;
  pointsAlias: string;
  /** Level names, lowest first. */
  levels: string[];
}

export interface LoyaltyProgrammesTable {
  id: number;
  sysname: string;
  position: number;
  /** Game type → points per 100 minor units staked. */
  rates: JSONColumnType<Record<string, number>, string, string>;
  /** Lowest first, the first at 0 points. */
  levels: JSONColumnType<LoyaltyLevel[], string, string>;
  /** Locale → texts. */
  texts: JSONColumnType<Record<string, LoyaltyProgrammeTexts>, string, string>;
}

/** A bonus on the bonus balance: an amount per currency, wagered `wager` times within `days`. */
export interface LoyaltyBonusGrant {
  kind: 'bonus';
  amounts: Record<string, number>;
  wager: number;
  days: number;
}

/** A free-spin pack (decision 0044); its title is the product's. */
export interface LoyaltyFreeSpinsGrant {
  kind: 'free_spins';
  freeSpins: Omit<FreeSpinTerms, 'titles'>;
}

export type LoyaltyGrant = LoyaltyBonusGrant | LoyaltyFreeSpinsGrant;

export interface LoyaltyProductsTable {
  id: number;
  programme_id: number;
  position: number;
  price: Points;
  grant: JSONColumnType<LoyaltyGrant, string, string>;
  image: string | null;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
}

export interface LoyaltyAccountsTable {
  user_id: number;
  programme_id: number;
  points: Points;
  lifetime_points: Points;
}

export type LoyaltyPointsReason = 'stake' | 'stake_rollback' | 'purchase' | 'quest';

export interface LoyaltyPointsTable {
  id: Generated<number>;
  user_id: number;
  programme_id: number;
  delta: Points;
  reason: LoyaltyPointsReason;
  idempotency_key: string;
  product_id: number | null;
  /** The quest rewarded, for quest entries. */
  quest_id: Generated<number | null>;
  created_at: CreatedAt;
}

export interface LoyaltyCharactersTable {
  id: number;
  position: number;
  picture: string;
  /** Locale → name. */
  texts: JSONColumnType<Record<string, { name: string }>, string, string>;
}

export interface LoyaltyPlayerCharactersTable {
  user_id: number;
  character_id: number;
  updated_at: Generated<Date>;
}

export type LoyaltyNoticeTrigger = 'level' | 'quest';

export interface LoyaltyNoticesTable {
  id: Generated<number>;
  user_id: number;
  programme_id: number | null;
  trigger: LoyaltyNoticeTrigger;
  amount: Points;
  type: 'credit' | 'other';
  amount_type: string;
  level: number | null;
  quest_id: number | null;
  once_key: string;
  seen_at: Date | null;
  created_at: CreatedAt;
}

/** What a quest asks for: real rounds (of one game type, or any) or deposits, `count` of them. */
export type LoyaltyQuestGoal =
  | { kind: 'rounds'; gameType?: string; count: number }
  | { kind: 'deposits'; count: number };

export type LoyaltyQuestPeriod = 'day' | 'week' | 'month' | 'none';

export interface LoyaltyQuestsTable {
  id: number;
  programme_id: number;
  position: number;
  goal: JSONColumnType<LoyaltyQuestGoal, string, string>;
  period: LoyaltyQuestPeriod;
  reward: Points;
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
}

export interface LoyaltyQuestProgressTable {
  user_id: number;
  quest_id: number;
  period_start: Date;
  progress: number;
  completed_at: Date | null;
}
