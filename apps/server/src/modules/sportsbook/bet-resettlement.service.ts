import { type MinorUnits, minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { Db, Trx } from '../../db/schema.ts';
import {
  bettingBonusAccounts,
  creditBettingBonusBet,
  debitBettingBonusBet,
  settleBettingBonuses,
  uncountBettingBonusBet,
} from '../bonuses/betting-bonuses.service.ts';
import { lockedBalance, postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { payBet } from './bet-payment.ts';
import type { BetLegState } from './bet-settlement.ts';
import { applyResettlement, correctLegOutcomes, recordOperatorAction } from './book-operator.repository.ts';
import type { OperatorDeps } from './book-operator.service.ts';
import type { Odds } from './odds.ts';
import type { LegOutcome } from './settle-selection.ts';
import { type BetRow, findBets, legsOf, lockBet } from './sports-bets.repository.ts';
import { storedBetType } from './sports-bets.service.ts';

export type ResettleRun = { legs: number; resettled: number; unchanged: number; shortfall: MinorUnits };

/**
 * An operator's correction of a settled selection (decision 0048): the legs on it get the new outcome,
 * and every bet it decided is settled again from its legs. A bet whose return changes is corrected by
 * one posting of the difference, never by editing what was paid: to the player when the return grew,
 * from the player when it shrank — from the balance the return went to, and no more than it holds (a
 * balance never goes below zero; the rest is recorded as the shortfall). Each correction is one
 * `sports_bet_resettlements` row, applied by a conditional update on the settlement it corrects, so a
 * command run twice (or in two processes) corrects once. A bet that no longer counts for wagering (now
 * void) is taken out of its active betting bonus's progress; one that now counts is counted next.
 * Bets still open just get the leg's new outcome; cashed-out bets are not touched (the player sold them).
 * A settled bet the correction leaves undecided (an accumulator settled lost on one leg, that leg now won,
 * another still to play) is reopened: its return is taken back and it is open again, without a cash-out
 * (its wallet round is closed), until the settler settles it again by the same kind of correction.
 */
export async function resettleSelection(
  deps: OperatorDeps,
  target: { eventId: string; marketKey: string; selectionKey: string },
  outcome: LegOutcome,
): Promise<ResettleRun> {
  const { betIds, legs } = await correctLegOutcomes(deps.db, target, outcome, deps.now);
  const run: ResettleRun = { legs, resettled: 0, unchanged: 0, shortfall: minorUnits(0) };
  for (const bet of await findBets(deps.db, betIds)) {
    if (!correctable(bet)) continue;
    // A settled bet the settler has not paid yet is paid first (idempotent): the correction corrects
    // what was paid.
    if (bet.paid_at === null) await payBet(deps.db, bet, deps.now);
    const corrected = await correctBet(deps, bet);
    if (corrected === undefined) run.unchanged += 1;
    else {
      run.resettled += 1;
      run.shortfall = minorUnits(run.shortfall + corrected);
    }
  }
  await recordOperatorAction(deps.db, {
    action: 'resettle',
    operator: deps.operator,
    event_id: target.eventId,
    market_key: target.marketKey,
    selection_key: target.selectionKey,
    outcome,
    affected: run.resettled,
  });
  return run;
}

/** Settled bets, and bets reopened by a correction (open, with their wallet round paid and closed). */
function correctable(bet: Pick<BetRow, 'status' | 'paid_at'>): boolean {
  return ['won', 'lost', 'void'].includes(bet.status) || isReopened(bet);
}

/** Whether a correction reopened this bet: it is settled again by `correctBet`, not as a new bet is. */
export function isReopened(bet: Pick<BetRow, 'status' | 'paid_at'>): boolean {
  return bet.status === 'open' && bet.paid_at !== null;
}

/**
 * Corrects one settled (or reopened) and paid bet from its legs as they are now, or to a void as a whole
 * (an operator voiding a reopened bet); answers its shortfall, or undefined when nothing changed. The legs
 * are read under the bet's lock, so two corrections racing (a selection set to win and back to lose at
 * once) leave the bet as its legs say.
 */
export async function correctBet(
  deps: OperatorDeps,
  bet: BetRow,
  voided = false,
): Promise<MinorUnits | undefined> {
  const accounts = await correctionAccounts(deps.db, bet);
  const shortfall = await deps.db.transaction().execute(async (trx) => {
    // The bet's row first (as a bonus-funded stake takes it), then the bonus's, then the accounts.
    const locked = await lockBet(trx, bet.id);
    if (!locked || locked.paid_at === null || !correctable(locked)) return undefined;
    const states: BetLegState[] = (await legsOf(trx, [bet.id])).map((leg) => ({
      odds: leg.odds as Odds,
      outcome: leg.outcome ?? 'open',
    }));
    const settlement = deps.sportsbook.settle(
      storedBetType(locked),
      locked.unit_stake,
      states,
      locked.currency,
    );
    const before = locked.settled_return ?? minorUnits(0);
    const after = voided
      ? { status: 'void' as const, returned: minorUnits(locked.unit_stake * locked.lines) }
      : settlement.state === 'open'
        ? { status: 'open' as const, returned: minorUnits(0) }
        : { status: settlement.status, returned: settlement.returned };
    if (after.status === locked.status && after.returned === before) return undefined;
    const seq = locked.resettled + 1;
    const difference = after.returned - before;
    const { posted, shortfall } = await postCorrection(trx, accounts, locked, seq, difference);
    const applied = await applyResettlement(trx, {
      bet_id: bet.id,
      seq,
      from_status: locked.status,
      to_status: after.status,
      from_return: before,
      to_return: after.returned,
      posted,
      shortfall,
      operator: deps.operator,
      created_at: deps.now,
    });
    if (!applied) throw new Error(`bet ${bet.id} changed while it was resettled`);
    // Won and lost bets count for wagering, void and open ones do not (betting-bonus-rules.ts).
    if (after.status === 'void' || after.status === 'open') await uncountBettingBonusBet(trx, bet.id);
    return shortfall;
  });
  if (shortfall !== undefined) await settleBettingBonuses(deps.db, bet.user_id, deps.now);
  return shortfall;
}

type CorrectionAccounts = {
  main: number;
  clearing: number;
  bonus: Awaited<ReturnType<typeof bettingBonusAccounts>>;
};

async function correctionAccounts(db: Db, bet: BetRow): Promise<CorrectionAccounts> {
  const [main, clearing, bonus] = await Promise.all([
    playerAccount(db, bet.user_id, 'main', bet.currency),
    systemAccount(db, 'provider_clearing', bet.currency, bet.user_id),
    bettingBonusAccounts(db, bet.user_id, bet.currency),
  ]);
  return { main, clearing, bonus };
}

/**
 * Posts a bet's correction; answers what moved (negative: taken from the player) and what a debit could
 * not take.
 */
async function postCorrection(
  trx: Trx,
  accounts: CorrectionAccounts,
  bet: BetRow,
  seq: number,
  difference: number,
): Promise<{ posted: MinorUnits; shortfall: MinorUnits }> {
  const none = minorUnits(0);
  if (difference === 0) return { posted: none, shortfall: none };
  const key = `resettle:${seq}`;
  if (bet.funding === 'betting_bonus' && bet.betting_bonus_id !== null) {
    const money = {
      bonusId: bet.betting_bonus_id,
      userId: bet.user_id,
      betId: bet.id,
      key,
      amount: minorUnits(Math.abs(difference)),
    };
    if (difference > 0)
      return { posted: await creditBettingBonusBet(trx, accounts.bonus, money), shortfall: none };
    const debit = await debitBettingBonusBet(trx, accounts.bonus, money);
    return { posted: negateMinor(debit.taken), shortfall: debit.shortfall };
  }
  const amount =
    difference > 0
      ? minorUnits(difference)
      : minorUnits(Math.min(-difference, Math.max(0, await lockedBalance(trx, accounts.main))));
  const shortfall = minorUnits(Math.abs(difference) - amount);
  if (amount === 0) return { posted: none, shortfall };
  const toPlayer = difference > 0;
  await postTransaction(trx, {
    kind: 'sports_bet_resettlement',
    idempotencyKey: `sports_bet_${key}:${bet.id}`,
    userId: bet.user_id,
    reference: `sports_bet:${bet.id}`,
    legs: [
      { accountId: accounts.main, amount: toPlayer ? amount : negateMinor(amount) },
      { accountId: accounts.clearing, amount: toPlayer ? negateMinor(amount) : amount },
    ],
  });
  return { posted: toPlayer ? amount : negateMinor(amount), shortfall };
}
