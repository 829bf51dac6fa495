import {
  type BlackjackAction,
  type BlackjackState,
  blackjackAct,
  blackjackView,
  startBlackjack,
} from '../engines/blackjack.ts';
import { invalidPlay, payout } from '../engines/engine-common.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter, Step } from '../house-engines.ts';
import { cardView } from './adapter-input.ts';

const BLACKJACK_MOVES: Record<string, BlackjackAction> = {
  hit: { type: 'hit' },
  stand: { type: 'stand' },
  double: { type: 'double' },
};

function blackjackStep(state: BlackjackState, stake: number): Step {
  return { state, done: state.status === 'finished', payout: payout(stake, state.multiplier) };
}

export const blackjackAdapter: EngineAdapter = {
  stateful: true,
  paidActions: ['double'],
  parse: (_game, _params, stake) => ({ params: {}, stake }),
  start: (_game, _params, stake, seeds) => blackjackStep(startBlackjack(roundStream(seeds)), stake),
  extraStake(state, action, baseStake) {
    const s = state as BlackjackState;
    if (action !== 'double') return 0;
    if (s.status !== 'player_turn' || s.player.length !== 2) {
      throw invalidPlay('action', 'Double only on the first two cards');
    }
    return baseStake;
  },
  act(_game, state, move, stake) {
    const action = BLACKJACK_MOVES[move.action];
    if (!action) throw invalidPlay('action', 'Hit, stand or double');
    return { ...blackjackStep(blackjackAct(state as BlackjackState, action), stake), move: action };
  },
  clientConfig: () => ({ decks: 6 }),
  view(_game, state) {
    const s = state as BlackjackState;
    const view = blackjackView(s);
    const playing = s.status === 'player_turn';
    return {
      status: view.status,
      player: view.player.map(cardView),
      // While the player decides, the hole card lies face down.
      dealer: playing ? [...view.dealer.map(cardView), null] : view.dealer.map(cardView),
      playerTotal: view.playerTotal.total,
      playerSoft: view.playerTotal.soft,
      dealerTotal: view.dealerTotal.total,
      dealerSoft: view.dealerTotal.soft,
      doubled: view.doubled,
      actions: playing ? ['hit', 'stand', ...(view.canDouble ? ['double'] : [])] : [],
      outcome: view.result,
    };
  },
  summary(_game, state) {
    const s = state as BlackjackState;
    const view = blackjackView(s);
    return `${view.playerTotal.total} vs ${view.dealerTotal.total} · ${s.result ?? 'in play'}${s.doubled ? ' (doubled)' : ''}`;
  },
};
