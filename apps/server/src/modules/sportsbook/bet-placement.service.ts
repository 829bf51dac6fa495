import { randomUUID } from 'node:crypto';
import type { SportsBet, SportsBetType } from '@casino/shared/contract/sports-bets.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { SelectionState } from '@casino/shared/errors/sports-bet-errors';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type BetType, lineCount, type OddsChangePolicy } from '@casino/shared/sportsbook/bet-types';
import { combinedOdds } from '@casino/shared/sportsbook/odds-format';
import { invalidParameters } from '../../api/invalid-parameters.ts';
import type { SportsBetFunding } from '../../db/tables/sports-bets.table.ts';
import { stakeableBettingBonus } from '../bonuses/betting-bonuses.service.ts';
import { assertMayPlay } from '../responsible-gaming/responsible-gaming.service.ts';
import { refundStake, type StakeRefusal, takeStake } from './bet-money.ts';
import { openPendingBet, storePendingBet } from './bet-placement-batches.ts';
import { potentialReturn } from './bet-settlement.ts';
import { bettingSession, forgetBettingSession } from './betting-sessions.ts';
import { bookLimitsIn } from './book-limits.ts';
import type { Market } from './markets.ts';
import type { Odds } from './odds.ts';
import {
  type BetRow,
  deletePendingBet,
  findBet,
  findBetBySlip,
  isSuspendedByOperator,
  operatorSuspensions,
} from './sports-bets.repository.ts';
import { type BetDeps, betRefusal, betView, viewOfBet } from './sports-bets.service.ts';
import type { EventDetail } from './sportsbook.service.ts';

export type SelectionParam = { event_id: string; market_key: string; selection_key: string; odds: number };

export type PlaceBetParams = {
  slip_id: string;
  type: SportsBetType;
  size?: number | undefined;
  selections: SelectionParam[];
  /** Per line, in minor units. */
  stake: number;
  odds_change: OddsChangePolicy;
  funding?: SportsBetFunding | undefined;
};

/** How long a repeat of a slip waits for the first placement to take its stake. */
const REPEAT_WAIT_MS = 10_000;
const REPEAT_POLL_MS = 25;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function betTypeOf(params: PlaceBetParams): BetType {
  switch (params.type) {
    case 'single':
    case 'accumulator':
      return { kind: params.type };
    case 'system':
      if (params.size === undefined)
        throw invalidParameters({ size: 'A system bet needs its size (2 for 2/3)' });
      return { kind: 'system', size: params.size };
    default:
      return { kind: 'named', name: params.type };
  }
}

type CheckedLeg = {
  selection: SelectionParam;
  detail: EventDetail;
  market: Market;
  odds: Odds;
  live: boolean;
};

/**
 * Checks every selection against the book now: a closed or suspended market refuses the bet, and a
 * price that moved is taken or refused by the player's policy. Refusals carry every selection's state
 * and current price, so the slip can update at once.
 */
function checkSelections(
  deps: BetDeps,
  params: PlaceBetParams,
  byOperator: ReadonlySet<string>,
): CheckedLeg[] {
  const checked = params.selections.map((selection, index) => {
    const detail = deps.sportsbook.event(selection.event_id);
    const market = detail?.markets.find((m) => m.key === selection.market_key);
    const quote = deps.sportsbook.quote(selection.event_id, selection.market_key, selection.selection_key);
    // The clock may cross a market's last moment between the two reads: without its market it is closed.
    const state: SelectionState = {
      index,
      event_id: selection.event_id,
      market_key: selection.market_key,
      selection_key: selection.selection_key,
      state:
        quote.state === 'open' && !market
          ? 'closed'
          : quote.state === 'open' &&
              isSuspendedByOperator(byOperator, selection.event_id, selection.market_key)
            ? 'suspended'
            : quote.state,
      odds: quote.state === 'open' && market ? quote.odds : null,
    };
    return { selection, detail, market, state };
  });
  const errorData = { selections: checked.map(({ state }) => state) };
  if (checked.some(({ state }) => state.state === 'closed')) {
    throw betRefusal('SELECTION_CLOSED', 'A selection is no longer available', { errorData });
  }
  if (checked.some(({ state }) => state.state === 'suspended')) {
    throw betRefusal('SELECTION_SUSPENDED', 'A market is suspended', { errorData });
  }
  const refused = checked.some(({ selection, state }) => {
    const now = state.odds as number;
    if (now === selection.odds || params.odds_change === 'any') return false;
    return params.odds_change === 'none' || now < selection.odds;
  });
  if (refused) throw betRefusal('ODDS_CHANGED', 'The odds have changed', { errorData });
  return checked.map(({ selection, detail, market, state }) => ({
    selection,
    detail: detail!,
    market: market!.market,
    odds: state.odds as Odds,
    live: detail!.view.phase !== 'not-started',
  }));
}

