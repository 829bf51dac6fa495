import { type RandomStream, Rng } from '../fairness/random-stream.ts';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  type EngineDescription,
  formatPercent,
  type Multiplier,
  ratio,
} from './engine-common.ts';

/**
 * A 5×3 video slot: 20 fixed paylines paying left to right from the first reel, a wild (never on the
 * first reel) standing in for every symbol but the scatter, scatters paying anywhere and awarding free
 * spins (retriggerable up to a cap) whose wins are multiplied. Line pays are in line bets, scatter pays
 * in total bets; the stake is the total bet, 20 line bets.
 */
export const REELS = 5;
export const ROWS = 3;

/** Row (0 top, 1 middle, 2 bottom) of each payline on each reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
export const LINES = PAYLINES.length;

export const SLOT_RTP_VARIANTS = [9400, 9600, 9700] as const;
export type SlotRtpVariant = (typeof SLOT_RTP_VARIANTS)[number];

export interface SlotSymbol {
  id: string;
  kind: 'regular' | 'wild' | 'scatter';
  name: string;
  icon: string;
}

export interface FreeSpinsRule {
  /** Scatters that award (or retrigger) free spins. */
  minScatters: number;
  award: number;
  retrigger: number;
  /** Most free spins one feature can award in all. */
  max: number;
  /** Free-spin wins are multiplied by this. */
  multiplier: number;
}

export interface SlotConfig {
  /** The theme seed it was built from (with the RTP variant, enough to rebuild it). */
  seed: string;
  rtpVariant: SlotRtpVariant;
  /** The exact return of these reels and paytable. */
  rtp: number;
  theme: { id: string; name: string };
  symbols: SlotSymbol[];
  /** One strip of symbol indices per reel; a stop shows strip[stop], strip[stop+1], strip[stop+2]. */
  reels: number[][];
  /** pays[symbol][count] in line bets for `count` in a row from the first reel (0 where nothing). */
  pays: number[][];
  /** scatterPays[count] in total bets for that many scatters anywhere (0 where nothing). */
  scatterPays: number[];
  freeSpins: FreeSpinsRule;
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets, before any free-spin multiplier. */
  pay: number;
}

export interface SlotSpin {
  stops: number[];
  /** window[reel][row] is a symbol index. */
  window: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** In total bets, before any free-spin multiplier. */
  scatterPay: number;
  /** 1 for the paid spin, the feature's multiplier for a free spin. */
  multiplier: number;
  freeSpinsAwarded: number;
  /** This spin's whole win in line bets (lines + scatter, times the multiplier). */
  winLineBets: number;
}

export interface SlotOutcome {
  /** The paid spin first, then the free spins it led to. */
  spins: SlotSpin[];
  freeSpins: number;
  /** The round's total win ÷ the stake. */
  multiplier: Multiplier;
}

/** Symbol roles looked up once per config rather than per line. */
interface Roles {
  wild: number;
  scatter: number;
  regular: boolean[];
}

const rolesCache = new WeakMap<SlotConfig, Roles>();

export function slotRoles(config: Pick<SlotConfig, 'symbols'>): Roles {
  const cached = rolesCache.get(config as SlotConfig);
  if (cached) return cached;
  const roles = {
    wild: config.symbols.findIndex((symbol) => symbol.kind === 'wild'),
    scatter: config.symbols.findIndex((symbol) => symbol.kind === 'scatter'),
    regular: config.symbols.map((symbol) => symbol.kind === 'regular'),
  };
  rolesCache.set(config as SlotConfig, roles);
  return roles;
}

/**
 * The shape the evaluation and the RTP maths rely on: five strips of known symbols, no wild on the
 * first reel, at most one scatter in any three consecutive stops, a pay for every count.
 */
export function checkSlotConfig(
  config: Pick<SlotConfig, 'symbols' | 'reels' | 'pays' | 'scatterPays' | 'freeSpins'>,
) {
  const { wild, scatter } = slotRoles(config);
  const fail = (reason: string) => {
    throw new Error(`Invalid slot config: ${reason}`);
  };
  if (config.reels.length !== REELS) fail('five reels');
  if (config.pays.length !== config.symbols.length || config.pays.some((row) => row.length !== REELS + 1)) {
    fail('a pay row of six counts per symbol');
  }
  if (config.scatterPays.length !== REELS + 1) fail('scatter pays for 0..5 scatters');
  config.reels.forEach((strip, reel) => {
    if (strip.length < ROWS + 1) fail(`reel ${reel} is too short`);
    if (strip.some((symbol) => !Number.isInteger(symbol) || symbol < 0 || symbol >= config.symbols.length)) {
      fail(`reel ${reel} has an unknown symbol`);
    }
    if (reel === 0 && strip.includes(wild)) fail('a wild on the first reel');
    strip.forEach((symbol, stop) => {
      if (symbol !== scatter) return;
      for (let gap = 1; gap < ROWS; gap++) {
        if (strip[(stop + gap) % strip.length] === scatter)
          fail(`two scatters within three stops on reel ${reel}`);
      }
    });
  });
  const { award, retrigger, max, minScatters, multiplier } = config.freeSpins;
  if (!(award >= 1 && retrigger >= 0 && max >= award && minScatters >= 1 && multiplier >= 1))
    fail('free spins');
}

