import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType } from 'kysely';

/** A UTC calendar day, written and read as `YYYY-MM-DD` (the queries format it; decision 0038). */
type Day = ColumnType<string, string, never>;

export interface DashboardRollupsTable {
  day: Day;
  rolled_up_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One rolled-up UTC day of one currency: the dashboard's figures as the ledger had them. */
export interface DashboardDaysTable {
  day: Day;
  currency: string;
  registrations: number;
  first_deposits: number;
  deposits: number;
  deposit_amount: MinorUnits;
  withdrawals: number;
  withdrawal_amount: MinorUnits;
  bets: number;
  casino_stakes: MinorUnits;
  sports_stakes: MinorUnits;
  casino_wins: MinorUnits;
  sports_wins: MinorUnits;
  bonus_released: MinorUnits;
  cashback_paid: MinorUnits;
  tournament_prizes: MinorUnits;
  adjustments: MinorUnits;
  active_players: number;
}

export interface DashboardLastActiveTable {
  currency: string;
  user_id: number;
  last_day: Day;
}

export interface DashboardHourRollupsTable {
  hour: ColumnType<Date, Date | string, never>;
}

/** One rolled-up UTC hour of a day not rolled up yet: the columns of `dashboard_days` by hour. */
export type DashboardHoursTable = Omit<DashboardDaysTable, 'day'> & {
  hour: ColumnType<Date, Date | string, never>;
};

export interface DashboardHourPlayersTable {
  day: Day;
  currency: string;
  user_id: number;
}