/**
 * The stake rules: at least the minimum on each line, at most the maximum on the whole bet, both in the
 * player's currency.
 */
function checkStake(deps: BetDeps, currency: string, unitStake: number, lines: number): MinorUnits {
  const { minStake, maxStake } = bookLimitsIn(deps.settings, currency);
  const limits = { min_stake: minStake, max_stake: maxStake };
  if (unitStake < minStake) {
    throw betRefusal('STAKE_TOO_LOW', 'The stake is below the minimum', {
      type: 'InvalidParameterException',
      errorData: limits,
    });
  }
  const total = unitStake * lines;
  if (total > maxStake) {
    throw betRefusal('STAKE_TOO_HIGH', 'The stake is above the maximum', {
      type: 'InvalidParameterException',
      errorData: limits,
    });
  }
  return minorUnits(total);
}

/**
 * Places a bet slip. The checks come first (type, stake limits, one leg per event, the prices; a live
 * selection's again after the bet delay), then the bet is stored pending, its stake taken through the
 * seamless wallet, and opened. The slip id makes it idempotent: a repeat answers the first bet, waiting
 * while that one is still taking its stake, whatever the book says by then.
 */
export async function placeBet(
  deps: BetDeps,
  userId: number,
  params: PlaceBetParams,
  attempt = 1,
): Promise<SportsBet> {
  let placed: SportsBet | Repeat;
  try {
    placed = await placeNewBet(deps, userId, params);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Looked up only on a refusal, so a first placement, the usual case, pays no read for it.
    const first = await findBetBySlip(deps.db, userId, params.slip_id);
    if (!first) throw error;
    placed = { repeatOf: first };
  }
  if (!('repeatOf' in placed)) return placed;
  if (placed.repeatOf) return answerRepeat(deps, userId, params, placed.repeatOf, attempt);
  // Stored by a placement whose stake was refused since: this is a new placement of the slip (once).
  if (attempt > 1) throw inProgress();
  return placeBet(deps, userId, params, attempt + 1);
}

/** The slip was placed before: its bet as found, or none when that placement's stake was refused since. */
type Repeat = { repeatOf: BetRow | undefined };

/**
 * A first placement of a slip; a `Repeat` when the slip turns out to be stored already. Its statements
 * are few on purpose (decision 0070): the player's sportsbook session is kept between bets (it carries
 * the currency), the bet and its legs are stored by one statement that also refuses a suspended
 * selection, shared with other placements, as the stake and the opening are; the answer is built from
 * what was written, not read back. `fresh` looks the session up again after the wallet refused a kept one.
 */
