import { seededWords } from './seeded-prng.ts';
import {
  checkSlotConfig,
  type FreeSpinsRule,
  REELS,
  SLOT_RTP_VARIANTS,
  type SlotConfig,
  type SlotRtpVariant,
  type SlotSymbol,
} from './slot.ts';
import { slotRtp, slotRtpWeights } from './slot-math.ts';

/**
 * Builds a slot deterministically from a theme seed, so the catalogue can list hundreds of distinct
 * slots and rebuild any of them from (seed, RTP variant). The seed decides the theme, the reel strips,
 * the paytable's shape and the feature; the variant then sets the pays: the RTP is linear in them
 * (slot-math), so they are scaled to the target and nudged one unit at a time until the exact RTP is
 * within `RTP_TOLERANCE` of it.
 */
export const RTP_TOLERANCE = 0.00005;

interface Theme {
  id: string;
  name: string;
  /** Eight regular symbols, lowest paying first: [name, icon]. */
  symbols: [string, string][];
  wild: [string, string];
  scatter: [string, string];
}

const CARD_ROYALS: [string, string][] = [
  ['Ten', '10'],
  ['Jack', 'J'],
  ['Queen', 'Q'],
  ['King', 'K'],
];

const theme = (
  id: string,
  name: string,
  high: [string, string][],
  wild: [string, string],
  scatter: [string, string],
) => ({ id, name, symbols: [...CARD_ROYALS, ...high], wild, scatter }) satisfies Theme;

export const SLOT_THEMES: readonly Theme[] = [
  theme(
    'fruits',
    'Fruit Fiesta',
    [
      ['Cherry', '🍒'],
      ['Lemon', '🍋'],
      ['Grapes', '🍇'],
      ['Seven', '7️⃣'],
    ],
    ['Star', '⭐'],
    ['Bell', '🔔'],
  ),
  theme(
    'egypt',
    'Sands of the Pharaoh',
    [
      ['Ankh', '☥'],
      ['Scarab', '🪲'],
      ['Eye', '👁️'],
      ['Pharaoh', '🤴'],
    ],
    ['Pyramid', '🔺'],
    ['Book', '📜'],
  ),
  theme(
    'ocean',
    'Deep Blue',
    [
      ['Shell', '🐚'],
      ['Fish', '🐠'],
      ['Octopus', '🐙'],
      ['Whale', '🐋'],
    ],
    ['Pearl', '🦪'],
    ['Treasure', '💰'],
  ),
  theme(
    'space',
    'Star Voyager',
    [
      ['Moon', '🌙'],
      ['Planet', '🪐'],
      ['Rocket', '🚀'],
      ['Alien', '👽'],
    ],
    ['Black hole', '🌀'],
    ['Comet', '☄️'],
  ),
  theme(
    'jungle',
    'Jungle Gold',
    [
      ['Parrot', '🦜'],
      ['Snake', '🐍'],
      ['Tiger', '🐅'],
      ['Idol', '🗿'],
    ],
    ['Vine', '🌿'],
    ['Map', '🗺️'],
  ),
  theme(
    'pirates',
    'Pirate Bay',
    [
      ['Compass', '🧭'],
      ['Parrot', '🦜'],
      ['Ship', '⛵'],
      ['Captain', '🏴‍☠️'],
    ],
    ['Cannon', '💣'],
    ['Chest', '🧰'],
  ),
  theme(
    'candy',
    'Sugar Rush',
    [
      ['Lollipop', '🍭'],
      ['Candy', '🍬'],
      ['Donut', '🍩'],
      ['Cake', '🎂'],
    ],
    ['Rainbow', '🌈'],
    ['Gift', '🎁'],
  ),
  theme(
    'dragon',
    'Dragon Pearl',
    [
      ['Lantern', '🏮'],
      ['Fan', '🪭'],
      ['Koi', '🎏'],
      ['Dragon', '🐉'],
    ],
    ['Pearl', '🔮'],
    ['Gong', '🥁'],
  ),
  theme(
    'wild-west',
    'Gold Rush',
    [
      ['Boot', '👢'],
      ['Horseshoe', '🧲'],
      ['Revolver', '🔫'],
      ['Sheriff', '🤠'],
    ],
    ['Cactus', '🌵'],
    ['Wanted', '📜'],
  ),
  theme(
    'vikings',
    'Valhalla',
    [
      ['Axe', '🪓'],
      ['Shield', '🛡️'],
      ['Horn', '📯'],
      ['Viking', '🧔'],
    ],
    ['Hammer', '🔨'],
    ['Rune', 'ᚱ'],
  ),
  theme(
    'gems',
    'Gem Vault',
    [
      ['Topaz', '🟡'],
      ['Emerald', '🟢'],
      ['Sapphire', '🔵'],
      ['Diamond', '💎'],
    ],
    ['Crown', '👑'],
    ['Chest', '🧰'],
  ),
  theme(
    'halloween',
    'Haunted Night',
    [
      ['Candle', '🕯️'],
      ['Bat', '🦇'],
      ['Ghost', '👻'],
      ['Witch', '🧙'],
    ],
    ['Pumpkin', '🎃'],
    ['Moon', '🌕'],
  ),
];

