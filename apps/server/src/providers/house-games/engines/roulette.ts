import { MAX_MINOR_UNITS } from '@casino/shared/money/minor-units';
import { type RandomStream, Rng } from '../fairness/random-stream.ts';
import {
  type BetLimits,
  checkStake,
  DEFAULT_BET_LIMITS,
  type EngineDescription,
  type EngineId,
  invalidPlay,
} from './engine-common.ts';

/** European roulette: one zero, 37 pockets, the standard bets and payouts (RTP 36/37 on every bet). */
export const POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** Pockets in wheel order, clockwise from zero, for the UI's wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;
export const MAX_ROULETTE_BETS = 100;

export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type OutsideBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export type RouletteBet =
  | { type: InsideBetType; numbers: number[]; stakeMinor: number }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3; stakeMinor: number }
  | { type: OutsideBetType; stakeMinor: number };
export type RouletteBetType = RouletteBet['type'];

/** Winnings "to one": a winning bet returns its stake times (pays + 1). */
export const ROULETTE_PAYS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteParams {
  bets: RouletteBet[];
  betLimits?: BetLimits;
}

export interface SettledBet {
  bet: RouletteBet;
  win: boolean;
  payoutMinor: number;
}

export interface RouletteOutcome {
  pocket: number;
  color: 'green' | 'red' | 'black';
  bets: SettledBet[];
  totalStakeMinor: number;
  totalPayoutMinor: number;
}

/**
 * A set of pockets as a bit mask (pocket n is 2^n; 37 bits stay exact in a double), so checking a bet
 * and settling it cost no sorting or string keys. Undefined for a number off the table or repeated.
 */
function maskOf(numbers: readonly number[]): number | undefined {
  let mask = 0;
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 0 || n > 36 || hasPocket(mask, n)) return undefined;
    mask += 2 ** n;
  }
  return mask;
}

const hasPocket = (mask: number, pocket: number) => Math.floor(mask / 2 ** pocket) % 2 === 1;

/** Every legal inside bet of the layout (3 columns × 12 rows, zero above), by type. */
function insideBets(): Record<InsideBetType, Set<number>> {
  const sets: Record<InsideBetType, number[][]> = {
    straight: [],
    split: [
      [0, 1],
      [0, 2],
      [0, 3],
    ],
    street: [
      [0, 1, 2],
      [0, 2, 3],
    ],
    corner: [[0, 1, 2, 3]],
    line: [],
  };
  for (let n = 0; n <= 36; n++) sets.straight.push([n]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) sets.split.push([n, n + 1]);
    if (n <= 33) sets.split.push([n, n + 3]);
    if (n % 3 !== 0 && n <= 32) sets.corner.push([n, n + 1, n + 3, n + 4]);
  }
  for (let first = 1; first <= 34; first += 3) {
    sets.street.push([first, first + 1, first + 2]);
    if (first <= 31) sets.line.push([first, first + 1, first + 2, first + 3, first + 4, first + 5]);
  }
  const masks = (type: InsideBetType) => new Set(sets[type].map((numbers) => maskOf(numbers)!));
  return {
    straight: masks('straight'),
    split: masks('split'),
    street: masks('street'),
    corner: masks('corner'),
    line: masks('line'),
  };
}
const INSIDE_BETS = insideBets();

export function pocketColor(pocket: number): RouletteOutcome['color'] {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const maskWhere = (test: (n: number) => boolean) => maskOf(NUMBERS.filter(test))!;
const OUTSIDE: Readonly<Record<OutsideBetType, number>> = {
  red: maskWhere((n) => RED_NUMBERS.has(n)),
  black: maskWhere((n) => !RED_NUMBERS.has(n)),
  odd: maskWhere((n) => n % 2 === 1),
  even: maskWhere((n) => n % 2 === 0),
  low: maskWhere((n) => n <= 18),
  high: maskWhere((n) => n >= 19),
};
const DOZENS = [1, 2, 3].map((index) => maskWhere((n) => Math.ceil(n / 12) === index));
const COLUMNS = [1, 2, 3].map((index) => maskWhere((n) => ((n - 1) % 3) + 1 === index));

/** The pockets a bet wins on, as a mask; throws for a bet the layout does not have. */
function coverMask(bet: RouletteBet): number {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const mask = Array.isArray(bet.numbers) ? maskOf(bet.numbers) : undefined;
      if (mask === undefined || !INSIDE_BETS[bet.type].has(mask)) {
        throw invalidPlay('bets', `Not a ${bet.type} bet on the table: ${String(bet.numbers)}`);
      }
      return mask;
    }
    case 'dozen':
    case 'column': {
      if (bet.index !== 1 && bet.index !== 2 && bet.index !== 3)
        throw invalidPlay('bets', 'Choose 1, 2 or 3');
      return (bet.type === 'dozen' ? DOZENS : COLUMNS)[bet.index - 1]!;
    }
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return OUTSIDE[bet.type];
    default:
      throw invalidPlay('bets', 'Unknown bet type');
  }
}

