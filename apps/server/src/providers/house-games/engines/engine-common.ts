import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';

/** The engines of the house games, and the spec's game type each one is listed under. */
export const ENGINE_GAME_TYPE = {
  slot: 'slot',
  high_low: 'high_low',
  dice: 'fast',
  crash: 'fast',
  mines: 'logical',
  roulette: 'casino',
  blackjack: 'casino',
  live_roulette: 'live',
} as const;
export type EngineId = keyof typeof ENGINE_GAME_TYPE;
export type GameType = (typeof ENGINE_GAME_TYPE)[EngineId];

/**
 * Payout ÷ stake as an exact fraction (reduced, safe integers), so money never passes through a float:
 * the payout of a stake is `payout(stakeMinor, multiplier)`.
 */
export interface Multiplier {
  num: number;
  den: number;
}

export const ZERO: Multiplier = { num: 0, den: 1 };
export const ONE: Multiplier = { num: 1, den: 1 };

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function ratio(num: number, den: number): Multiplier {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || num < 0 || den <= 0) {
    throw new RangeError(`ratio(${num}, ${den})`);
  }
  const divisor = gcd(num, den) || 1;
  return { num: num / divisor, den: den / divisor };
}

/** The payout of a stake in integer minor units, rounded down (the house keeps the fraction of a cent). */
export function payout(stakeMinor: number, multiplier: Multiplier): MinorUnits {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) throw new RangeError(`stake ${stakeMinor}`);
  const value = (BigInt(stakeMinor) * BigInt(multiplier.num)) / BigInt(multiplier.den);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds the safe integer range');
  return minorUnits(Number(value));
}

/** For display and sorting only. */
export function multiplierValue(multiplier: Multiplier): number {
  return multiplier.num / multiplier.den;
}

/** RTP in basis points (9900 = 99%). */
export const DEFAULT_RTP_BP = 9900;
const RTP_MIN_BP = 9000;
const RTP_MAX_BP = 9999;

export function checkRtp(rtpBp: number): number {
  if (!Number.isInteger(rtpBp) || rtpBp < RTP_MIN_BP || rtpBp > RTP_MAX_BP) {
    throw new RangeError(`RTP ${rtpBp} bp is outside ${RTP_MIN_BP}..${RTP_MAX_BP}`);
  }
  return rtpBp;
}

/** Stake limits per bet in minor units; the catalogue may override them per game. */
export interface BetLimits {
  minStakeMinor: number;
  maxStakeMinor: number;
}

export const DEFAULT_BET_LIMITS: BetLimits = { minStakeMinor: 10, maxStakeMinor: 100_000 };

export function checkStake(
  stakeMinor: number,
  limits: BetLimits = DEFAULT_BET_LIMITS,
  field = 'stake',
): number {
  if (
    !Number.isSafeInteger(stakeMinor) ||
    stakeMinor < limits.minStakeMinor ||
    stakeMinor > limits.maxStakeMinor
  ) {
    throw invalidPlay(field, `The stake must be between ${limits.minStakeMinor} and ${limits.maxStakeMinor}`);
  }
  return stakeMinor;
}

/** A bet or move the rules do not allow; the API answers it as InvalidParameterException. */
export function invalidPlay(field: string, message: string): ApiError {
  return new ApiError('InvalidParameterException', message, { invalidParameters: { [field]: message } });
}

/** What the game UI shows as the rules: the RTP, the limits, the rules and the paytable. */
export interface EngineDescription {
  engine: EngineId;
  gameType: GameType;
  /** Return to player as a fraction (0.99); for a slot the exact value of its reels and paytable. */
  rtp: number;
  betLimits: BetLimits;
  rules: string[];
  paytable: { label: string; pays: string }[];
}

/** `1.9800×` style text of a multiplier, truncated (never shows more than is paid). */
export function formatMultiplier(multiplier: Multiplier, decimals = 2): string {
  const scale = 10 ** decimals;
  const scaled = Math.floor((multiplier.num * scale) / multiplier.den);
  return `${(scaled / scale).toFixed(decimals)}×`;
}

export function formatPercent(fraction: number): string {
  // not money: a fraction as a percentage
  return `${(fraction * 100).toFixed(2)}%`;
}