/** Pays for 3/4/5 of a kind, per line bet, before scaling to the target RTP (lowest symbol first). */
const PAY_SHAPES = [
  [5, 10, 50],
  [5, 15, 60],
  [5, 20, 75],
  [10, 25, 100],
  [15, 40, 150],
  [20, 50, 200],
  [25, 100, 400],
  [50, 200, 1000],
];
/** How many of each regular symbol a strip of the most even shape holds (lowest paying first). */
const STRIP_COUNTS = [6, 6, 5, 5, 4, 3, 3, 2];
const SCATTER_PAYS = [
  [0, 0, 0, 2, 10, 50],
  [0, 0, 0, 1, 5, 25],
  [0, 0, 0, 3, 20, 100],
];

function shuffleWith<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = next() % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function buildStrip(reel: number, wild: number, scatter: number, next: () => number): number[] {
  const symbols: number[] = [];
  STRIP_COUNTS.forEach((count, symbol) => {
    // Jitter the counts so strips (and so slots) differ; never below one of each.
    const jittered = Math.max(1, count + (next() % 3) - 1);
    for (let i = 0; i < jittered; i++) symbols.push(symbol);
  });
  if (reel > 0 && reel < REELS - 1) for (let i = 0, n = 1 + (next() % 2); i < n; i++) symbols.push(wild);
  const strip = shuffleWith(symbols, next);
  // Scatters go in evenly spaced, so no window (three stops) ever holds two of them.
  const scatters = strip.length >= 30 && next() % 2 === 0 ? 2 : 1;
  const offset = next() % strip.length;
  for (let i = scatters - 1; i >= 0; i--) {
    strip.splice((offset + Math.floor((i * strip.length) / scatters)) % (strip.length + 1), 0, scatter);
  }
  return strip;
}

/**
 * Keeps a pay table sensible while it is nudged: at least 1, more for more in a row, and a symbol never
 * paying less than a lower one (regular symbols are ordered lowest paying first).
 */
function allowed(
  pays: number[][],
  regular: number,
  symbol: number,
  count: number,
  direction: 1 | -1,
): boolean {
  const value = pays[symbol]![count]! + direction;
  const row = pays[symbol]!;
  if (direction < 0) {
    return (
      value >= 1 &&
      (count === 3 || value > row[count - 1]!) &&
      (symbol === 0 || value >= pays[symbol - 1]![count]!)
    );
  }
  return (
    (count === REELS || value < row[count + 1]!) &&
    (symbol === regular - 1 || value <= pays[symbol + 1]![count]!)
  );
}

