import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, type CrashOutcome, playCrash } from '../engines/crash.ts';
import { invalidPlay, payout } from '../engines/engine-common.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { EngineAdapter } from '../house-engines.ts';
import { integer, record } from './adapter-input.ts';

export const crashAdapter: EngineAdapter = {
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
    // not money: crash targets are hundredths of a multiplier
    minTarget: CRASH_MIN_TARGET / 100,
    // not money: as above
    maxTarget: CRASH_MAX_TARGET / 100,
    defaultTarget: 2,
  }),
  view(_game, state) {
    const outcome = state as CrashOutcome & { target: number };
    // not money: crash points and targets are hundredths of a multiplier
    return { crashPoint: outcome.crashPoint / 100, target: outcome.target / 100, cashedOut: outcome.win };
  },
  summary(_game, state) {
    const outcome = state as CrashOutcome & { target: number };
    // not money: crash points are hundredths of a multiplier
    const text = `Crashed at ${(outcome.crashPoint / 100).toFixed(2)}×`;
    // not money: as above
    return outcome.win ? `${text} · cashed out ${(outcome.target / 100).toFixed(2)}×` : text;
  },
};