/** The pockets a bet wins on, in order; throws for a bet the layout does not have. */
export function betCovers(bet: RouletteBet): number[] {
  const mask = coverMask(bet);
  return Array.from({ length: POCKETS }, (_, pocket) => pocket).filter((pocket) => hasPocket(mask, pocket));
}

export function spinRoulette(rng: Rng): number {
  return rng.intBelow(POCKETS);
}

/**
 * Validates the bets before anything is drawn or debited: the layout, and each chip within `betLimits`
 * (the table's in the player's currency) when placed. Settling and replaying bets placed earlier checks
 * the layout and whole positive stakes only: the limits were the placement's.
 */
export function checkRouletteBets({ bets, betLimits }: RouletteParams): number {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_ROULETTE_BETS) {
    throw invalidPlay('bets', `Place 1 to ${MAX_ROULETTE_BETS} bets`);
  }
  let total = 0;
  for (const bet of bets) {
    coverMask(bet);
    total += checkStake(bet.stakeMinor, betLimits ?? ANY_PLACED_STAKE, 'bets');
  }
  return total;
}

const ANY_PLACED_STAKE: BetLimits = { minStakeMinor: 1, maxStakeMinor: MAX_MINOR_UNITS };

/** Settles bets on a pocket (live tables settle every player's bets on the shared pocket this way). */
export function settleRouletteBets(pocket: number, params: RouletteParams): RouletteOutcome {
  const totalStakeMinor = checkRouletteBets(params);
  const bets = params.bets.map((bet) => {
    const win = hasPocket(coverMask(bet), pocket);
    return { bet, win, payoutMinor: win ? bet.stakeMinor * (ROULETTE_PAYS[bet.type] + 1) : 0 };
  });
  const totalPayoutMinor = bets.reduce((sum, settled) => sum + settled.payoutMinor, 0);
  return { pocket, color: pocketColor(pocket), bets, totalStakeMinor, totalPayoutMinor };
}

export function playRoulette(params: RouletteParams, stream: RandomStream): RouletteOutcome {
  // Bets are checked before the wheel is spun, so a bad bet draws nothing.
  checkRouletteBets(params);
  return settleRouletteBets(spinRoulette(new Rng(stream)), params);
}

export function describeRoulette(
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
  engine: Extract<EngineId, 'roulette' | 'live_roulette'> = 'roulette',
): EngineDescription {
  const rules = [
    'European single-zero wheel: 37 pockets, 0 to 36.',
    'Zero loses every outside bet (red/black, odd/even, low/high, dozens, columns).',
    'Splits, streets and the first four (0-1-2-3) may include zero.',
  ];
  if (engine === 'live_roulette') {
    rules.push(
      'One shared wheel for every player: bets close when the spin starts, and each result comes from a seed hash chain published in advance.',
    );
  }
  const labels: Record<RouletteBetType, string> = {
    straight: 'Straight (1 number)',
    split: 'Split (2)',
    street: 'Street (3)',
    corner: 'Corner (4)',
    line: 'Line (6)',
    dozen: 'Dozen (12)',
    column: 'Column (12)',
    red: 'Red',
    black: 'Black',
    odd: 'Odd',
    even: 'Even',
    low: 'Low 1–18',
    high: 'High 19–36',
  };
  return {
    engine,
    gameType: engine === 'roulette' ? 'casino' : 'live',
    rtp: ROULETTE_RTP,
    betLimits,
    rules,
    paytable: (Object.keys(labels) as RouletteBetType[]).map((type) => ({
      label: labels[type],
      pays: `${ROULETTE_PAYS[type]} to 1`,
    })),
  };
}
