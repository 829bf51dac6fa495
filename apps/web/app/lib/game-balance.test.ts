import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { announceGameBalance, type GameBalance, onGameBalance } from './game-balance.ts';

describe('game balance hand-over', () => {
  it('reaches listeners until they stop listening', () => {
    const target = new EventTarget();
    const seen: GameBalance[] = [];
    const stop = onGameBalance((balance) => seen.push(balance), target);
    announceGameBalance(
      { balance: minorUnits(1_250), currency: 'USD', wallet: 'main', roundOpen: true },
      target,
    );
    stop();
    announceGameBalance(
      { balance: minorUnits(99), currency: 'USD', wallet: 'fun', roundOpen: false },
      target,
    );
    expect(seen).toEqual([{ balance: 1_250, currency: 'USD', wallet: 'main', roundOpen: true }]);
  });
});
