import { formatMultiplier, multiplierValue, payout } from '../engines/engine-common.ts';
import {
  LINES,
  PAYLINES,
  playSlot,
  REELS,
  ROWS,
  type SlotConfig,
  type SlotOutcome,
} from '../engines/slot.ts';
import { createSlotConfig } from '../engines/slot-config.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter } from '../house-engines.ts';
import type { HouseGame } from '../house-game.ts';

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

export const slotAdapter: EngineAdapter = {
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
      multiplier: multiplierValue(outcome.multiplier),
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
