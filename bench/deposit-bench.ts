import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { createContentCache } from '../apps/server/src/modules/content/content.service.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check.ts';
import { throughput } from './bench-database.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** $10 in cents: within every method's range, so every deposit is accepted. */
const AMOUNT = 1_000;

export interface DepositBenchResult {
  players: number;
  depositsPerSecond: number;
  /** Whole-ledger check after the run (empty when consistent). */
  violations: number;
}

/**
 * Deposits per second end to end, in process through `app.inject`: `makedeposit`, the payer's "Pay
 * successfully" on the gateway page, the gateway's signed webhook to the platform, the credit posted.
 * One signed-in player per concurrent worker; every deposit must arrive on the balance.
 */
export async function benchDeposits(
  handle: DatabaseHandle,
  players: number,
  seconds: number,
): Promise<DepositBenchResult> {
  const config = loadConfig({
    ...process.env,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    // Every bench player signs up at once; the limits themselves are tested elsewhere.
    RATE_LIMIT_SCALE: '1000',
  });
  const app = await buildApp({
    config,
    db: handle.db,
    contentCache: createContentCache(),
    listen: handle.listen,
  });
  await app.ready();
  try {
    const cookies: string[] = [];
    for (let index = 0; index < players; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth.register?lang=en',
        headers: FORM,
        payload: new URLSearchParams({
          email: `bench-deposit-${index}-${Date.now()}@example.com`,
          password: 'secret12',
          terms: '1',
          currency: 'USD',
        }).toString(),
        remoteAddress: `10.9.${index % 250}.${Math.floor(index / 250) + 1}`,
      });
      if (response.statusCode !== 200) throw new Error(`bench registration failed: ${response.body}`);
      const setCookie = [response.headers['set-cookie'] ?? []].flat();
      cookies.push((setCookie.find((value) => value.startsWith('sid=')) ?? '').split(';')[0] as string);
    }
    // Verified players, as regulars are: hundreds of deposits each would pass the identity-check threshold
    // (cms-config `cashier.deposit.verificationThreshold`), which is tested elsewhere.
    await handle.db
      .updateTable('users')
      .set({ is_verified: true })
      .where('login', 'like', 'bench-deposit-%')
      .execute();
    const mainTotal = async () => {
      const { total } = await handle.db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.sum<string>('balance').as('total'))
        .where('user_id', 'is not', null)
        .where('kind', '=', 'main')
        .executeTakeFirstOrThrow();
      return Number(total ?? 0);
    };
    const before = await mainTotal();
    let credited = 0;
    const depositsPerSecond = await throughput(players, seconds, async (worker) => {
      const cookie = cookies[worker] as string;
      const started = await app.inject({
        method: 'POST',
        url: '/api/makedeposit?lang=en',
        headers: { ...FORM, cookie },
        payload: `method=skrill&amount=${AMOUNT}`,
      });
      if (started.statusCode !== 200) throw new Error(`makedeposit failed: ${started.body}`);
      const paid = await app.inject({
        method: 'POST',
        url: started.json().data.url,
        headers: FORM,
        payload: 'outcome=success',
      });
      if (paid.statusCode !== 303 || !paid.headers.location?.includes('/cashier/paysuccess/')) {
        throw new Error(`checkout failed: ${paid.statusCode} ${paid.body}`);
      }
      credited += AMOUNT;
    });
    const arrived = (await mainTotal()) - before;
    if (arrived !== credited) throw new Error(`credited ${credited} but the balances grew by ${arrived}`);
    return { players, depositsPerSecond, violations: (await checkLedger(handle.db)).length };
  } finally {
    await app.close();
  }
}
