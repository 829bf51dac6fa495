import { toMinor } from '@casino/shared/money/minor-units';
import {
  type BetType,
  MAX_LEGS,
  NAMED_SYSTEMS,
  type NamedSystem,
  ODDS_CHANGE_POLICIES,
  type OddsChangePolicy,
} from '@casino/shared/sportsbook/bet-types';
import { combinedOdds } from '@casino/shared/sportsbook/odds-format';
import { potentialReturn, totalStake } from '@casino/shared/sportsbook/potential-return';

/** A selection on the slip, with the names it was shown with (the slip outlives the page it came from). */
export type SlipSelection = {
  event_id: string;
  market_key: string;
  selection_key: string;
  /** Thousandths: the price the player saw, sent with the bet. */
  odds: number;
  event_name: string;
  market_name: string;
  selection_name: string;
};

export type SlipMode = 'singles' | 'accumulator' | 'system';

export type SlipState = {
  selections: SlipSelection[];
  mode: SlipMode;
  /** A system's size (`2` is every double) or a named system (`trixie`). */
  system: string;
  /** The stake as typed, in currency units: per bet for singles, per line otherwise. */
  stake: string;
  oddsChange: OddsChangePolicy;
};

export const EMPTY_SLIP: SlipState = {
  selections: [],
  mode: 'singles',
  system: '2',
  stake: '',
  oddsChange: 'higher',
};

export type SlipAction =
  | { type: 'toggle'; selection: SlipSelection }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'odds'; key: string; odds: number }
  | { type: 'mode'; mode: SlipMode }
  | { type: 'system'; system: string }
  | { type: 'stake'; stake: string }
  | { type: 'oddsChange'; policy: OddsChangePolicy }
  | { type: 'restore'; state: SlipState };

export function selectionKey(selection: Pick<SlipSelection, 'event_id' | 'market_key' | 'selection_key'>) {
  return `${selection.event_id}/${selection.market_key}/${selection.selection_key}`;
}

/** The system choices for n selections: k of n for every k from 2 to n − 1, then the named ones of n. */
export function systemChoices(count: number): string[] {
  if (count < 3) return [];
  const sizes = Array.from({ length: count - 2 }, (_, index) => String(index + 2));
  const named = (Object.keys(NAMED_SYSTEMS) as NamedSystem[]).filter(
    (name) => NAMED_SYSTEMS[name].selections === count,
  );
  return [...sizes, ...named];
}

/** The mode and system that still fit after the number of selections changed. */
function fitted(state: SlipState): SlipState {
  const count = state.selections.length;
  let { mode, system } = state;
  if (mode === 'system' && count < 3) mode = count === 2 ? 'accumulator' : 'singles';
  if (mode === 'accumulator' && count < 2) mode = 'singles';
  const choices = systemChoices(count);
  if (!choices.includes(system)) system = choices[0] ?? '2';
  return { ...state, mode, system };
}

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'toggle': {
      const key = selectionKey(action.selection);
      const present = state.selections.some((selection) => selectionKey(selection) === key);
      if (present) {
        return fitted({ ...state, selections: state.selections.filter((s) => selectionKey(s) !== key) });
      }
      if (state.selections.length >= MAX_LEGS) return state;
      const selections = [...state.selections, action.selection];
      // A second pick is what makes an accumulator: the slip offers it without a click.
      const mode = state.mode === 'singles' && selections.length === 2 ? 'accumulator' : state.mode;
      return fitted({ ...state, selections, mode });
    }
    case 'remove':
      return fitted({
        ...state,
        selections: state.selections.filter((selection) => selectionKey(selection) !== action.key),
      });
    case 'clear':
      return { ...state, selections: [], mode: 'singles' };
    case 'odds':
      return {
        ...state,
        selections: state.selections.map((selection) =>
          selectionKey(selection) === action.key ? { ...selection, odds: action.odds } : selection,
        ),
      };
    case 'mode':
      return fitted({ ...state, mode: action.mode });
    case 'system':
      return fitted({ ...state, system: action.system });
    case 'stake':
      return { ...state, stake: action.stake };
    case 'oddsChange':
      return { ...state, oddsChange: action.policy };
    case 'restore':
      return fitted(action.state);
  }
}

