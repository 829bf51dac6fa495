import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { CashbackView } from '@casino/shared/contract/cashback.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/storage-keys.ts';
import { isUnseenCashback, markCashbackSeen, unseenCashbackDialogs } from './unseen-cashback.ts';

const cashback = (overrides: Partial<CashbackView> = {}): CashbackView => ({
  id: 7,
  status: 'active',
  pays_as: { kind: 'money' },
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
  /** The platform: the cashback list, and the player's storage (failing like a network error, if asked). */
  function platform(latest: CashbackView[], storageDown = false) {
    const stored = new Map<string, string>();
    const api = vi.fn(async (action: string, params: Record<string, unknown>) => {
      if (action === 'cashbacks.get') return latest;
      if (storageDown) throw new Error('offline');
      if (action === 'storage.get') {
        return Object.fromEntries(
          (params.keys as string[]).filter((k) => stored.has(k)).map((k) => [k, stored.get(k)]),
        );
      }
      stored.set(params.key as string, params.value as string);
      return 1;
    });
    return { api: api as unknown as ApiCaller, calls: api, stored };
  }

  it('asks for the newest active or paid-out cashback only, and shows it until closed once', async () => {
    const latest = cashback();
    const { api, calls, stored } = platform([latest]);
    const storage = memoryStorage();
    expect(await unseenCashbackDialogs({ api }, storage)).toEqual([
      { name: 'UnseenCashbackPopup', props: { cashback: latest } },
    ]);
    expect(calls).toHaveBeenCalledWith('cashbacks.get', {
      count: 1,
      sort: 'period_end',
      order: 'desc',
      statuses: ['active', 'paid_out'],
      fields: ['description', 'receiving_expired_at', 'amount'],
    });
    markCashbackSeen(api, storage, latest.id);
    expect(storage.values.get('already_seen_cashback_id')).toBe('7');
    await vi.waitFor(() => expect(stored.get('already_seen_cashback_id')).toBe('7'));
    expect(await unseenCashbackDialogs({ api }, storage)).toEqual([]);
    // Another device (an empty browser storage) knows it from the platform.
    expect(await unseenCashbackDialogs({ api }, memoryStorage())).toEqual([]);
  });

  it('falls back to the browser’s storage when the platform’s cannot answer', async () => {
    const latest = cashback();
    const { api } = platform([latest], true);
    const storage = memoryStorage();
    markCashbackSeen(api, storage, latest.id);
    expect(await unseenCashbackDialogs({ api }, storage)).toEqual([]);
    expect(await unseenCashbackDialogs({ api }, memoryStorage())).toHaveLength(1);
  });

  it('shows nothing to a player without cashback', async () => {
    expect(await unseenCashbackDialogs({ api: platform([]).api }, memoryStorage())).toEqual([]);
  });
});
