import { type RandomStream, Rng } from '../fairness/random-stream.ts';
import {
  type BetLimits,
  checkRtp,
  DEFAULT_BET_LIMITS,
  DEFAULT_RTP_BP,
  type EngineDescription,
  formatMultiplier,
  formatPercent,
  invalidPlay,
  type Multiplier,
  ratio,
  ZERO,
} from './engine-common.ts';

/**
 * Mines: a 5×5 board hides 1–24 mines, placed from the seed when the round starts. Each safe tile
 * revealed raises the multiplier to RTP × C(25, k) / C(25 − mines, k) (RTP ÷ the chance of k safe
 * picks); a mine loses the stake; the player cashes out any time after the first safe tile.
 */
export const TILES = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
const ALL_TILES: readonly number[] = Array.from({ length: TILES }, (_, tile) => tile);

export interface MinesParams {
  mines: number;
  rtpBp?: number;
}

export type MinesAction = { type: 'reveal'; tile: number } | { type: 'cash_out' };

export interface MinesState {
  status: 'active' | 'lost' | 'cashed_out';
  mines: number;
  rtpBp: number;
  /** Secret while the round is active: send `minesView(state)` to the player, never the state. */
  minePositions: number[];
  revealed: number[];
  multiplier: Multiplier;
}

export interface MinesView {
  status: MinesState['status'];
  mines: number;
  revealed: number[];
  /** Shown once the round is over. */
  minePositions: number[] | null;
  /** Current cash-out value while active, the paid multiplier afterwards. */
  multiplier: Multiplier;
  /** What the next safe tile would raise the multiplier to (null when none is left). */
  nextMultiplier: Multiplier | null;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

function checkMines(mines: number): number {
  if (!Number.isInteger(mines) || mines < MIN_MINES || mines > MAX_MINES) {
    throw invalidPlay('mines', `Choose ${MIN_MINES} to ${MAX_MINES} mines`);
  }
  return mines;
}

/** The multiplier after `safe` safe tiles with `mines` mines on the board. */
export function minesMultiplier(mines: number, safe: number, rtpBp: number = DEFAULT_RTP_BP): Multiplier {
  if (safe === 0) return ratio(1, 1);
  return ratio(rtpBp * binomial(TILES, safe), 10_000 * binomial(TILES - checkMines(mines), safe));
}

export function startMines(params: MinesParams, stream: RandomStream): MinesState {
  const mines = checkMines(params.mines);
  const rtpBp = checkRtp(params.rtpBp ?? DEFAULT_RTP_BP);
  const minePositions = new Rng(stream).sample(ALL_TILES, mines).sort((a, b) => a - b);
  return { status: 'active', mines, rtpBp, minePositions, revealed: [], multiplier: ZERO };
}

export function minesAct(state: MinesState, action: MinesAction): MinesState {
  if (state.status !== 'active') throw invalidPlay('action', 'The round is over');
  if (action.type === 'cash_out') {
    if (state.revealed.length === 0) throw invalidPlay('action', 'Reveal a tile before cashing out');
    return {
      ...state,
      status: 'cashed_out',
      multiplier: minesMultiplier(state.mines, state.revealed.length, state.rtpBp),
    };
  }
  if (action.type !== 'reveal') throw invalidPlay('action', 'Unknown move');
  const { tile } = action;
  if (!Number.isInteger(tile) || tile < 0 || tile >= TILES) throw invalidPlay('tile', 'No such tile');
  if (state.revealed.includes(tile)) throw invalidPlay('tile', 'That tile is already revealed');
  const revealed = [...state.revealed, tile];
  if (state.minePositions.includes(tile)) return { ...state, revealed, status: 'lost', multiplier: ZERO };
  const next = { ...state, revealed };
  if (revealed.length === TILES - state.mines) {
    return {
      ...next,
      status: 'cashed_out',
      multiplier: minesMultiplier(state.mines, revealed.length, state.rtpBp),
    };
  }
  return next;
}

export function minesView(state: MinesState): MinesView {
  const active = state.status === 'active';
  const safe = state.revealed.length;
  return {
    status: state.status,
    mines: state.mines,
    revealed: state.revealed,
    minePositions: active ? null : state.minePositions,
    multiplier: active ? minesMultiplier(state.mines, safe, state.rtpBp) : state.multiplier,
    nextMultiplier:
      active && safe < TILES - state.mines ? minesMultiplier(state.mines, safe + 1, state.rtpBp) : null,
  };
}

export function describeMines(
  rtpBp = DEFAULT_RTP_BP,
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
): EngineDescription {
  const rtp = checkRtp(rtpBp) / 10_000;
  return {
    engine: 'mines',
    gameType: 'logical',
    rtp,
    betLimits,
    rules: [
      `Choose ${MIN_MINES} to ${MAX_MINES} mines; they are hidden on a 5×5 board before your first pick.`,
      'Every safe tile raises the multiplier; a mine loses the stake.',
      `The multiplier after k safe tiles is ${formatPercent(rtp)} ÷ the chance of k safe picks in a row.`,
      'Cash out at any time after the first safe tile; revealing every safe tile cashes out by itself.',
    ],
    paytable: [1, 3, 5, 10, 24].map((mines) => ({
      label: `${mines} mine${mines === 1 ? '' : 's'}, first tile / five tiles`,
      pays: `${formatMultiplier(minesMultiplier(mines, 1, rtpBp))} / ${
        TILES - mines >= 5 ? formatMultiplier(minesMultiplier(mines, 5, rtpBp)) : '—'
      }`,
    })),
  };
}
