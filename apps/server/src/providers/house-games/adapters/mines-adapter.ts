import { invalidPlay, multiplierValue, payout } from '../engines/engine-common.ts';
import {
  MAX_MINES,
  MIN_MINES,
  type MinesAction,
  type MinesState,
  minesAct,
  minesView,
  startMines,
  TILES,
} from '../engines/mines.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter, Step } from '../house-engines.ts';
import { integer, record } from './adapter-input.ts';

const MINES_MOVES: Record<string, (params: Record<string, unknown>) => MinesAction> = {
  reveal: (params) => ({ type: 'reveal', tile: integer(params.tile, 'tile') }),
  cashout: () => ({ type: 'cash_out' }),
};

function minesStep(state: MinesState, stake: number): Step {
  return { state, done: state.status !== 'active', payout: payout(stake, state.multiplier) };
}

export const minesAdapter: EngineAdapter = {
  stateful: true,
  parse(_game, params, stake) {
    const count = integer(record(params).mines, 'mines');
    if (count < MIN_MINES || count > MAX_MINES)
      throw invalidPlay('mines', `Choose ${MIN_MINES} to ${MAX_MINES} mines`);
    return { params: { mines: count }, stake };
  },
  start: (game, params, stake, seeds) =>
    minesStep(startMines({ mines: params.mines as number, rtpBp: game.rtpBp }, roundStream(seeds)), stake),
  act(_game, state, move, stake) {
    const toAction = MINES_MOVES[move.action];
    if (!toAction) throw invalidPlay('action', 'Reveal a tile or cash out');
    const action = toAction(record(move.params));
    return { ...minesStep(minesAct(state as MinesState, action), stake), move: action };
  },
  clientConfig: () => ({ tiles: TILES, minMines: MIN_MINES, maxMines: MAX_MINES, defaultMines: 3 }),
  view(_game, state) {
    const view = minesView(state as MinesState);
    return {
      status: view.status,
      mines: view.mines,
      revealed: view.revealed,
      mineTiles: view.minePositions,
      hit: view.status === 'lost' ? view.revealed[view.revealed.length - 1] : null,
      multiplier: multiplierValue(view.multiplier),
      nextMultiplier: view.nextMultiplier ? multiplierValue(view.nextMultiplier) : null,
    };
  },
  summary(_game, state) {
    const s = state as MinesState;
    const gems = s.revealed.length - (s.status === 'lost' ? 1 : 0);
    return `${s.mines} mines · ${gems} gems${s.status === 'lost' ? ' · hit a mine' : ''}`;
  },
};
