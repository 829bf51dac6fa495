import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositThroughGateway, postAction } from '../../test/api-calls.ts';
import { confirmContacts, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { riskHints } from './withdrawal-risk.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe('riskHints', () => {
  const requested_at = new Date('2026-11-26T12:00:00Z');
  const old = new Date(requested_at.getTime() - 30 * DAY_MS);
  it('flags a new player, a big win against the last deposit, and no verification', () => {
    expect(
      riskHints({
        registered_at: old,
        requested_at,
        is_verified: true,
        deposit_amount: 1000,
        biggest_win: 9999,
      }),
    ).toEqual([]);
    expect(
      riskHints({
        registered_at: new Date(requested_at.getTime() - 6 * DAY_MS),
        requested_at,
        is_verified: false,
        deposit_amount: 1000,
        biggest_win: 10_000,
      }),
    ).toEqual(['new_player', 'big_win', 'unverified']);
    // Without any deposit, any win is a big one; no win is none.
    expect(
      riskHints({
        registered_at: old,
        requested_at,
        is_verified: true,
        deposit_amount: null,
        biggest_win: 1,
      }),
    ).toEqual(['big_win']);
    expect(
      riskHints({
        registered_at: old,
        requested_at,
        is_verified: true,
        deposit_amount: null,
        biggest_win: 0,
      }),
    ).toEqual([]);
  });
});

async function depositAndWithdraw(player: TestPlayer, options: { bigWin: boolean }): Promise<string> {
  await confirmContacts(t, player);
  await depositThroughGateway(t, player, 10_000);
  if (options.bigWin) {
    // A closed real-money round after the deposit that won ten times it (its money is not the point).
    const token = `risk-${player.uid}`;
    await t.database.db
      .insertInto('game_sessions')
      .values({
        token,
        provider: 'test',
        user_id: player.uid,
        sysname: 'test',
        mode: 'real',
        currency: 'USD',
        fun_balance: null,
        expires_at: new Date(Date.now() + DAY_MS),
      } as never)
      .execute();
    await t.database.db
      .insertInto('game_rounds')
      .values({
        provider: 'test',
        round_id: `risk-${player.uid}`,
        session_token: token,
        user_id: player.uid,
        sysname: 'test',
        mode: 'real',
        currency: 'USD',
        status: 'closed',
        total_bet: 100,
        total_win: 100_000,
        closed_at: new Date(),
      } as never)
      .execute();
  }
  const withdrawal = await postAction(
    t,
    'makewithdrawal',
    {
      method: 'visa_mastercard',
      card_number: '4111 1111 1111 1111',
      card_holder: 'Jane Doe',
      amount: '3000',
    },
    player,
  );
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  return withdrawal.json().data.transaction;
}

describe('the withdrawal queue', () => {
  it('answers each withdrawal with its risk hints', async () => {
    const finance = await signedInStaff(t, 'finance');
    const fresh = await registerPlayer(t);
    const seasoned = await registerPlayer(t);
    const lucky = await registerPlayer(t);
    const { db } = t.database;
    for (const player of [seasoned, lucky]) {
      // Registered two months ago and verified: the row's creation time is otherwise never written.
      await sql`update users set created_at = now() - interval '60 days', is_verified = true
        where id = ${player.uid}`.execute(db);
    }
    const freshWithdrawal = await depositAndWithdraw(fresh, { bigWin: false });
    const seasonedWithdrawal = await depositAndWithdraw(seasoned, { bigWin: false });
    const luckyWithdrawal = await depositAndWithdraw(lucky, { bigWin: true });
    const queue = await backofficeCall(t, 'payments.withdrawals', { status: 'requested' }, finance.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const hints = new Map(
      (queue.json().data as { transaction: string; risk: string[] }[]).map((each) => [
        each.transaction,
        each.risk,
      ]),
    );
    expect(hints.get(freshWithdrawal)).toEqual(['new_player', 'unverified']);
    expect(hints.get(seasonedWithdrawal)).toEqual([]);
    expect(hints.get(luckyWithdrawal)).toEqual(['big_win']);
  });
});
