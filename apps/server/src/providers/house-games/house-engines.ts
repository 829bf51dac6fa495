import {
  type BlackjackAction,
  type BlackjackState,
  blackjackAct,
  blackjackView,
  startBlackjack,
} from './engines/blackjack.ts';
import { type Card, rankName } from './engines/cards.ts';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, type CrashOutcome, playCrash } from './engines/crash.ts';
import { describeEngine } from './engines/describe-engine.ts';
import {
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  type DiceOutcome,
  playDice,
} from './engines/dice.ts';
import {
  type EngineDescription,
  type EngineId,
  formatMultiplier,
  invalidPlay,
  type Multiplier,
  multiplierValue,
  payout,
} from './engines/engine-common.ts';
import {
  type HighLowAction,
  type HighLowGuess,
  type HighLowState,
  highLowAct,
  nextMultiplierBp,
  startHighLow,
  winningRanks,
} from './engines/high-low.ts';
import {
  MAX_MINES,
  MIN_MINES,
  type MinesAction,
  type MinesState,
  minesAct,
  minesView,
  startMines,
  TILES,
} from './engines/mines.ts';
import {
  playRoulette,
  type RouletteBet,
  type RouletteOutcome,
  settleRouletteBets,
} from './engines/roulette.ts';
import { LINES, PAYLINES, playSlot, REELS, ROWS, type SlotConfig, type SlotOutcome } from './engines/slot.ts';
import { createSlotConfig } from './engines/slot-config.ts';
import { type RoundSeeds, roundStream } from './fairness/provably-fair.ts';
import { type HouseGame, stakeLimits } from './house-game.ts';

/** Where an engine step leaves a round: the state to keep and, once over, what it pays. */
export interface Step {
  state: unknown;
  done: boolean;
  /** Minor units paid when done (0 for a lost round). */
  payout: number;
  /** The engine's form of the move just played, kept so the round can be replayed by the verifier. */
  move?: unknown;
}

/**
 * One engine as the round service drives it. Money never passes through a float: payouts come from the
 * engines' exact multipliers (or roulette's integer stakes). Views hide what the player must not see
 * while the round is open (mine positions, the dealer's hole card, the shoe).
 */
export interface EngineAdapter {
  stateful: boolean;
  /** Checks the player's choices before any money moves; returns them normalised and the stake. */
  parse(game: HouseGame, params: unknown, stake: number): { params: Record<string, unknown>; stake: number };
  start(game: HouseGame, params: Record<string, unknown>, stake: number, seeds: RoundSeeds): Step;
  /** Extra stake a move puts in before it is played (blackjack's double). */
  extraStake?(state: unknown, action: string, baseStake: number): number;
  /** The moves that may put extra stake in (those extraStake charges for). */
  paidActions?: readonly string[];
  act?(
    game: HouseGame,
    state: unknown,
    move: { action: string; params: unknown },
    baseStake: number,
    seeds: RoundSeeds,
  ): Step;
  /** What the game client needs to draw and explain the game. */
  clientConfig(game: HouseGame): Record<string, unknown>;
  /** The round as the player sees it. */
  view(game: HouseGame, state: unknown, baseStake: number): Record<string, unknown>;
  /** One line for the history list. */
  summary(game: HouseGame, state: unknown): string;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw invalidPlay(field, `${field} must be a whole number`);
  return value;
}

const cardView = (card: Card) => ({ rank: rankName(card.rank), suit: card.suit });
const value = (multiplier: Multiplier) => multiplierValue(multiplier);

// ── Slot ──

const slotConfigs = new Map<string, SlotConfig>();
const SLOT_CONFIG_CACHE = 500;

/** A slot's reels and paytable, rebuilt from its seed (deterministic, so cached per seed and RTP). */
export function slotConfigOf(game: Pick<HouseGame, 'seed' | 'rtpBp'>): SlotConfig {
  const key = `${game.seed}:${game.rtpBp}`;
  let config = slotConfigs.get(key);
  if (!config) {
    config = createSlotConfig(game.seed, game.rtpBp as SlotConfig['rtpVariant']);
    if (slotConfigs.size >= SLOT_CONFIG_CACHE) slotConfigs.delete(slotConfigs.keys().next().value as string);
    slotConfigs.set(key, config);
  }
  return config;
}

