import { type FreeSpinsRule, LINES, PAYLINES, REELS, ROWS, type SlotConfig, slotRoles } from './slot.ts';

/**
 * Exact return and variance of a slot config (checked by `checkSlotConfig`), without simulation.
 *
 * Reels stop independently and uniformly, and every row of a circular strip sees the strip's symbol
 * frequencies, so a payline's result has the same distribution on every line and is a product over
 * reels. Scatter counts are a convolution of per-reel window counts. Free spins use the same reels:
 * with W a spin's win and N the spins a feature plays, E[feature] = E[N]·E[W] (N is a stopping
 * time), and the second moment follows the feature's (spins left, spins awarded) recursion.
 * Variance needs pairs of lines, whose windows share reels: a small dynamic programme over reels per
 * pair of first-reel symbols.
 */
type SlotMaths = Pick<SlotConfig, 'symbols' | 'reels' | 'pays' | 'scatterPays' | 'freeSpins'>;

function windowAt(strip: readonly number[], stop: number): number[] {
  return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
}

/** P(k scatters in the window), k = 0..15. */
export function scatterDistribution(config: SlotMaths): number[] {
  const { scatter } = slotRoles(config);
  let distribution = [1];
  for (const strip of config.reels) {
    const reel = new Array<number>(ROWS + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      reel[windowAt(strip, stop).filter((symbol) => symbol === scatter).length]! += 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + ROWS).fill(0);
    distribution.forEach((p, k) => {
      reel.forEach((q, extra) => {
        next[k + extra]! += p * q;
      });
    });
    distribution = next;
  }
  return distribution;
}

/** lineDistribution[symbol][count]: P(a payline shows exactly `count` of `symbol` from the first reel). */
export function lineDistribution(config: SlotMaths): number[][] {
  const { wild, regular } = slotRoles(config);
  const share = (strip: readonly number[], symbol: number, withWild: boolean) =>
    strip.filter((s) => s === symbol || (withWild && s === wild)).length / strip.length;
  return config.symbols.map((_, symbol) => {
    const counts = new Array<number>(REELS + 1).fill(0);
    if (!regular[symbol]) return counts;
    let run = share(config.reels[0]!, symbol, false);
    for (let count = 1; count <= REELS; count++) {
      const continues = count < REELS ? share(config.reels[count]!, symbol, true) : 0;
      counts[count] = run * (1 - continues);
      run *= continues;
    }
    return counts;
  });
}

interface SpinMoments {
  /** E[W], E[W²], E[W·T] for one spin's win W (in total bets) and T = 1 when it awards free spins. */
  mean: number;
  square: number;
  withTrigger: number;
  trigger: number;
}

interface FeatureMoments {
  /** E and E[²] of a feature's summed (unmultiplied) spin wins, and its expected number of spins. */
  sum: number;
  sumSquare: number;
  spins: number;
}

/** Moments of one free-spins feature, by recursion over (spins left, spins awarded so far). */
function featureMoments(rule: FreeSpinsRule, spin: SpinMoments): FeatureMoments {
  const memo = new Map<number, FeatureMoments>();
  const at = (left: number, awarded: number): FeatureMoments => {
    if (left === 0) return { sum: 0, sumSquare: 0, spins: 0 };
    const key = left * 100_003 + awarded;
    const known = memo.get(key);
    if (known) return known;
    const extra = Math.min(rule.retrigger, rule.max - awarded);
    const miss = at(left - 1, awarded);
    const hit = at(left - 1 + extra, awarded + extra);
    const p = spin.trigger;
    const result = {
      sum: spin.mean + p * hit.sum + (1 - p) * miss.sum,
      sumSquare:
        spin.square +
        2 * (spin.withTrigger * hit.sum + (spin.mean - spin.withTrigger) * miss.sum) +
        p * hit.sumSquare +
        (1 - p) * miss.sumSquare,
      spins: 1 + p * hit.spins + (1 - p) * miss.spins,
    };
    memo.set(key, result);
    return result;
  };
  return at(rule.award, rule.award);
}

export function triggerProbability(config: SlotMaths): number {
  return scatterDistribution(config)
    .slice(config.freeSpins.minScatters)
    .reduce((sum, p) => sum + p, 0);
}

