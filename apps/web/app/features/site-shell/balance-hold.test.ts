import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { createBalanceHold } from './balance-hold.ts';

const money = (amount: number) => ({ amount: minorUnits(amount), currency: 'USD' });
const account = (main: number, bonus = 0) =>
  ({ balance_main: money(main), balance_bonus: money(bonus) }) as unknown as AccountBalance;

/** A header fed by the hold, with a timer the test fires by hand. */
function header(start: AccountBalance) {
  let shown = start;
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const hold = createBalanceHold({
    apply: (update) => {
      shown = update(shown);
    },
    holdMs: 60_000,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  });
  const fireTimers = () => {
    for (const timer of timers.filter((each) => !each.cleared)) {
      timer.cleared = true;
      timer.run();
    }
  };
  return { hold, shown: () => shown, fireTimers, timers };
}

const game = (balance: number, roundOpen: boolean, wallet: 'main' | 'fun' = 'main') => ({
  balance: minorUnits(balance),
  currency: 'USD',
  wallet,
  roundOpen,
});

describe('createBalanceHold', () => {
  it('shows live balances at once while no round is open', () => {
    const view = header(account(10_000));
    view.hold.live(account(12_500));
    expect(view.shown()).toEqual(account(12_500));
  });

  it('keeps a round result from the live channel until the game has shown it', () => {
    const view = header(account(10_000, 500));
    view.hold.game(game(10_000, true));
    // The server settled the spin (stake 100, win 2,000) before the reels stopped.
    view.hold.live(account(11_900, 500));
    expect(view.shown().balance_main.amount).toBe(10_000);
    view.hold.game(game(9_900, true));
    view.hold.live(account(11_900, 700));
    expect(view.shown()).toEqual(account(9_900, 500));
    view.hold.game(game(11_900, false));
    expect(view.shown()).toEqual(account(11_900, 700));
  });

  it('lets the held balance through when the game never reports the result', () => {
    const view = header(account(10_000));
    view.hold.game(game(10_000, true));
    view.hold.live(account(9_900));
    expect(view.timers.at(-1)?.ms).toBe(60_000);
    view.fireTimers();
    expect(view.shown()).toEqual(account(9_900));
    view.hold.live(account(9_800));
    expect(view.shown()).toEqual(account(9_800));
  });

  it('starts the timeout again on every report of an open round, and ends it with the result', () => {
    const view = header(account(10_000));
    view.hold.game(game(10_000, true));
    view.hold.game(game(9_900, true));
    expect(view.timers.filter((timer) => !timer.cleared)).toHaveLength(1);
    view.hold.game(game(9_900, false));
    expect(view.timers.filter((timer) => !timer.cleared)).toHaveLength(0);
    view.hold.live(account(9_950));
    expect(view.shown()).toEqual(account(9_950));
  });

  it('ignores demo play money', () => {
    const view = header(account(10_000));
    view.hold.game(game(500_000, true, 'fun'));
    view.hold.live(account(10_100));
    expect(view.shown()).toEqual(account(10_100));
  });

  it('drops what it held when stopped', () => {
    const view = header(account(10_000));
    view.hold.game(game(10_000, true));
    view.hold.live(account(9_000));
    view.hold.stop();
    view.fireTimers();
    expect(view.shown()).toEqual(account(10_000));
  });
});
