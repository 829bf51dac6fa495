import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };

function withdraw(player: TestPlayer, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/makewithdrawal?lang=${lang}`,
    payload: form({ ...card, amount: '2000' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
  });
}

async function accountInfo(player: TestPlayer) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account.getInfo?lang=en',
    headers: { cookie: player.cookie },
  });
  return response.json().data;
}

/** Sets cms-config `cashier.withdrawal` in every locale, as an operator editing the content would. */
async function setGates(rules: Record<string, unknown>) {
  await sql`update cms_configs set config = jsonb_set(config, '{cashier,withdrawal}', ${JSON.stringify(rules)}::jsonb)`.execute(
    t.database.db,
  );
  t.contentCache.clear();
}

async function fundedPlayer(): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await fundPlayer(t.database.db, player.uid, 10_000);
  return player;
}

async function setUser(player: TestPlayer, values: { is_verified?: boolean; is_on_verification?: boolean }) {
  await t.database.db.updateTable('users').set(values).where('id', '=', player.uid).execute();
}

async function setProfile(player: TestPlayer, profile: Record<string, string>) {
  await t.database.db
    .updateTable('users')
    .set({ profile: JSON.stringify(profile) })
    .where('id', '=', player.uid)
    .execute();
}

describe('the demo content asks for a confirmed contact', () => {
  it('refuses with UserNeedConfirmContact and the confirm-contact button, reserving nothing, until confirmed', async () => {
    const player = await fundedPlayer();
    const refused = await withdraw(player);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      type: 'UserNeedConfirmContactException',
      error_data: { buttons: [{ label: 'Confirm your contact details', url: '/profile/settings' }] },
    });
    // The button's label comes in the player's language.
    const german = await withdraw(player, 'de');
    expect(german.json().error.error_data.buttons[0].label).toBe('Kontaktdaten bestätigen');
    expect((await accountInfo(player)).balance_main.amount).toBe(10_000);

    await confirmContacts(t, player);
    const accepted = await withdraw(player);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await accountInfo(player)).balance_main.amount).toBe(8_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('gates an operator configures', () => {
  beforeEach(() =>
    setGates({ requireConfirmedContact: false, requireVerification: false, requireProfileFields: [] }),
  );
  afterAll(() =>
    setGates({ requireConfirmedContact: true, requireVerification: false, requireProfileFields: [] }),
  );

  it('with every gate off, an unconfirmed player withdraws', async () => {
    const player = await fundedPlayer();
    expect((await withdraw(player)).statusCode).toBe(200);
  });

  it('missing profile fields answer UserNeedProfileData with the fields and the profile button', async () => {
    await setGates({ requireConfirmedContact: false, requireProfileFields: ['first_name', 'birth_date'] });
    const player = await fundedPlayer();
    await setProfile(player, { first_name: 'Jane' });
    const refused = await withdraw(player);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      type: 'UserNeedProfileDataException',
      error_data: {
        fields: ['birth_date'],
        buttons: [{ label: 'Complete your profile', url: '/profile/settings' }],
      },
    });
    await setProfile(player, { first_name: 'Jane', birth_date: '1990-05-01' });
    expect((await withdraw(player)).statusCode).toBe(200);
  });

  it('the identity check: KycUserProfile first, then KycWithdrawal with the identity-check button', async () => {
    await setGates({ requireVerification: true, requireProfileFields: ['last_name'] });
    const player = await fundedPlayer();
    expect((await accountInfo(player)).is_kyc_block_enabled).toBe(true);

    const noProfile = (await withdraw(player)).json().error;
    expect(noProfile).toMatchObject({
      type: 'KycUserProfileException',
      error_data: { fields: ['last_name'] },
    });

    await setProfile(player, { last_name: 'Doe' });
    const unverified = await withdraw(player);
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().error).toMatchObject({
      type: 'KycWithdrawalException',
      error_data: { buttons: [{ label: 'Verify your identity', url: '/profile/verification' }] },
    });
    expect(unverified.json().error.error_data.on_verification).toBeUndefined();

    await setUser(player, { is_on_verification: true });
    expect((await withdraw(player)).json().error.error_data).toMatchObject({ on_verification: true });

    await setUser(player, { is_on_verification: false, is_verified: true });
    expect((await accountInfo(player)).is_kyc_block_enabled).toBe(false);
    expect((await withdraw(player)).statusCode).toBe(200);
  });

  it('contact first: an unconfirmed, unverified player is asked to confirm the contact', async () => {
    await setGates({ requireConfirmedContact: true, requireVerification: true });
    const player = await fundedPlayer();
    expect((await withdraw(player)).json().error.type).toBe('UserNeedConfirmContactException');
    await confirmContacts(t, player);
    expect((await withdraw(player)).json().error.type).toBe('KycWithdrawalException');
  });

  it('without verification required, no player is KYC-blocked', async () => {
    const player = await fundedPlayer();
    expect((await accountInfo(player)).is_kyc_block_enabled).toBe(false);
  });
});