const slot: EngineAdapter = {
  stateful: false,
  parse: (_game, _params, stake) => ({ params: {}, stake }),
  start(game, _params, stake, seeds) {
    const outcome = playSlot(slotConfigOf(game), roundStream(seeds));
    return { state: outcome, done: true, payout: payout(stake, outcome.multiplier) };
  },
  clientConfig(game) {
    const config = slotConfigOf(game);
    return {
      reels: REELS,
      rows: ROWS,
      theme: config.theme.name,
      rtp: config.rtp,
      // Line pays are in line bets; scatter pays (in total bets) are shown in line bets too.
      payDivisor: LINES,
      symbols: config.symbols.map((symbol, index) => {
        const row =
          symbol.kind === 'scatter' ? config.scatterPays.map((pay) => pay * LINES) : config.pays[index]!;
        const pays: Record<string, number> = {};
        row.forEach((pay, count) => {
          if (pay > 0) pays[count] = pay;
        });
        return { id: symbol.id, name: symbol.name, kind: symbol.kind, icon: symbol.icon, pays };
      }),
      paylines: PAYLINES,
      freeSpins: config.freeSpins,
      preview: config.reels.map((strip) => strip.slice(0, ROWS).map((index) => config.symbols[index]!.id)),
    };
  },
  view(game, state, stake) {
    const config = slotConfigOf(game);
    const outcome = state as SlotOutcome;
    const id = (index: number) => config.symbols[index]!.id;
    const money = (lineBets: number) => Math.floor((stake * lineBets) / LINES);
    return {
      freeSpins: outcome.freeSpins,
      spins: outcome.spins.map((spin) => ({
        grid: spin.window.map((column) => column.map(id)),
        lines: spin.lineWins.map((win) => ({
          line: win.line,
          symbol: id(win.symbol),
          count: win.count,
          win: money(win.pay * spin.multiplier),
        })),
        scatter: { count: spin.scatters, win: money(spin.scatterPay * LINES * spin.multiplier) },
        multiplier: spin.multiplier,
        freeSpinsAwarded: spin.freeSpinsAwarded,
        win: money(spin.winLineBets),
      })),
      multiplier: value(outcome.multiplier),
    };
  },
  summary(_game, state) {
    const outcome = state as SlotOutcome;
    const free = outcome.freeSpins > 0 ? ` · ${outcome.freeSpins} free spins` : '';
    return outcome.multiplier.num > 0
      ? `Win ${formatMultiplier(outcome.multiplier)}${free}`
      : `No win${free}`;
  },
};

// ── Dice ──

const dice: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake) {
    const input = record(params);
    const target = integer(input.target, 'target');
    if (input.direction !== 'over' && input.direction !== 'under') {
      throw invalidPlay('direction', 'Roll over or under');
    }
    return { params: { target, direction: input.direction }, stake };
  },
  start(game, params, stake, seeds) {
    const outcome = playDice(
      { target: params.target as number, direction: params.direction as 'over' | 'under', rtpBp: game.rtpBp },
      roundStream(seeds),
    );
    return { state: { ...params, ...outcome }, done: true, payout: payout(stake, outcome.multiplier) };
  },
  clientConfig: (game) => ({
    outcomes: DICE_OUTCOMES,
    minWinning: DICE_MIN_WINNING,
    maxWinning: DICE_MAX_WINNING,
    rtpBp: game.rtpBp,
    defaultTarget: 5000,
  }),
  view(_game, state) {
    const outcome = state as DiceOutcome & { target: number; direction: 'over' | 'under' };
    return {
      roll: outcome.roll,
      target: outcome.target,
      direction: outcome.direction,
      won: outcome.win,
      multiplier: value(outcome.multiplier),
    };
  },
  summary(_game, state) {
    const outcome = state as DiceOutcome & { target: number; direction: string };
    const text = `Rolled ${(outcome.roll / 100).toFixed(2)} (${outcome.direction} ${(outcome.target / 100).toFixed(2)})`;
    return outcome.win ? `${text} · ${formatMultiplier(outcome.multiplier, 4)}` : text;
  },
};

// ── Crash ──