/** The stored slip, or the empty one when what is stored is missing or not a slip. */
export function parseStoredSlip(text: string | null): SlipState {
  if (!text) return EMPTY_SLIP;
  try {
    const value = JSON.parse(text) as Partial<SlipState>;
    const selections = Array.isArray(value.selections)
      ? value.selections
          .filter(
            (s): s is SlipSelection =>
              typeof s === 'object' &&
              s !== null &&
              typeof s.event_id === 'string' &&
              typeof s.market_key === 'string' &&
              typeof s.selection_key === 'string' &&
              Number.isSafeInteger(s.odds) &&
              typeof s.event_name === 'string' &&
              typeof s.market_name === 'string' &&
              typeof s.selection_name === 'string',
          )
          .slice(0, MAX_LEGS)
      : [];
    return slipReducer(EMPTY_SLIP, {
      type: 'restore',
      state: {
        selections,
        mode: value.mode === 'accumulator' || value.mode === 'system' ? value.mode : 'singles',
        system: typeof value.system === 'string' ? value.system : '2',
        stake: typeof value.stake === 'string' ? value.stake.slice(0, 12) : '',
        oddsChange: ODDS_CHANGE_POLICIES.includes(value.oddsChange as OddsChangePolicy)
          ? (value.oddsChange as OddsChangePolicy)
          : 'higher',
      },
    });
  } catch {
    return EMPTY_SLIP;
  }
}

/** The bet type of the slip's combined modes (singles are one single bet per selection). */
export function slipBetType(state: SlipState): BetType {
  if (state.mode === 'accumulator') return { kind: 'accumulator' };
  return state.system in NAMED_SYSTEMS
    ? { kind: 'named', name: state.system as NamedSystem }
    : { kind: 'system', size: Number(state.system) };
}

/**
 * The typed stake in minor units of the player's currency (1.00 is one USDT, decision 0061), or undefined
 * when it is not a positive amount.
 */
export function stakeMinor(stake: string, currency: string): number | undefined {
  try {
    const amount = toMinor(stake.replace(',', '.'), currency);
    return amount > 0 ? amount : undefined;
  } catch {
    return undefined;
  }
}

export type SlipProblem = 'sameEvent' | 'needTwo' | 'needThree' | 'invalidStake';

export type SlipSummary = {
  lines: number;
  totalStake: number;
  /** Undefined without a valid stake. */
  potentialReturn: number | undefined;
  /** The combined odds of an accumulator. */
  totalOdds: number | undefined;
  problem: SlipProblem | undefined;
};

/** What the slip shows under the selections: lines, total stake, potential return, or why it cannot go. */
export function summarize(state: SlipState, currency: string): SlipSummary {
  const prices = state.selections.map((selection) => selection.odds);
  const count = prices.length;
  const unit = stakeMinor(state.stake, currency);
  if (state.mode === 'singles') {
    const stake = unit ?? 0;
    return {
      lines: count,
      totalStake: stake * count,
      potentialReturn:
        unit === undefined
          ? undefined
          : prices.reduce((sum, price) => sum + potentialReturn({ kind: 'single' }, unit, [price]), 0),
      totalOdds: undefined,
      problem: unit === undefined ? 'invalidStake' : undefined,
    };
  }
  const events = new Set(state.selections.map((selection) => selection.event_id));
  const needed = state.mode === 'system' ? 3 : 2;
  if (count < needed) {
    return {
      lines: 0,
      totalStake: 0,
      potentialReturn: undefined,
      totalOdds: undefined,
      problem: needed === 3 ? 'needThree' : 'needTwo',
    };
  }
  const type = slipBetType(state);
  const lines = totalStake(type, 1, count);
  return {
    lines,
    totalStake: (unit ?? 0) * lines,
    potentialReturn: unit === undefined ? undefined : potentialReturn(type, unit, prices),
    totalOdds: state.mode === 'accumulator' ? combinedOdds(prices) : undefined,
    // Legs of one event depend on each other: the book prices them as independent, so it refuses them.
    problem: events.size < count ? 'sameEvent' : unit === undefined ? 'invalidStake' : undefined,
  };
}
