import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// Issue 19: staff ask one player for an identity check; until the player passes it, their withdrawals
// wait for it, while the content asks nobody else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };

function withdraw(player: TestPlayer) {
  return t.app.inject({
    method: 'POST',
    url: '/api/makewithdrawal?lang=en',
    payload: form({ ...card, amount: '2000' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
  });
}

async function kycBlock(player: TestPlayer): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account.getInfo?lang=en',
    headers: { cookie: player.cookie },
  });
  return response.json().data.is_kyc_block_enabled;
}

async function readyPlayer(): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await confirmContacts(t, player);
  await fundPlayer(t.database.db, player.uid, 10_000);
  return player;
}

describe('an identity check asked for by staff', () => {
  it("holds that player's withdrawals until verified, is audited once, and leaves other players alone", async () => {
    const risk = await signedInStaff(t, 'risk');
    const asked = await readyPlayer();
    const other = await readyPlayer();
    expect(await kycBlock(asked)).toBe(false);

    const request = await backofficeCall(
      t,
      'players.requestIdentityCheck',
      { id: String(asked.uid), reason: 'Deposits from three cards in one day' },
      risk.cookie,
    );
    expect(request.statusCode, request.body).toBe(200);
    expect(await kycBlock(asked)).toBe(true);
    expect(await kycBlock(other)).toBe(false);

    const refused = await withdraw(asked);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ type: 'KycWithdrawalException' });
    // Nothing was held for the refused withdrawal; the other player withdraws as before.
    expect(
      (await t.database.db.selectFrom('payments').selectAll().where('user_id', '=', asked.uid).execute())
        .length,
    ).toBe(0);
    expect((await withdraw(other)).statusCode).toBe(200);

    // Asking again changes nothing and says so; the card shows when it was asked.
    const again = await backofficeCall(
      t,
      'players.requestIdentityCheck',
      { id: String(asked.uid), reason: 'Again' },
      risk.cookie,
    );
    expect(again.json().error).toMatchObject({ type: 'InvalidParameterException' });
    const card = await backofficeCall(t, 'players.get', { id: String(asked.uid) }, risk.cookie);
    expect(card.json().data.verification.requested_at).toEqual(request.json().data.kyc_requested_at);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'players.requestIdentityCheck')
      .where('target_id', '=', String(asked.uid))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.reason).toBe('Deposits from three cards in one day');

    // Verified: the withdrawal goes through.
    await t.database.db.updateTable('users').set({ is_verified: true }).where('id', '=', asked.uid).execute();
    expect(await kycBlock(asked)).toBe(false);
    expect((await withdraw(asked)).statusCode).toBe(200);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('is refused to roles without it, for a verified player and for an unknown one', async () => {
    const finance = await signedInStaff(t, 'finance');
    const support = await signedInStaff(t, 'support');
    const player = await readyPlayer();
    const byFinance = await backofficeCall(
      t,
      'players.requestIdentityCheck',
      { id: String(player.uid), reason: 'Not mine to ask' },
      finance.cookie,
    );
    expect(byFinance.statusCode).toBe(403);
    await t.database.db
      .updateTable('users')
      .set({ is_verified: true })
      .where('id', '=', player.uid)
      .execute();
    const verified = await backofficeCall(
      t,
      'players.requestIdentityCheck',
      { id: String(player.uid), reason: 'Verified already' },
      support.cookie,
    );
    expect(verified.json().error).toMatchObject({ type: 'InvalidParameterException' });
    const unknown = await backofficeCall(
      t,
      'players.requestIdentityCheck',
      { id: '999999', reason: 'Nobody' },
      support.cookie,
    );
    expect(unknown.json().error).toMatchObject({ type: 'InvalidParameterException' });
  });
});