const crash: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake) {
    const target = integer(record(params).target, 'target');
    if (target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
      throw invalidPlay('target', 'The cash-out target must be between 1.01× and 1,000,000×');
    }
    return { params: { target }, stake };
  },
  start(game, params, stake, seeds) {
    const outcome = playCrash(
      { autoCashOut: params.target as number, rtpBp: game.rtpBp },
      roundStream(seeds),
    );
    return { state: { ...params, ...outcome }, done: true, payout: payout(stake, outcome.multiplier) };
  },
  clientConfig: () => ({
    minTarget: CRASH_MIN_TARGET / 100,
    maxTarget: CRASH_MAX_TARGET / 100,
    defaultTarget: 2,
  }),
  view(_game, state) {
    const outcome = state as CrashOutcome & { target: number };
    return { crashPoint: outcome.crashPoint / 100, target: outcome.target / 100, cashedOut: outcome.win };
  },
  summary(_game, state) {
    const outcome = state as CrashOutcome & { target: number };
    const text = `Crashed at ${(outcome.crashPoint / 100).toFixed(2)}×`;
    return outcome.win ? `${text} · cashed out ${(outcome.target / 100).toFixed(2)}×` : text;
  },
};

// ── Mines ──

const MINES_MOVES: Record<string, (params: Record<string, unknown>) => MinesAction> = {
  reveal: (params) => ({ type: 'reveal', tile: integer(params.tile, 'tile') }),
  cashout: () => ({ type: 'cash_out' }),
};

function minesStep(state: MinesState, stake: number): Step {
  return { state, done: state.status !== 'active', payout: payout(stake, state.multiplier) };
}

const mines: EngineAdapter = {
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
      multiplier: value(view.multiplier),
      nextMultiplier: view.nextMultiplier ? value(view.nextMultiplier) : null,
    };
  },
  summary(_game, state) {
    const s = state as MinesState;
    const gems = s.revealed.length - (s.status === 'lost' ? 1 : 0);
    return `${s.mines} mines · ${gems} gems${s.status === 'lost' ? ' · hit a mine' : ''}`;
  },
};

// ── High-low ──

const HIGH_LOW_MOVES: Record<string, HighLowAction> = {
  higher: { type: 'guess', guess: 'higher' },
  lower: { type: 'guess', guess: 'lower' },
  same: { type: 'guess', guess: 'same' },
  skip: { type: 'skip' },
  cashout: { type: 'cash_out' },
};

/** The engine keeps only the card in front; the round also keeps the first card to draw the chain. */
interface HighLowRound {
  first: Card;
  game: HighLowState;
}

function highLowStep(round: HighLowRound, stake: number): Step {
  return { state: round, done: round.game.status !== 'active', payout: payout(stake, round.game.multiplier) };
}

const highLow: EngineAdapter = {
  stateful: true,
  parse: (_game, _params, stake) => ({ params: {}, stake }),
  start(game, _params, stake, seeds) {
    const state = startHighLow({ rtpBp: game.rtpBp }, roundStream(seeds));
    return highLowStep({ first: state.card, game: state }, stake);
  },
  act(_game, state, move, stake, seeds) {
    const action = HIGH_LOW_MOVES[move.action];
    if (!action) throw invalidPlay('action', 'Guess higher, lower or same, skip, or cash out');
    const round = state as HighLowRound;
    return {
      ...highLowStep({ ...round, game: highLowAct(round.game, action, roundStream(seeds)) }, stake),
      move: action,
    };
  },
  clientConfig: (game) => ({ rtpBp: game.rtpBp }),
  view(_game, state) {
    const { first, game: s } = state as HighLowRound;
    // The chain of running multipliers, rebuilt step by step from the first card.
    const guesses: { direction: string; correct: boolean; multiplier: number }[] = [];
    let previous = first;
    let running = 10_000;
    for (const step of s.steps) {
      if (step.action !== 'skip' && step.correct) {
        running = nextMultiplierBp(running, s.rtpBp, previous.rank, step.action);
      }
      guesses.push({ direction: step.action, correct: step.correct, multiplier: running / 10_000 });
      previous = step.card;
    }
    const option = (guess: HighLowGuess) => {
      const ranks = winningRanks(s.card.rank, guess);
      return ranks === 0
        ? null
        : {
            chance: ranks / 13,
            multiplier: nextMultiplierBp(s.multiplierBp, s.rtpBp, s.card.rank, guess) / 10_000,
          };
    };
    return {
      status: s.status,
      cards: [first, ...s.steps.map((step) => step.card)].map(cardView),
      guesses,
      multiplier: s.multiplierBp / 10_000,
      next:
        s.status === 'active'
          ? { higher: option('higher'), lower: option('lower'), same: option('same') }
          : null,
    };
  },
  summary(_game, state) {
    const s = (state as HighLowRound).game;
    const right = s.steps.filter((step) => step.action !== 'skip' && step.correct).length;
    if (s.status === 'lost') return `Wrong guess after ${right} right`;
    return `${right} right · ${(s.multiplierBp / 10_000).toFixed(2)}×`;
  },
};