/** Expected spins of one free-spins feature (retriggers included, up to the cap). */
export function expectedFreeSpins(rule: FreeSpinsRule, trigger: number): number {
  return featureMoments(rule, { mean: 1, square: 1, withTrigger: trigger, trigger }).spins;
}

/**
 * The RTP as a linear function of the pays: rtp = Σ pays[s][c]·pays weight + Σ scatterPays[k]·scatter
 * weight. The config generator tunes pays with it; `slotRtp` is the same sum.
 */
export function slotRtpWeights(config: SlotMaths): { pays: number[][]; scatterPays: number[] } {
  const scatters = scatterDistribution(config);
  const trigger = triggerProbability(config);
  const feature = 1 + trigger * config.freeSpins.multiplier * expectedFreeSpins(config.freeSpins, trigger);
  const scatterPays = new Array<number>(REELS + 1).fill(0);
  scatters.forEach((p, k) => {
    scatterPays[Math.min(k, REELS)]! += p * feature;
  });
  // A line win is in line bets; the stake is LINES line bets, paid on LINES identical lines.
  return { pays: lineDistribution(config).map((row) => row.map((p) => p * feature)), scatterPays };
}

export function slotRtp(config: SlotMaths): number {
  const weights = slotRtpWeights(config);
  let rtp = 0;
  weights.pays.forEach((row, symbol) => {
    row.forEach((weight, count) => {
      rtp += weight * config.pays[symbol]![count]!;
    });
  });
  weights.scatterPays.forEach((weight, count) => {
    rtp += weight * config.scatterPays[count]!;
  });
  return rtp;
}

/** E[X_l·X_m] for line wins X (in line bets), summed over all ordered pairs of lines. */
function linePairMoment(config: SlotMaths): number {
  const { wild, regular } = slotRoles(config);
  const symbols = config.symbols.map((_, s) => s).filter((s) => regular[s]);
  const n = symbols.length;
  const windows = config.reels.map((strip) => strip.map((_, stop) => windowAt(strip, stop)));
  // first[i][j][a][b]: P(first reel shows symbol a in row i and b in row j).
  const first = new Float64Array(ROWS * ROWS * n * n);
  // later[reel][i][j][a][b][m]: P(rows i, j match a, b — itself or wild), m = 2·match_i + match_j.
  const later = new Float64Array(REELS * ROWS * ROWS * n * n * 4);
  const index = (i: number, j: number, a: number, b: number) => ((i * ROWS + j) * n + a) * n + b;
  windows.forEach((reel, r) => {
    const weight = 1 / reel.length;
    for (const window of reel) {
      for (let i = 0; i < ROWS; i++) {
        for (let j = 0; j < ROWS; j++) {
          for (let a = 0; a < n; a++) {
            const x = window[i]!;
            for (let b = 0; b < n; b++) {
              const y = window[j]!;
              if (r === 0) {
                if (x === symbols[a] && y === symbols[b]) first[index(i, j, a, b)]! += weight;
              } else {
                const m = (x === symbols[a] || x === wild ? 2 : 0) + (y === symbols[b] || y === wild ? 1 : 0);
                later[(r * ROWS * ROWS * n * n + index(i, j, a, b)) * 4 + m]! += weight;
              }
            }
          }
        }
      }
    }
  });
  const size = REELS + 1;
  let total = 0;
  for (let l = 0; l < LINES; l++) {
    for (let k = l; k < LINES; k++) {
      const rowsL = PAYLINES[l]!;
      const rowsK = PAYLINES[k]!;
      let pair = 0;
      for (let a = 0; a < n; a++) {
        for (let b = 0; b < n; b++) {
          const start = first[index(rowsL[0]!, rowsK[0]!, a, b)]!;
          if (start === 0) continue;
          // dist[cl·size + ck]: run lengths so far; a line is still running while its length equals r.
          let dist = new Float64Array(size * size);
          dist[1 * size + 1] = 1;
          for (let r = 1; r < REELS; r++) {
            const next = new Float64Array(size * size);
            const base = (r * ROWS * ROWS * n * n + index(rowsL[r]!, rowsK[r]!, a, b)) * 4;
            for (let cl = 1; cl <= r; cl++) {
              for (let ck = 1; ck <= r; ck++) {
                const p = dist[cl * size + ck]!;
                if (p === 0) continue;
                const runL = cl === r ? 1 : 0;
                const runK = ck === r ? 1 : 0;
                for (let m = 0; m < 4; m++) {
                  const q = later[base + m]!;
                  if (q === 0) continue;
                  next[(cl + (runL & (m >> 1))) * size + ck + (runK & m & 1)]! += p * q;
                }
              }
            }
            dist = next;
          }
          const paysA = config.pays[symbols[a]!]!;
          const paysB = config.pays[symbols[b]!]!;
          let expected = 0;
          for (let cl = 1; cl <= REELS; cl++) {
            for (let ck = 1; ck <= REELS; ck++) expected += dist[cl * size + ck]! * paysA[cl]! * paysB[ck]!;
          }
          pair += start * expected;
        }
      }
      total += l === k ? pair : 2 * pair;
    }
  }
  return total;
}

