/**
 * The shapes of a bet: which combination sizes of its n selections it stakes, one line each. A single is
 * one line of one, an accumulator one line of all n, a system bet several sizes (a Trixie on 3: three
 * doubles and a treble, 4 lines). Each line carries the unit stake, so the total stake is lines × unit.
 */
export const NAMED_SYSTEMS = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  'lucky-15': { selections: 4, sizes: [1, 2, 3, 4] },
  'super-yankee': { selections: 5, sizes: [2, 3, 4, 5] },
  'lucky-31': { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  'lucky-63': { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  'super-heinz': { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
} as const satisfies Record<string, { selections: number; sizes: readonly number[] }>;

export type NamedSystem = keyof typeof NAMED_SYSTEMS;

/** What the player does when a price moved since the slip showed it: take any, only a better one, none. */
export const ODDS_CHANGE_POLICIES = ['any', 'higher', 'none'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** Most legs a bet may have; also keeps a system's line count (2^n) small. */
export const MAX_LEGS = 20;

export type BetType =
  | { kind: 'single' }
  | { kind: 'accumulator' }
  /** `k/n`: every combination of k of the n selections (2/3 is three doubles). */
  | { kind: 'system'; size: number }
  | { kind: 'named'; name: NamedSystem };

/** The combination sizes a bet type stakes on n selections, or a RangeError when it does not fit n. */
export function combinationSizes(type: BetType, selections: number): readonly number[] {
  if (!Number.isInteger(selections) || selections < 1 || selections > MAX_LEGS) {
    throw new RangeError(`A bet has 1 to ${MAX_LEGS} selections, not ${selections}`);
  }
  switch (type.kind) {
    case 'single':
      if (selections !== 1) throw new RangeError('A single has one selection');
      return [1];
    case 'accumulator':
      if (selections < 2) throw new RangeError('An accumulator has at least two selections');
      return [selections];
    case 'system':
      if (!Number.isInteger(type.size) || type.size < 1 || type.size >= selections) {
        throw new RangeError(`A ${type.size}/${selections} system needs 1 ≤ size < selections`);
      }
      return [type.size];
    case 'named': {
      const system = NAMED_SYSTEMS[type.name];
      if (system.selections !== selections) {
        throw new RangeError(`A ${type.name} has ${system.selections} selections, not ${selections}`);
      }
      return system.sizes;
    }
  }
}

/** Every combination of k indices out of 0..n-1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const result: number[][] = [];
  const current: number[] = [];
  const walk = (start: number) => {
    if (current.length === k) {
      result.push([...current]);
      return;
    }
    for (let i = start; i <= n - (k - current.length); i++) {
      current.push(i);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return result;
}

/** The lines of a bet: one index list per staked combination. */
export function betLines(type: BetType, selections: number): number[][] {
  return combinationSizes(type, selections).flatMap((size) => combinations(selections, size));
}

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** How many lines a bet type has on n selections (what the slip shows beside the total stake). */
export function lineCount(type: BetType, selections: number): number {
  return combinationSizes(type, selections).reduce((sum, size) => sum + binomial(selections, size), 0);
}
