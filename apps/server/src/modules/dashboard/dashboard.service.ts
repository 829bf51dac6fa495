import type {
  DashboardCurrency,
  DashboardDay,
  DashboardView,
} from '@casino/shared/backoffice/backoffice.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import * as repository from './dashboard.repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Today and the 30 UTC days before it. */
export const DASHBOARD_DAYS = 31;
/**
 * How long after a UTC day ends the job rolls it up. A posting's `created_at` is its database
 * transaction's start, so one that began before midnight may commit a little after; the grace lets it
 * land before the day is frozen (decision 0038).
 */
export const ROLLUP_GRACE_MS = 15 * 60_000;

/** The UTC calendar day of `at`, as `YYYY-MM-DD`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(dayStart(day).getTime() + days * DAY_MS));
}

const MONEY_FIELDS = [
  'deposit_amount',
  'withdrawal_amount',
  'casino_stakes',
  'sports_stakes',
  'casino_wins',
  'sports_wins',
  'bonus_released',
  'cashback_paid',
  'tournament_prizes',
  'adjustments',
] as const;
const COUNT_FIELDS = [
  'registrations',
  'first_deposits',
  'deposits',
  'withdrawals',
  'bets',
  'active_players',
] as const;

type Figures = Omit<repository.DayFigures, 'day' | 'currency'>;

function emptyFigures(): Figures {
  const figures = {} as Record<string, number>;
  for (const field of [...MONEY_FIELDS, ...COUNT_FIELDS]) figures[field] = 0;
  return figures as Figures;
}

/** The stored figures with what is derived from them: totals of stakes and wins, GGR, bonus cost, NGR. */
function derive(day: string, figures: Figures): DashboardDay {
  const stakes = figures.casino_stakes + figures.sports_stakes;
  const wins = figures.casino_wins + figures.sports_wins;
  const ggr = stakes - wins;
  const bonusCost = figures.bonus_released + figures.cashback_paid + figures.tournament_prizes;
  return {
    day,
    ...figures,
    stakes: minorUnits(stakes),
    wins: minorUnits(wins),
    ggr: minorUnits(ggr),
    bonus_cost: minorUnits(bonusCost),
    ngr: minorUnits(ggr - bonusCost),
  };
}

/**
 * `dashboard.get`: per currency, today and the 30 UTC days before it. Days the job rolled up are read
 * from `dashboard_days`; from the first day that is not (normally today) on, its rolled-up hours are
 * read from `dashboard_hours` and the rest of the ledger live (normally the last hour or so).
 */
export async function dashboard(db: Db, now: Date): Promise<DashboardView> {
  const today = utcDay(now);
  const firstDay = addDays(today, 1 - DASHBOARD_DAYS);
  const tomorrow = addDays(today, 1);
  const rolled = await repository.rolledUpDays(db, firstDay, today);
  let liveFromDay = firstDay;
  while (liveFromDay <= today && rolled.has(liveFromDay)) liveFromDay = addDays(liveFromDay, 1);
  // Of the live days, the hours rolled up from the first day's start on are read from their rollup.
  const hours = await repository.rolledUpHours(db, dayStart(liveFromDay), dayStart(tomorrow));
  let liveFrom = dayStart(liveFromDay).getTime();
  while (hours.has(liveFrom)) liveFrom += HOUR_MS;
  const range = await repository.ledgerRange(db, new Date(liveFrom), dayStart(tomorrow));
  const [stored, storedHours, live, liveActive] = await Promise.all([
    repository.storedFigures(db, firstDay, liveFromDay),
    repository.storedHourFigures(db, dayStart(liveFromDay), new Date(liveFrom)),
    repository.liveFigures(db, range, { fromDay: firstDay, liveFromDay }),
    repository.liveDayActivePlayers(db, liveFromDay, range),
  ]);
  const active = live.windowActive;

  const byCurrency = new Map<string, Map<string, Figures>>();
  const dayOf = (currency: string, day: string): Figures => {
    let days = byCurrency.get(currency);
    if (!days) {
      days = new Map();
      byCurrency.set(currency, days);
    }
    let figures = days.get(day);
    if (!figures) {
      figures = emptyFigures();
      days.set(day, figures);
    }
    return figures;
  };
  // A live day is its rolled-up hours plus what came after them; its active players are counted apart.
  for (const { day, currency, ...figures } of [...stored, ...storedHours, ...live.days]) {
    const sum = dayOf(currency, day) as Record<string, number>;
    for (const field of [...MONEY_FIELDS, ...COUNT_FIELDS]) sum[field] = (sum[field] ?? 0) + figures[field];
  }
  for (const { day, currency, players } of liveActive) dayOf(currency, day).active_players = players;
  const currencies: DashboardCurrency[] = [...byCurrency.entries()].map(([currency, days]) => {
    const series = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const day = addDays(firstDay, index);
      return derive(day, days.get(day) ?? emptyFigures());
    });
    const total = emptyFigures() as Record<string, number>;
    for (const day of series) {
      for (const field of [...MONEY_FIELDS, ...COUNT_FIELDS]) total[field] = (total[field] ?? 0) + day[field];
    }
    total.active_players = active.get(currency) ?? 0;
    return { currency, days: series, totals: derive(firstDay, total as Figures) };
  });
  // The busiest currency first: the one a person most likely opens the page for.
  currencies.sort(
    (a, b) => b.totals.stakes + b.totals.deposit_amount - (a.totals.stakes + a.totals.deposit_amount),
  );
  return { generated_at: now.toISOString(), live_from: liveFromDay, currencies };
}

