import { describe, expect, it } from 'vitest';
import {
  fullScreenVisibility,
  gameLaunchFailed,
  isFullScreenVisible,
  needsDepositToPlay,
  readGameBalanceMessage,
  resolveGameMode,
} from './game-rules.ts';

describe('full-screen visibility (spec §6)', () => {
  it.each([
    ['all', false, true],
    ['all', true, true],
    ['product', false, true],
    ['product', true, false],
    ['telegram', false, false],
    ['telegram', true, true],
    ['none', false, false],
    ['none', true, false],
  ] as const)('%s in telegram=%s → %s', (setting, inTelegram, visible) => {
    expect(isFullScreenVisible(setting, inTelegram)).toBe(visible);
  });

  it('reads an unknown setting as all', () => {
    expect(fullScreenVisibility('sometimes')).toBe('all');
    expect(fullScreenVisibility(undefined)).toBe('all');
    expect(fullScreenVisibility('none')).toBe('none');
  });
});

describe('resolveGameMode', () => {
  it('gives guests demo and players real money unless demo is asked for', () => {
    expect(resolveGameMode({ requested: null, signedIn: false, hasDemo: true })).toBe('demo');
    expect(resolveGameMode({ requested: null, signedIn: true, hasDemo: true })).toBe('real');
    expect(resolveGameMode({ requested: 'demo', signedIn: true, hasDemo: true })).toBe('demo');
  });

  it('runs a game without demo for real', () => {
    expect(resolveGameMode({ requested: 'demo', signedIn: true, hasDemo: false })).toBe('real');
  });
});

describe('needsDepositToPlay (spec §6 zero-balance slot play)', () => {
  const slot = {
    mode: 'real',
    type: 'slot',
    balance: 0,
    slotPlayWithZeroBalance: false,
    hasFreeSpins: false,
  } as const;

  it('stops a real slot on an empty balance', () => {
    expect(needsDepositToPlay(slot)).toBe(true);
  });

  it('lets it start when allowed, with money, with free spins of it, in demo, or for other types', () => {
    expect(needsDepositToPlay({ ...slot, hasFreeSpins: true })).toBe(false);
    expect(needsDepositToPlay({ ...slot, slotPlayWithZeroBalance: true })).toBe(false);
    expect(needsDepositToPlay({ ...slot, balance: 1 })).toBe(false);
    expect(needsDepositToPlay({ ...slot, mode: 'demo' })).toBe(false);
    expect(needsDepositToPlay({ ...slot, type: 'logical' })).toBe(false);
  });
});

describe('readGameBalanceMessage', () => {
  const frame = { name: 'frame window' };
  const expected = { origin: 'https://casino.test', source: frame, demo: false };
  const message = { type: 'casino:balance', balance: 12_345, currency: 'USD' };

  it('accepts the balance from the game frame on the same origin', () => {
    expect(
      readGameBalanceMessage(
        { origin: 'https://casino.test', source: frame as never, data: message },
        expected,
      ),
    ).toEqual({ balance: 12_345, currency: 'USD', roundOpen: false });
    expect(
      readGameBalanceMessage(
        { origin: 'https://casino.test', source: frame as never, data: { ...message, round: 'open' } },
        expected,
      ),
    ).toEqual({ balance: 12_345, currency: 'USD', roundOpen: true });
  });

  it('ignores another origin or another window', () => {
    expect(
      readGameBalanceMessage(
        { origin: 'https://evil.test', source: frame as never, data: message },
        expected,
      ),
    ).toBeNull();
    expect(
      readGameBalanceMessage({ origin: 'https://casino.test', source: {} as never, data: message }, expected),
    ).toBeNull();
    expect(
      readGameBalanceMessage(
        { origin: 'https://casino.test', source: null, data: message },
        { ...expected, source: null },
      ),
    ).toBeNull();
  });

  it('ignores other messages and malformed amounts', () => {
    const from = (data: unknown) =>
      readGameBalanceMessage({ origin: 'https://casino.test', source: frame as never, data }, expected);
    expect(from({ type: 'refresh_user' })).toBeNull();
    expect(from('casino:balance')).toBeNull();
    expect(from({ ...message, balance: 1.5 })).toBeNull();
    expect(from({ ...message, balance: -1 })).toBeNull();
    expect(from({ ...message, balance: '100' })).toBeNull();
    expect(from({ ...message, currency: 'usd' })).toBeNull();
    expect(from({ ...message, round: 'closed' })).toBeNull();
  });

  it('takes play credits from a demo game only, and a real currency from a real-money game only', () => {
    const from = (data: unknown, demo: boolean) =>
      readGameBalanceMessage(
        { origin: 'https://casino.test', source: frame as never, data },
        { ...expected, demo },
      );
    const fun = { ...message, currency: 'FUN' };
    expect(from(fun, true)).toEqual({ balance: 12_345, currency: 'FUN', roundOpen: false });
    expect(from(fun, false)).toBeNull();
    expect(from(message, true)).toBeNull();
  });
});

describe('gameLaunchFailed', () => {
  const frameDocument = (contentType: string, marked: boolean) => ({
    contentType,
    querySelector: (selector: string) =>
      marked && selector === '[data-game-launch-error]' ? ({} as Element) : null,
  });

  it('sees the launcher’s no-such-game page and the platform’s error envelope', () => {
    expect(gameLaunchFailed(frameDocument('text/html', true))).toBe(true);
    expect(gameLaunchFailed(frameDocument('application/json', false))).toBe(true);
  });

  it('leaves a running game, a refusal that explains itself and another origin’s frame alone', () => {
    expect(gameLaunchFailed(frameDocument('text/html', false))).toBe(false);
    expect(gameLaunchFailed(null)).toBe(false);
    expect(gameLaunchFailed(undefined)).toBe(false);
  });
});
