import type { Db } from '../../db/schema.ts';
import { settleBettingBonuses } from '../bonuses/betting-bonuses.service.ts';
import { refundStake } from './bet-money.ts';
import { payBet, payCashOuts } from './bet-payment.ts';
import { correctBet, isReopened } from './bet-resettlement.service.ts';
import type { BetLegState } from './bet-settlement.ts';
import type { Market } from './markets.ts';
import type { Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';
import {
  type BetRow,
  closeOpenBet,
  deletePendingBet,
  dueOpenBetIds,
  findBets,
  legsOf,
  recordLegOutcomes,
  strandedPendingBets,
  unpaidBets,
  unpaidCashOuts,
} from './sports-bets.repository.ts';
import { storedBetType } from './sports-bets.service.ts';
import type { Sportsbook } from './sportsbook.service.ts';

const PAGE = 200;
/** A settled bet is left to the call that settled it this long before the settler pays it instead. */
const PAY_GRACE_MS = 10_000;

export type SettlerRun = { settled: number; paid: number; recovered: number };

/**
 * One run of the settler: every open bet whose legs' events have finished is settled through the book's
 * `settle()` and paid once, legs that came in are recorded on bets still open (history and cash-out
 * read them), settled bets and partial cash-outs a dead process left unpaid are paid, and placements it left half done are
 * refunded. Safe to run in several processes at once: a bet is closed by one conditional update from
 * open, and every wallet call is idempotent by the bet's transaction ids.
 */
export async function settleDueBets(
  db: Db,
  sportsbook: Sportsbook,
  now: Date,
  options: { recoveryGraceMs: number },
): Promise<SettlerRun> {
  const run: SettlerRun = { settled: 0, paid: 0, recovered: 0 };
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      failures.push(error);
    }
  };

  for (const bet of await strandedPendingBets(db, new Date(now.getTime() - options.recoveryGraceMs), PAGE)) {
    await attempt(async () => {
      // The refund first: a crash after it only repeats it.
      await refundStake(db, bet, now);
      await deletePendingBet(db, bet.id);
      run.recovered += 1;
    });
  }

  const payBefore = new Date(now.getTime() - PAY_GRACE_MS);
  const cashOuts = await unpaidCashOuts(db, { createdBefore: payBefore, limit: PAGE });
  for (const bet of await findBets(db, [...new Set(cashOuts.map((cashOut) => cashOut.bet_id))])) {
    await attempt(async () => {
      await payCashOuts(db, bet, now);
      run.paid += 1;
    });
  }

  for (const bet of await unpaidBets(db, payBefore, PAGE)) {
    await attempt(async () => {
      await payBet(db, bet, now);
      run.paid += 1;
    });
  }

  let after: string | undefined;
  for (;;) {
    // Which events have started is the feed's question: its clock (a test clock may run ahead).
    const ids = await dueOpenBetIds(db, new Date(sportsbook.now()), after, PAGE);
    if (ids.length === 0) break;
    after = ids.at(-1);
    const done = await settleBets(db, sportsbook, ids, now);
    run.settled += done.settled;
    failures.push(...done.failures);
  }
  // One bet the wallet refuses must not hold up the others; it is tried again on the next run.
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} sports bets not settled`);
  return run;
}

/**
 * Settles these bets where their legs decide them (legs that came in are recorded either way); also
 * what an operator's settle or void by hand runs for the bets it touched.
 */
export async function settleBets(
  db: Db,
  sportsbook: Sportsbook,
  ids: readonly string[],
  now: Date,
): Promise<{ settled: number; failures: unknown[] }> {
  const done = { settled: 0, failures: [] as unknown[] };
  const legs = await legsOf(db, ids);
  for (const bet of await findBets(db, ids)) {
    if (bet.status !== 'open') continue;
    try {
      const betLegs = legs.filter((leg) => leg.bet_id === bet.id);
      if (await settleBet(db, sportsbook, bet, betLegs, now)) done.settled += 1;
    } catch (error) {
      done.failures.push(error);
    }
  }
  return done;
}

/** Records the legs that came in, and settles and pays the bet when that decides it. */
async function settleBet(
  db: Db,
  sportsbook: Sportsbook,
  bet: BetRow,
  legs: Awaited<ReturnType<typeof legsOf>>,
  now: Date,
): Promise<boolean> {
  const fresh: { position: number; outcome: LegOutcome }[] = [];
  const states: BetLegState[] = legs.map((leg) => {
    if (leg.outcome !== null) return { odds: leg.odds as Odds, outcome: leg.outcome };
    const outcome = sportsbook.legOutcome(leg.event_id, leg.market as unknown as Market, leg.selection_key);
    if (outcome !== 'open') fresh.push({ position: leg.position, outcome });
    return { odds: leg.odds as Odds, outcome };
  });
  const settlement = sportsbook.settle(storedBetType(bet), bet.unit_stake, states, bet.currency);
  if (fresh.length === 0 && settlement.state === 'open') return false;
  if (isReopened(bet)) {
    // Its wallet round was paid and closed: it is settled again by a correction of what it was paid.
    await recordLegOutcomes(db, bet.id, fresh, now);
    if (settlement.state === 'open') return false;
    return (await correctBet({ db, sportsbook, operator: 'settler', now }, bet)) !== undefined;
  }
  const closed = await db.transaction().execute(async (trx) => {
    await recordLegOutcomes(trx, bet.id, fresh, now);
    if (settlement.state === 'open') return false;
    return closeOpenBet(trx, bet.id, {
      status: settlement.status,
      returned: settlement.returned,
      at: now,
      unitStake: bet.unit_stake,
    });
  });
  if (!closed || settlement.state === 'open') return false;
  await payBet(db, { ...bet, status: settlement.status, settled_return: settlement.returned }, now);
  // A settled bet may wager (and release) the player's active betting bonus (decision 0036).
  await settleBettingBonuses(db, bet.user_id, now);
  return true;
}