function tunePays(config: Omit<SlotConfig, 'rtp'>, target: number): number[][] {
  const regular = config.symbols.filter((symbol) => symbol.kind === 'regular').length;
  const weights = slotRtpWeights(config);
  const scatterPart = weights.scatterPays.reduce((sum, w, k) => sum + w * config.scatterPays[k]!, 0);
  const shapeRtp = config.pays.reduce(
    (sum, row, symbol) => sum + row.reduce((acc, pay, count) => acc + pay * weights.pays[symbol]![count]!, 0),
    0,
  );
  const scale = (target - scatterPart) / shapeRtp;
  const pays = config.pays.map((row) =>
    row.map((pay) => (pay > 0 ? Math.max(1, Math.round(pay * scale)) : 0)),
  );
  for (const row of pays) {
    for (let count = 4; count <= REELS; count++) {
      if (row[count - 1]! > 0 && row[count]! <= row[count - 1]!) row[count] = row[count - 1]! + 1;
    }
  }
  let rtp = slotRtp({ ...config, pays });
  // Greedy: the single ±1 change that brings the RTP closest to the target, until within tolerance.
  for (let step = 0; step < 10_000 && Math.abs(target - rtp) > RTP_TOLERANCE; step++) {
    const direction = target > rtp ? 1 : -1;
    let best: { symbol: number; count: number; gap: number } | undefined;
    pays.forEach((row, symbol) => {
      row.forEach((pay, count) => {
        const weight = weights.pays[symbol]![count]!;
        if (pay === 0 || weight === 0 || !allowed(pays, regular, symbol, count, direction)) return;
        const gap = Math.abs(target - rtp - direction * weight);
        if (gap < Math.abs(target - rtp) && (!best || gap < best.gap)) best = { symbol, count, gap };
      });
    });
    if (!best) break;
    const { symbol, count } = best;
    pays[symbol]![count]! += direction;
    rtp += direction * weights.pays[symbol]![count]!;
  }
  return pays;
}

export function createSlotConfig(seed: string, rtpVariant: SlotRtpVariant): SlotConfig {
  if (!SLOT_RTP_VARIANTS.includes(rtpVariant)) throw new RangeError(`RTP variant ${rtpVariant}`);
  const next = seededWords(`slot:${seed}`);
  const chosen = SLOT_THEMES[next() % SLOT_THEMES.length]!;
  const symbols: SlotSymbol[] = [
    ...chosen.symbols.map(([name, icon], i) => ({ id: `s${i}`, kind: 'regular' as const, name, icon })),
    { id: 'wild', kind: 'wild', name: chosen.wild[0], icon: chosen.wild[1] },
    { id: 'scatter', kind: 'scatter', name: chosen.scatter[0], icon: chosen.scatter[1] },
  ];
  const wild = symbols.length - 2;
  const scatter = symbols.length - 1;
  const reels = Array.from({ length: REELS }, (_, reel) => buildStrip(reel, wild, scatter, next));
  // A steeper top end makes a more volatile slot; the RTP tuning keeps the total return.
  const topBoost = [1, 1.5, 2][next() % 3]!;
  const shape = symbols.map((symbol, i) => {
    if (symbol.kind !== 'regular') return new Array<number>(REELS + 1).fill(0);
    const [three, four, five] = PAY_SHAPES[i]!;
    return [0, 0, 0, three!, four!, Math.round(five! * (i >= 6 ? topBoost : 1))];
  });
  const freeSpins: FreeSpinsRule = {
    minScatters: 3,
    award: 10,
    retrigger: 10,
    max: 50,
    multiplier: 1 + (next() % 3),
  };
  const draft = {
    seed,
    rtpVariant,
    theme: { id: chosen.id, name: chosen.name },
    symbols,
    reels,
    pays: shape,
    scatterPays: SCATTER_PAYS[next() % SCATTER_PAYS.length]!,
    freeSpins,
  };
  checkSlotConfig(draft);
  const pays = tunePays(draft, rtpVariant / 10_000);
  return { ...draft, pays, rtp: slotRtp({ ...draft, pays }) };
}
