/**
 * Pearson's chi-square goodness-of-fit test for the game engines' statistical tests: the p-value is the
 * upper tail of the chi-square distribution, Q(df/2, statistic/2), from the regularized incomplete
 * gamma function (series below a + 1, continued fraction above; Numerical Recipes §6.2).
 */
function logGamma(x: number): number {
  const c = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2,
    -0.5395239384953e-5,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.000000000190015;
  for (const coefficient of c) series += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310007 * series) / x);
}

function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

/** P(χ²_df ≥ statistic). */
export function chiSquareTail(statistic: number, df: number): number {
  return upperGamma(df / 2, statistic / 2);
}

export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
}

/** `expected` are probabilities (scaled to the observed total) or counts; every bucket should expect ≥ 5. */
export function chiSquare(observed: readonly number[], expected: readonly number[]): ChiSquareResult {
  const total = observed.reduce((sum, n) => sum + n, 0);
  const expectedTotal = expected.reduce((sum, n) => sum + n, 0);
  let statistic = 0;
  observed.forEach((n, i) => {
    const e = (expected[i]! * total) / expectedTotal;
    if (e < 5) throw new Error(`bucket ${i} expects ${e} (< 5): merge buckets`);
    statistic += (n - e) ** 2 / e;
  });
  const df = observed.length - 1;
  return { statistic, df, pValue: chiSquareTail(statistic, df) };
}