async function placeNewBet(
  deps: BetDeps,
  userId: number,
  params: PlaceBetParams,
  fresh = false,
): Promise<SportsBet | Repeat> {
  const type = betTypeOf(params);
  let lines: number;
  try {
    lines = lineCount(type, params.selections.length);
  } catch (error) {
    if (error instanceof RangeError) throw invalidParameters({ selections: error.message });
    throw error;
  }
  const now = deps.now();
  if (fresh) forgetBettingSession(deps.db, userId);
  const { session, kept } = await bettingSession(deps.db, userId, now);
  const totalStake = checkStake(deps, session.currency, params.stake, lines);
  const events = new Set(params.selections.map((selection) => selection.event_id));
  if (events.size < params.selections.length) {
    throw betRefusal('SAME_EVENT', 'Selections of one event cannot be combined');
  }

  // The operator's suspensions are checked by the insert; read only when it refuses.
  let legs = checkSelections(deps, params, NO_SUSPENSIONS);
  if (legs.some((leg) => leg.live) && deps.settings.liveDelayMs > 0) {
    // A repeat of a live slip answers at once rather than after the delay.
    const first = await findBetBySlip(deps.db, userId, params.slip_id);
    if (first) return { repeatOf: first };
    await (deps.sleep ?? wait)(deps.settings.liveDelayMs);
    legs = checkSelections(deps, params, NO_SUSPENSIONS);
  }

  const bonusId =
    params.funding === 'betting_bonus'
      ? await bonusToStake(deps, userId, session.currency, totalStake)
      : null;
  const unitStake = minorUnits(params.stake);
  const prices = legs.map((leg) => leg.odds);
  const bet = {
    id: randomUUID(),
    user_id: userId,
    slip_id: params.slip_id,
    currency: session.currency,
    kind: type.kind,
    system_size: type.kind === 'system' ? type.size : null,
    system_name: type.kind === 'named' ? type.name : null,
    lines,
    unit_stake: unitStake,
    total_stake: totalStake,
    total_odds: type.kind === 'single' || type.kind === 'accumulator' ? String(combinedOdds(prices)) : null,
    potential_return: potentialReturn(
      type,
      unitStake,
      prices,
      bookLimitsIn(deps.settings, session.currency).maxPayout,
    ),
    status: 'pending' as const,
    session_token: session.token,
    funding: bonusId === null ? ('main' as const) : ('betting_bonus' as const),
    betting_bonus_id: bonusId,
    placed_at: now,
  };
  const legRows = legs.map((leg, position) => ({
    bet_id: bet.id,
    position,
    event_id: leg.detail.fixture.id,
    sport: leg.detail.fixture.sport,
    league_id: leg.detail.fixture.leagueId,
    home_name: leg.detail.fixture.home.name,
    // An outright has no away side: its leg keeps the picked team's name there (market-labels.ts).
    away_name:
      leg.market.kind === 'outright'
        ? (deps.sportsbook.teamName(leg.selection.selection_key) ?? leg.selection.selection_key)
        : leg.detail.fixture.away.name,
    event_starts_at: new Date(leg.detail.fixture.startsAt),
    market_key: leg.selection.market_key,
    market: leg.market as unknown as Record<string, unknown>,
    selection_key: leg.selection.selection_key,
    odds: leg.odds,
    live: leg.live,
    outcome: null,
    settled_at: null,
  }));
  const stored = await storePendingBet(deps.db, { bet, legs: legRows });
  if (!stored) {
    const first = await findBetBySlip(deps.db, userId, params.slip_id);
    if (first) return { repeatOf: first };
    // Not stored and no bet of the slip: the operator holds a selection suspended (refused here with
    // every selection's state), or a repeat was refused meanwhile (the repeat path places it again).
    checkSelections(deps, params, await operatorSuspensions(deps.db, [...events]));
    return { repeatOf: undefined };
  }

  const taken = await takeStake(deps.db, bet, now);
  const opened =
    taken === 'ok' &&
    (await openPendingBet(deps.db, bet.id, new Date(deps.now().getTime() - deps.recoveryGraceMs)));
  if (!opened) {
    // Refused, or too slow to open (the recoverer may be refunding it): the stake goes back (or is
    // blocked, when it was never taken) before the bet goes, so no late call can take it.
    await refundStake(deps.db, bet, deps.now());
    await deletePendingBet(deps.db, bet.id);
    // A kept session ended since (self-exclusion, a time-out, a block, a session time limit): placed
    // again on a fresh look-up, which opens a session with a launch's checks or refuses as a launch would.
    if (kept && taken !== 'ok' && keptSessionEnded(taken)) return placeNewBet(deps, userId, params, true);
    throw await stakeRefusal(deps, userId, taken, bet.funding);
  }
  // Stored only with none of its selections suspended.
  return betView(deps, { ...stored, status: 'open' }, legRows, NO_SUSPENSIONS);
}