/** Σ over lines of E[X_l·f(K)] for the scatter count K, with f given per count. */
function lineScatterMoment(config: SlotMaths, f: (scatters: number) => number): number {
  const { wild, scatter, regular } = slotRoles(config);
  const windows = config.reels.map((strip) => strip.map((_, stop) => windowAt(strip, stop)));
  const maxK = REELS * ROWS + 1;
  const size = REELS + 1;
  let total = 0;
  for (const rows of PAYLINES) {
    config.symbols.forEach((_, symbol) => {
      if (!regular[symbol]) return;
      // dist[c·maxK + k]: run length c and k scatters so far.
      let dist = new Float64Array(size * maxK);
      for (const window of windows[0]!) {
        if (window[rows[0]!] !== symbol) continue;
        dist[1 * maxK + window.filter((s) => s === scatter).length]! += 1 / windows[0]!.length;
      }
      for (let r = 1; r < REELS; r++) {
        const next = new Float64Array(size * maxK);
        const reel = windows[r]!;
        for (const window of reel) {
          const x = window[rows[r]!];
          const match = x === symbol || x === wild ? 1 : 0;
          const scatters = window.filter((s) => s === scatter).length;
          for (let c = 1; c <= r; c++) {
            const grows = c === r ? match : 0;
            for (let k = 0; k + scatters < maxK; k++) {
              const p = dist[c * maxK + k]!;
              if (p !== 0) next[(c + grows) * maxK + k + scatters]! += p / reel.length;
            }
          }
        }
        dist = next;
      }
      for (let c = 1; c <= REELS; c++) {
        for (let k = 0; k < maxK; k++) total += dist[c * maxK + k]! * config.pays[symbol]![c]! * f(k);
      }
    });
  }
  return total;
}

export interface SlotStatistics {
  rtp: number;
  /** Variance of one round's return per unit stake (paid spin plus any free spins it leads to). */
  variance: number;
  triggerProbability: number;
  expectedFreeSpins: number;
}

export function slotStatistics(config: SlotMaths): SlotStatistics {
  const scatters = scatterDistribution(config);
  const rule = config.freeSpins;
  const scatterPay = (k: number) => config.scatterPays[Math.min(k, REELS)]!;
  const triggers = (k: number) => (k >= rule.minScatters ? 1 : 0);
  const expectation = (f: (k: number) => number) => scatters.reduce((sum, p, k) => sum + p * f(k), 0);
  const lineMean = lineDistribution(config).reduce(
    (sum, row, symbol) => sum + row.reduce((acc, p, count) => acc + p * config.pays[symbol]![count]!, 0),
    0,
  );
  // W = (Σ_l X_l) / LINES + S(K), in total bets.
  const spin: SpinMoments = {
    mean: lineMean + expectation(scatterPay),
    square:
      linePairMoment(config) / LINES ** 2 +
      (2 * lineScatterMoment(config, scatterPay)) / LINES +
      expectation((k) => scatterPay(k) ** 2),
    withTrigger:
      lineScatterMoment(config, triggers) / LINES + expectation((k) => scatterPay(k) * triggers(k)),
    trigger: expectation(triggers),
  };
  const feature = featureMoments(rule, spin);
  const m = rule.multiplier;
  const rtp = spin.mean + spin.trigger * m * feature.sum;
  const square =
    spin.square + 2 * spin.withTrigger * m * feature.sum + spin.trigger * m * m * feature.sumSquare;
  return {
    rtp,
    variance: square - rtp * rtp,
    triggerProbability: spin.trigger,
    expectedFreeSpins: feature.spins,
  };
}
