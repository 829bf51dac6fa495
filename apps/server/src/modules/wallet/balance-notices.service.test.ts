import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { freshPglite } from '../../test/test-app.ts';
import {
  announceBalances,
  announceBalancesAfterCommit,
  BALANCE_UPDATED_CHANNEL,
  parseBalanceNotice,
} from './balance-notices.service.ts';

describe('balance notices', () => {
  let handle: DatabaseHandle;
  const heard: string[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    handle = await freshPglite();
    stop = await handle.listen(BALANCE_UPDATED_CHANNEL, (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await stop();
    await handle.close();
  });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('sends the players of one tick as one notice, each once', async () => {
    heard.length = 0;
    announceBalances(handle.db, [7, 8]);
    announceBalances(handle.db, [8, 9]);
    await settle();
    expect(heard).toEqual(['7,8,9']);
  });

  it('tells only after commit, and nothing of a transaction that rolled back', async () => {
    heard.length = 0;
    await handle.db.transaction().execute(async (trx) => {
      await announceBalancesAfterCommit(trx, [11]);
      await settle();
      expect(heard).toEqual([]);
    });
    await settle();
    expect(heard).toEqual(['11']);

    heard.length = 0;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await announceBalancesAfterCommit(trx, [12]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await settle();
    expect(heard).toEqual([]);
  });

  it('reads a notice back, skipping anything that is not a player id', () => {
    expect(parseBalanceNotice('3,14,x,,-2,1.5,15')).toEqual([3, 14, 15]);
  });
});