const NO_SUSPENSIONS: ReadonlySet<string> = new Set();

/** A stake refusal that says the session itself is over (a money limit carries what is left of it). */
const keptSessionEnded = (refusal: StakeRefusal) =>
  refusal.code === 'SESSION_EXPIRED' ||
  refusal.code === 'PLAYER_EXCLUDED' ||
  (refusal.code === 'LIMIT_REACHED' && refusal.data === undefined);

/**
 * The active betting bonus a bet staked from it takes its stake from (decision 0048): refused without
 * one in the bet's currency or with too little money on it. The stake itself re-checks both under the
 * bonus's lock.
 */
async function bonusToStake(deps: BetDeps, userId: number, currency: string, stake: MinorUnits) {
  const bonus = await stakeableBettingBonus(deps.db, userId);
  if (!bonus || bonus.currency !== currency) throw bonusNotAvailable();
  if (bonus.money < stake) throw insufficientBonus(bonus.money);
  return bonus.id;
}

const bonusNotAvailable = () =>
  betRefusal('BONUS_NOT_AVAILABLE', 'You have no active betting bonus to bet with');

const insufficientBonus = (money?: MinorUnits) =>
  betRefusal('INSUFFICIENT_BONUS_FUNDS', 'Not enough betting bonus money for this bet', {
    ...(money === undefined ? {} : { errorData: { balance_betting_bonus: money } }),
  });

async function stakeRefusal(
  deps: BetDeps,
  userId: number,
  taken: 'ok' | StakeRefusal,
  funding: SportsBetFunding,
): Promise<Error> {
  const code = taken === 'ok' ? taken : taken.code;
  switch (code) {
    case 'BONUS_NOT_ACTIVE':
      return bonusNotAvailable();
    case 'INSUFFICIENT_FUNDS':
      if (funding === 'betting_bonus') return insufficientBonus();
      return betRefusal('INSUFFICIENT_FUNDS', 'Not enough money for this bet', {
        type: 'UserNeedDepositException',
      });
    case 'LIMIT_REACHED': {
      // A money limit says which and what is left (the site words it); a session's time limit says nothing more.
      const limit = taken === 'ok' ? undefined : taken.data;
      return betRefusal(
        'PLAY_LIMIT_REACHED',
        'This bet would go over one of your play limits (wager, loss or session time); see Responsible gaming for what is left',
        limit ? { errorData: limit } : {},
      );
    }
    case 'PLAYER_EXCLUDED':
    case 'SESSION_EXPIRED':
      // Self-excluded while the bet was being placed (that ends the session): refused as play is.
      await assertMayPlay(deps.db, userId, deps.now());
      return new Error('The sportsbook game session ended while a bet was placed');
    case 'ok':
      return betRefusal('BET_IN_PROGRESS', 'The bet took too long to place; its stake was returned');
    default:
      return new Error(`The wallet refused a sports bet's stake (${code})`);
  }
}

/**
 * A repeat of a slip answers its bet; while that bet is still taking its stake it waits. A bet whose
 * stake was refused is gone: the repeat is then a new placement of the slip (once).
 */
async function answerRepeat(
  deps: BetDeps,
  userId: number,
  params: PlaceBetParams,
  first: BetRow,
  attempt: number,
): Promise<SportsBet> {
  const deadline = Date.now() + REPEAT_WAIT_MS;
  for (let bet: BetRow | undefined = first; ; bet = await findBet(deps.db, first.id)) {
    if (!bet) {
      if (attempt > 1) throw inProgress();
      return placeBet(deps, userId, params, attempt + 1);
    }
    if (bet.status !== 'pending') return viewOfBet(deps, bet);
    if (Date.now() > deadline) throw inProgress();
    await wait(REPEAT_POLL_MS);
  }
}

function inProgress() {
  return betRefusal('BET_IN_PROGRESS', 'The bet is still being placed');
}