// ── Blackjack ──

const BLACKJACK_MOVES: Record<string, BlackjackAction> = {
  hit: { type: 'hit' },
  stand: { type: 'stand' },
  double: { type: 'double' },
};

function blackjackStep(state: BlackjackState, stake: number): Step {
  return { state, done: state.status === 'finished', payout: payout(stake, state.multiplier) };
}

const blackjack: EngineAdapter = {
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

// ── Roulette (single player) and the live table's bets ──

const OUTSIDE = new Set(['red', 'black', 'odd', 'even', 'low', 'high']);

/** The client's chips as engine bets: straight-up numbers, dozens, columns and the even-money bets. */
export function parseRouletteBets(input: unknown): RouletteBet[] {
  if (!Array.isArray(input)) throw invalidPlay('bets', 'Place at least one bet');
  return input.map((raw) => {
    const bet = record(raw);
    const stakeMinor = integer(bet.amount, 'bets');
    const kind = bet.kind;
    if (kind === 'straight') return { type: 'straight', numbers: [integer(bet.value, 'bets')], stakeMinor };
    if (kind === 'dozen' || kind === 'column') {
      return { type: kind, index: integer(bet.value, 'bets') as 1 | 2 | 3, stakeMinor };
    }
    if (typeof kind === 'string' && OUTSIDE.has(kind)) return { type: kind as 'red', stakeMinor };
    throw invalidPlay('bets', 'Unknown bet');
  });
}

export function rouletteBetsView(outcome: RouletteOutcome) {
  return outcome.bets.map(({ bet, win, payoutMinor }) => ({
    kind: bet.type,
    value: 'numbers' in bet ? bet.numbers[0] : 'index' in bet ? bet.index : undefined,
    amount: bet.stakeMinor,
    win: payoutMinor,
    won: win,
  }));
}

export const ROULETTE_BET_LIMITS = { minStakeMinor: 10, maxStakeMinor: 10_000 };

export function rouletteSummary(outcome: RouletteOutcome): string {
  return `${outcome.pocket} ${outcome.color} · ${outcome.bets.length} bet${outcome.bets.length === 1 ? '' : 's'}`;
}

const roulette: EngineAdapter = {
  stateful: false,
  parse(_game, params, stake) {
    const bets = parseRouletteBets(record(params).bets);
    const total = settleRouletteBets(0, { bets, betLimits: ROULETTE_BET_LIMITS }).totalStakeMinor;
    if (total !== stake) throw invalidPlay('stake', 'The stake must be the sum of the bets');
    return { params: { bets }, stake: total };
  },
  start(_game, params, _stake, seeds) {
    const outcome = playRoulette(
      { bets: params.bets as RouletteBet[], betLimits: ROULETTE_BET_LIMITS },
      roundStream(seeds),
    );
    return { state: outcome, done: true, payout: outcome.totalPayoutMinor };
  },
  clientConfig: () => ({ maxTotal: 50_000 }),
  view(_game, state) {
    const outcome = state as RouletteOutcome;
    return { result: outcome.pocket, color: outcome.color, bets: rouletteBetsView(outcome) };
  },
  summary: (_game, state) => rouletteSummary(state as RouletteOutcome),
};

const ADAPTERS: Partial<Record<EngineId, EngineAdapter>> = {
  slot,
  dice,
  crash,
  mines,
  high_low: highLow,
  blackjack,
  roulette,
};

export function adapterFor(engine: EngineId): EngineAdapter | undefined {
  return ADAPTERS[engine];
}

/** The rules, RTP and paytable the game shows, within the stake limits of its type. */
export function describeGame(game: HouseGame): EngineDescription {
  const limits = stakeLimits(game.type);
  const betLimits = { minStakeMinor: limits.min, maxStakeMinor: limits.max };
  switch (game.engine) {
    case 'slot':
      return describeEngine({ engine: 'slot', config: slotConfigOf(game), betLimits });
    case 'dice':
    case 'crash':
    case 'mines':
    case 'high_low':
      return describeEngine({ engine: game.engine, rtpBp: game.rtpBp, betLimits });
    default:
      return describeEngine({ engine: game.engine, betLimits });
  }
}