/** The job's run: closed days first, then the closed hours of the days still open. */
export async function rollUp(db: Db, now: Date): Promise<void> {
  await rollUpClosedDays(db, now);
  await rollUpClosedHours(db, now);
}

/**
 * Rolls up each closed hour (15 minutes after it ends, as days) of the days not rolled up yet (today,
 * and yesterday during its grace), from the first such day's start on, each once under its claim as
 * days are; and drops the hours of the days before. A read then computes live only what came after the last rolled-up hour.
 */
export async function rollUpClosedHours(db: Db, now: Date): Promise<number> {
  const today = utcDay(now);
  const firstDay = addDays(today, 1 - DASHBOARD_DAYS);
  const rolledDays = await repository.rolledUpDays(db, firstDay, today);
  let fromDay = firstDay;
  while (fromDay <= today && rolledDays.has(fromDay)) fromDay = addDays(fromDay, 1);
  // Older open days are the day rollup's to catch up on (the job has just run it); their hours would
  // be thrown away with them.
  const yesterday = addDays(today, -1);
  if (fromDay < yesterday) fromDay = yesterday;
  const end = Math.floor((now.getTime() - ROLLUP_GRACE_MS) / HOUR_MS) * HOUR_MS;
  const rolled = await repository.rolledUpHours(db, dayStart(fromDay), new Date(end));
  let stored = 0;
  for (let hour = dayStart(fromDay).getTime(); hour + HOUR_MS <= end; hour += HOUR_MS) {
    if (rolled.has(hour)) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await repository.claimHour(trx, new Date(hour)))) return false;
      await repository.storeHour(
        trx,
        await repository.ledgerRange(trx, new Date(hour), new Date(hour + HOUR_MS)),
      );
      return true;
    });
    if (claimed) stored += 1;
  }
  await repository.dropHoursBefore(db, addDays(fromDay, -1));
  return stored;
}

/**
 * The scheduled job: rolls up each closed UTC day of the dashboard's window that is not rolled up yet,
 * oldest first, each in one transaction that claims the day and stores its figures. Any number of runs
 * and processes at once store each day once (the claim's key); answers how many days this run stored.
 */
export async function rollUpClosedDays(db: Db, now: Date): Promise<number> {
  const lastClosed = addDays(utcDay(new Date(now.getTime() - ROLLUP_GRACE_MS)), -1);
  const firstDay = addDays(utcDay(now), 1 - DASHBOARD_DAYS);
  if (lastClosed < firstDay) return 0;
  const rolled = await repository.rolledUpDays(db, firstDay, lastClosed);
  let stored = 0;
  for (let day = firstDay; day <= lastClosed; day = addDays(day, 1)) {
    if (rolled.has(day)) continue;
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await repository.claimDay(trx, day))) return false;
      await repository.storeDay(
        trx,
        await repository.ledgerRange(trx, dayStart(day), dayStart(addDays(day, 1))),
      );
      return true;
    });
    if (claimed) stored += 1;
  }
  return stored;
}