export function evaluateSpin(config: SlotConfig, stops: number[], multiplier: number): SlotSpin {
  // Plain loops: simulations evaluate millions of spins.
  const { wild, scatter, regular } = slotRoles(config);
  const window: number[][] = [];
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel++) {
    const strip = config.reels[reel]!;
    const column: number[] = [];
    for (let row = 0; row < ROWS; row++) {
      const symbol = strip[(stops[reel]! + row) % strip.length]!;
      if (symbol === scatter) scatters++;
      column.push(symbol);
    }
    window.push(column);
  }
  const lineWins: LineWin[] = [];
  let linePays = 0;
  for (let line = 0; line < LINES; line++) {
    const rows = PAYLINES[line]!;
    const symbol = window[0]![rows[0]!]!;
    if (!regular[symbol]) continue;
    let count = 1;
    while (count < REELS) {
      const next = window[count]![rows[count]!]!;
      if (next !== symbol && next !== wild) break;
      count++;
    }
    const pay = config.pays[symbol]![count]!;
    if (pay > 0) {
      lineWins.push({ line, symbol, count, pay });
      linePays += pay;
    }
  }
  const scatterPay = config.scatterPays[Math.min(scatters, REELS)]!;
  return {
    stops,
    window,
    lineWins,
    scatters,
    scatterPay,
    multiplier,
    freeSpinsAwarded: 0,
    winLineBets: (linePays + scatterPay * LINES) * multiplier,
  };
}

function spin(config: SlotConfig, rng: Rng, multiplier: number): SlotSpin {
  return evaluateSpin(
    config,
    config.reels.map((strip) => rng.intBelow(strip.length)),
    multiplier,
  );
}

export function playSlot(config: SlotConfig, stream: RandomStream): SlotOutcome {
  const rng = new Rng(stream);
  const rule = config.freeSpins;
  const spins = [spin(config, rng, 1)];
  let awarded = 0;
  let remaining = 0;
  if (spins[0]!.scatters >= rule.minScatters) {
    awarded = remaining = rule.award;
    spins[0]!.freeSpinsAwarded = rule.award;
  }
  while (remaining > 0) {
    remaining--;
    const free = spin(config, rng, rule.multiplier);
    if (free.scatters >= rule.minScatters) {
      free.freeSpinsAwarded = Math.min(rule.retrigger, rule.max - awarded);
      awarded += free.freeSpinsAwarded;
      remaining += free.freeSpinsAwarded;
    }
    spins.push(free);
  }
  const total = spins.reduce((sum, played) => sum + played.winLineBets, 0);
  return { spins, freeSpins: awarded, multiplier: ratio(total, LINES) };
}

export function describeSlot(
  config: SlotConfig,
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
): EngineDescription {
  const { wild, scatter } = slotRoles(config);
  const wildName = config.symbols[wild]?.name;
  const scatterName = config.symbols[scatter]?.name ?? 'Scatter';
  const { minScatters, award, retrigger, max, multiplier } = config.freeSpins;
  // "6 / 13 / 66 × line bet for 3 / 4 / 5 in a row"
  const pays = (row: readonly number[], unit: string, where: string) => {
    const counts = row.flatMap((pay, count) => (pay > 0 ? [count] : []));
    return `${counts.map((count) => row[count]).join(' / ')} × ${unit} for ${counts.join(' / ')} ${where}`;
  };
  return {
    engine: 'slot',
    gameType: 'slot',
    rtp: config.rtp,
    betLimits,
    rules: [
      `${REELS} reels, ${ROWS} rows, ${LINES} fixed paylines; the stake is spread evenly over the lines.`,
      'Line wins pay left to right from the first reel, one win per line.',
      ...(wildName ? [`${wildName} is wild: it stands in for every symbol except ${scatterName}.`] : []),
      `${scatterName} pays anywhere on the reels, in multiples of the total stake.`,
      `${minScatters} or more ${scatterName} award ${award} free spins (${retrigger} more on a retrigger, at most ${max} in all)${multiplier > 1 ? `; free-spin wins are multiplied by ${multiplier}` : ''}.`,
      `Return to player: ${formatPercent(config.rtp)}.`,
    ],
    paytable: [
      ...config.symbols.flatMap((symbol, index) =>
        symbol.kind === 'regular'
          ? [
              {
                label: `${symbol.icon} ${symbol.name}`,
                pays: pays(config.pays[index]!, 'line bet', 'in a row'),
              },
            ]
          : [],
      ),
      {
        label: `${config.symbols[scatter]?.icon ?? ''} ${scatterName}`,
        pays: pays(config.scatterPays, 'total stake', 'anywhere'),
      },
    ],
  };
}
