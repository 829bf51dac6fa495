import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { payBet } from './bet-payment.ts';
import { correctBet, isReopened } from './bet-resettlement.service.ts';
import { settleBets } from './bet-settler.service.ts';
import {
  deleteSuspension,
  insertSuspension,
  recordOperatorAction,
  setOpenLegOutcomes,
} from './book-operator.repository.ts';
import type { LegOutcome } from './settle-selection.ts';
import {
  allOperatorSuspensions,
  closeOpenBet,
  findBet,
  isSuspendedByOperator,
} from './sports-bets.repository.ts';
import type { Sportsbook } from './sportsbook.service.ts';

/** Who acts and when; every action is recorded in sportsbook_operator_actions with the operator's name. */
export type OperatorDeps = { db: Db; sportsbook: Sportsbook; operator: string; now: Date };

/** Whether the operator holds an event (without a market key) or one of its markets suspended. */
export type OperatorHold = (eventId: string, marketKey?: string) => boolean;

/** The operator's suspensions now, for the browsing pages to show what placement would refuse. */
export async function operatorHold(db: Db): Promise<OperatorHold> {
  const suspended = await allOperatorSuspensions(db);
  return (eventId, marketKey = '') => isSuspendedByOperator(suspended, eventId, marketKey);
}

/** Suspends an event's market (or the whole event without one): placement and cash-out refuse it. */
export function suspendMarket(deps: OperatorDeps, eventId: string, marketKey?: string): Promise<boolean> {
  return changeSuspension(deps, 'suspend', eventId, marketKey);
}

export function resumeMarket(deps: OperatorDeps, eventId: string, marketKey?: string): Promise<boolean> {
  return changeSuspension(deps, 'resume', eventId, marketKey);
}

async function changeSuspension(
  deps: OperatorDeps,
  action: 'suspend' | 'resume',
  eventId: string,
  marketKey: string | undefined,
): Promise<boolean> {
  const change = action === 'suspend' ? insertSuspension : deleteSuspension;
  const changed = await change(deps.db, eventId, marketKey ?? '');
  await recordOperatorAction(deps.db, {
    action,
    operator: deps.operator,
    event_id: eventId,
    market_key: marketKey ?? null,
    affected: changed ? 1 : 0,
  });
  return changed;
}

/**
 * Settles by hand the open legs on a selection (or voids those on an event or one of its markets): the
 * feed's result no longer decides them, and the bets they decide are settled and paid at once.
 */
export async function settleLegsByHand(
  deps: OperatorDeps,
  target: { eventId: string; marketKey?: string | undefined; selectionKey?: string | undefined },
  outcome: LegOutcome,
): Promise<{ legs: number; settled: number }> {
  const { betIds, legs } = await setOpenLegOutcomes(deps.db, target, outcome, deps.now);
  await recordOperatorAction(deps.db, {
    action: outcome === 'void' && target.selectionKey === undefined ? 'void' : 'settle',
    operator: deps.operator,
    event_id: target.eventId,
    market_key: target.marketKey ?? null,
    selection_key: target.selectionKey ?? null,
    outcome,
    affected: legs,
  });
  const done = await settleBets(deps.db, deps.sportsbook, betIds, deps.now);
  if (done.failures.length > 0) {
    throw new AggregateError(done.failures, `${done.failures.length} bets not settled (the settler retries)`);
  }
  return { legs, settled: done.settled };
}

/**
 * Voids an open bet as a whole: its stake goes back (the wallet's rollback), what partial cash-outs left
 * of it when it had some.
 */
export async function voidBet(deps: OperatorDeps, betId: string): Promise<boolean> {
  const bet = await findBet(deps.db, betId);
  if (bet && isReopened(bet)) {
    // Its wallet round is closed: the stake goes back by a correction, as its resettlement went.
    const voided = (await correctBet(deps, bet, true)) !== undefined;
    await recordOperatorAction(deps.db, {
      action: 'void-bet',
      operator: deps.operator,
      bet_id: betId,
      affected: voided ? 1 : 0,
    });
    return voided;
  }
  const stake = bet && minorUnits(bet.unit_stake * bet.lines);
  const closed =
    bet !== undefined &&
    stake !== undefined &&
    (await closeOpenBet(deps.db, betId, {
      status: 'void',
      returned: stake,
      at: deps.now,
      unitStake: bet.unit_stake,
    }));
  await recordOperatorAction(deps.db, {
    action: 'void-bet',
    operator: deps.operator,
    bet_id: bet ? betId : null,
    affected: closed ? 1 : 0,
  });
  if (closed) await payBet(deps.db, { ...bet, status: 'void', settled_return: stake }, deps.now);
  return closed;
}
