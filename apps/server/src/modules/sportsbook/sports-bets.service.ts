import type { SportsBet } from '@casino/shared/contract/sports-bets.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { SportsBetError } from '@casino/shared/errors/sports-bet-errors';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { BetType, NamedSystem } from '@casino/shared/sportsbook/bet-types';
import { invalidParameters } from '../../api/invalid-parameters.ts';
import type { SportsbookSettings } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { payBet, payCashOuts } from './bet-payment.ts';
import { potentialReturn } from './bet-settlement.ts';
import { bookLimitsIn } from './book-limits.ts';
import { type CashOutLeg, cashOutOffer } from './cash-out.ts';
import type { Odds } from './odds.ts';
import {
  type BetFilter,
  type BetRow,
  closeOpenBet,
  countPlayerBets,
  findBet,
  isSuspendedByOperator,
  type LegRow,
  legsOf,
  operatorSuspensions,
  playerBets,
  recordPartialCashOut,
} from './sports-bets.repository.ts';
import type { Sportsbook } from './sportsbook.service.ts';

/** What the sports bets need: the database, the book, its settings and one clock for both. */
export type BetDeps = {
  db: Db;
  sportsbook: Sportsbook;
  settings: SportsbookSettings;
  /** The same clock the sportsbook runs on (tests fast-forward both). */
  now: () => Date;
  /** Waits out the live bet delay; tests pass one that moves their clock instead. */
  sleep?: (ms: number) => Promise<void>;
  /** How old a placement left half done must be before the settler takes it for dead (decision 0012). */
  recoveryGraceMs: number;
};

export function betRefusal(
  code: SportsBetError,
  message: string,
  options: {
    type?: 'InvalidRequestException' | 'InvalidParameterException' | 'UserNeedDepositException';
    errorData?: Record<string, unknown>;
  } = {},
): ApiError {
  return new ApiError(options.type ?? 'InvalidRequestException', message, {
    code,
    ...(options.errorData ? { errorData: options.errorData } : {}),
  });
}

/** The bet type a stored bet was placed as. */
export function storedBetType(bet: Pick<BetRow, 'kind' | 'system_size' | 'system_name'>): BetType {
  switch (bet.kind) {
    case 'single':
    case 'accumulator':
      return { kind: bet.kind };
    case 'system':
      return { kind: 'system', size: bet.system_size as number };
    case 'named':
      return { kind: 'named', name: bet.system_name as NamedSystem };
  }
}

/** The cash-out offer of an open bet now, or undefined (settled, or a market of an open leg not open). */
export function currentCashOut(
  deps: BetDeps,
  bet: BetRow,
  legs: readonly LegRow[],
  byOperator: ReadonlySet<string>,
): MinorUnits | undefined {
  // A bet reopened by a resettlement has its wallet round closed: nothing can be paid into it early.
  if (bet.status !== 'open' || bet.paid_at !== null) return undefined;
  const priced: CashOutLeg[] = [];
  for (const leg of legs) {
    const odds = leg.odds as Odds;
    if (leg.outcome !== null) {
      priced.push({ odds, outcome: leg.outcome });
      continue;
    }
    const quote = deps.sportsbook.quote(leg.event_id, leg.market_key, leg.selection_key);
    if (quote.state !== 'open' || isSuspendedByOperator(byOperator, leg.event_id, leg.market_key)) {
      return undefined;
    }
    priced.push({ odds, outcome: 'open', current: quote.odds });
  }
  return cashOutOffer(
    storedBetType(bet),
    bet.unit_stake,
    priced,
    deps.settings.margin,
    bookLimitsIn(deps.settings, bet.currency).maxPayout,
  );
}

function legView(leg: LegRow): SportsBet['legs'][number] {
  return {
    event_id: leg.event_id,
    sport: leg.sport,
    league_id: leg.league_id,
    home: leg.home_name,
    away: leg.away_name,
    starts_at: leg.event_starts_at.toISOString(),
    market_key: leg.market_key,
    market: leg.market,
    selection_key: leg.selection_key,
    odds: leg.odds,
    live: leg.live,
    outcome: leg.outcome ?? 'open',
    settled_at: leg.settled_at?.toISOString() ?? null,
  };
}

/** A bet as the API shows it, from its row, its legs and the operator's suspensions on them. */
export function betView(
  deps: BetDeps,
  bet: BetRow,
  legs: readonly LegRow[],
  byOperator: ReadonlySet<string>,
): SportsBet {
  const offer = currentCashOut(deps, bet, legs, byOperator);
  return {
    id: bet.id,
    slip_id: bet.slip_id,
    type: bet.kind === 'named' ? (bet.system_name as NamedSystem) : bet.kind,
    size: bet.system_size,
    lines: bet.lines,
    currency: bet.currency,
    unit_stake: bet.unit_stake,
    total_stake: bet.total_stake,
    total_odds: bet.total_odds === null ? null : Number(bet.total_odds),
    potential_return: bet.potential_return,
    funding: bet.funding,
    status: bet.status,
    return: bet.settled_return,
    cashed_out: bet.cashed_out,
    placed_at: bet.placed_at.toISOString(),
    settled_at: bet.settled_at?.toISOString() ?? null,
    cash_out: offer === undefined ? null : { amount: offer },
    legs: legs.map(legView),
  };
}

