import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { CashbackView } from '@casino/shared/contract/cashback.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/storage-keys.ts';
import { isUnseenCashback, markCashbackSeen, unseenCashbackDialogs } from './unseen-cashback.ts';

const cashback = (overrides: Partial<CashbackView> = {}): CashbackView => ({
  id: 7,
  status: 'active',
  receiving_expired_at: '2026-12-07T00:00:00.000Z',
  amount: { amount: minorUnits(800), currency: 'USD' },
  ...overrides,
});

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('the unseen-cashback rule (spec §4)', () => {
  it.each([
    { case: 'active, nothing seen yet', latest: cashback(), seen: null, shown: true },
    { case: 'active, another one seen', latest: cashback(), seen: '6', shown: true },
    { case: 'active, this one seen', latest: cashback(), seen: '7', shown: false },
    {
      case: 'paid out with no deadline, even if seen',
      latest: cashback({ status: 'paid_out', receiving_expired_at: null }),
      seen: '7',
      shown: true,
    },
    { case: 'paid out with a deadline', latest: cashback({ status: 'paid_out' }), seen: null, shown: false },
    { case: 'expired', latest: cashback({ status: 'expired' }), seen: null, shown: false },
    { case: 'no cashback at all', latest: undefined, seen: null, shown: false },
  ])('$case: shown $shown', ({ latest, seen, shown }) => {
    expect(isUnseenCashback(latest, seen)).toBe(shown);
  });
});

describe('the cashback check', () => {
  it('asks for the newest active or paid-out cashback only, and shows it until closed once', async () => {
    const latest = cashback();
    const api = vi.fn(async () => [latest]) as unknown as ApiCaller;
    const storage = memoryStorage();
    expect(await unseenCashbackDialogs({ api }, storage)).toEqual([
      { name: 'UnseenCashbackPopup', props: { cashback: latest } },
    ]);
    expect(api).toHaveBeenCalledWith('cashbacks.get', {
      count: 1,
      sort: 'period_end',
      order: 'desc',
      statuses: ['active', 'paid_out'],
      fields: ['description', 'receiving_expired_at', 'amount'],
    });
    markCashbackSeen(storage, latest.id);
    expect(storage.values.get('already_seen_cashback_id')).toBe('7');
    expect(await unseenCashbackDialogs({ api }, storage)).toEqual([]);
  });

  it('shows nothing to a player without cashback', async () => {
    const api = vi.fn(async () => []) as unknown as ApiCaller;
    expect(await unseenCashbackDialogs({ api }, memoryStorage())).toEqual([]);
  });
});