/** Bets as the API shows them, each with its legs and cash-out offer. */
async function betViews(deps: BetDeps, bets: readonly BetRow[]): Promise<SportsBet[]> {
  const legs = await legsOf(
    deps.db,
    bets.map((bet) => bet.id),
  );
  const byOperator = await operatorSuspensions(
    deps.db,
    legs.filter((leg) => leg.outcome === null).map((leg) => leg.event_id),
  );
  return bets.map((bet) =>
    betView(
      deps,
      bet,
      legs.filter((leg) => leg.bet_id === bet.id),
      byOperator,
    ),
  );
}

export async function viewOfBet(deps: BetDeps, bet: BetRow): Promise<SportsBet> {
  return (await betViews(deps, [bet]))[0]!;
}

function notFound(): ApiError {
  return betRefusal('BET_NOT_FOUND', 'Bet not found', { type: 'InvalidParameterException' });
}

/** One of the player's bets (a placement still taking its stake is not a bet yet). */
async function playerBet(deps: BetDeps, userId: number, id: string): Promise<BetRow> {
  const bet = await findBet(deps.db, id);
  if (!bet || bet.user_id !== userId || bet.status === 'pending') throw notFound();
  return bet;
}

export async function getBet(deps: BetDeps, userId: number, id: string): Promise<SportsBet> {
  return viewOfBet(deps, await playerBet(deps, userId, id));
}

const DAY_MS = 86_400_000;

/** The player's bets, newest first; `from` and `to` are whole UTC days, both included. */
export async function getBets(
  deps: BetDeps,
  userId: number,
  params: {
    status: BetFilter['status'];
    from?: string | undefined;
    to?: string | undefined;
    offset: number;
    count: number;
  },
): Promise<{ count: number; items: SportsBet[] }> {
  const filter: BetFilter = {
    status: params.status,
    from: params.from ? new Date(`${params.from}T00:00:00Z`) : undefined,
    to: params.to ? new Date(new Date(`${params.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    offset: params.offset,
    count: params.count,
  };
  const [count, bets] = await Promise.all([
    countPlayerBets(deps.db, userId, filter),
    playerBets(deps.db, userId, filter),
  ]);
  return { count, items: await betViews(deps, bets) };
}

/**
 * Cashes an open bet out at today's offer, when it is at least what the player was shown: all of it, or
 * `part` of it, the bet then going on with its stake cut by the same share (rounded down, never in the
 * player's favour). The bet is changed by a conditional update from open at the stake the offer was
 * computed on, as its settlement is, so when they race only one counts.
 */
export async function cashOut(
  deps: BetDeps,
  userId: number,
  params: { bet_id: string; amount: number; part?: number | undefined },
): Promise<SportsBet> {
  const bet = await playerBet(deps, userId, params.bet_id);
  const unavailable = () => betRefusal('CASH_OUT_UNAVAILABLE', 'Cash out is not available for this bet now');
  if (bet.status !== 'open' || bet.paid_at !== null) throw unavailable();
  const legs = await legsOf(deps.db, [bet.id]);
  const byOperator = await operatorSuspensions(
    deps.db,
    legs.map((leg) => leg.event_id),
  );
  const offer = currentCashOut(deps, bet, legs, byOperator);
  if (offer === undefined) throw unavailable();
  if (offer < params.amount) {
    throw betRefusal('CASH_OUT_CHANGED', 'The cash out amount has changed', { errorData: { amount: offer } });
  }
  // More than the offer is a mistake of the page, not a wish for the whole offer.
  if (params.part !== undefined && params.part > offer) {
    throw invalidParameters({ part: 'More than the cash out offer' });
  }
  const at = deps.now();
  if (params.part !== undefined && params.part < offer) {
    await cashOutPart(deps, bet, legs, { offer, part: minorUnits(params.part), at });
  } else {
    const closed = await closeOpenBet(deps.db, bet.id, {
      status: 'cashed_out',
      returned: offer,
      at,
      unitStake: bet.unit_stake,
    });
    if (!closed) throw unavailable();
    await payBet(deps.db, { ...bet, status: 'cashed_out', settled_return: offer }, at);
  }
  return viewOfBet(deps, (await findBet(deps.db, bet.id))!);
}

async function cashOutPart(
  deps: BetDeps,
  bet: BetRow,
  legs: readonly LegRow[],
  cash: { offer: MinorUnits; part: MinorUnits; at: Date },
): Promise<void> {
  const unitStake = minorUnits(Math.floor((bet.unit_stake * (cash.offer - cash.part)) / cash.offer));
  if (unitStake < 1) throw invalidParameters({ part: 'Cash out all of it instead' });
  const type = storedBetType(bet);
  const change = {
    fromUnitStake: bet.unit_stake,
    unitStake,
    potentialReturn: potentialReturn(
      type,
      unitStake,
      legs.map((leg) => leg.odds as Odds),
      bookLimitsIn(deps.settings, bet.currency).maxPayout,
    ),
    amount: cash.part,
    at: cash.at,
  };
  const seq = await deps.db.transaction().execute((trx) => recordPartialCashOut(trx, bet.id, change));
  if (seq === undefined)
    throw betRefusal('CASH_OUT_UNAVAILABLE', 'Cash out is not available for this bet now');
  await payCashOuts(deps.db, bet, cash.at);
}
