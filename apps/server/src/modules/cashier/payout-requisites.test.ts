import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { requisitesFingerprint } from './payout-requisites.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql`update cms_configs set config = jsonb_set(config, '{cashier,withdrawal,checkRequisites}', 'true'::jsonb)`.execute(
    t.database.db,
  );
  t.contentCache.clear();
});
afterAll(() => t.close());

let cards = 0;
/** A fresh valid card number (Luhn) per test, so tests do not share details. */
function freshCard(): string {
  cards += 1;
  const body = `4${String(Date.now() % 1e9).padStart(9, '0')}${String(cards).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function withdraw(player: TestPlayer, card: string, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/makewithdrawal?lang=${lang}`,
    payload: form({ method: 'visa_mastercard', card_number: card, card_holder: 'Jane Doe', amount: '2000' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
  });
}

async function mainBalance(player: TestPlayer): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account.getInfo?lang=en',
    headers: { cookie: player.cookie },
  });
  return response.json().data.balance_main.amount;
}

async function fundedPlayer(): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await confirmContacts(t, player);
  await fundPlayer(t.database.db, player.uid, 10_000);
  return player;
}

async function queued(status: string, playerId: number) {
  const staff = await signedInStaff(t, 'risk');
  const list = await backofficeCall(t, 'requisites.list', { status }, staff.cookie);
  expect(list.statusCode, list.body).toBe(200);
  return {
    staff,
    item: (
      list.json().data as { id: number; player_id: number; masked: string; reason: string | null }[]
    ).find((row) => row.player_id === playerId),
  };
}

describe('payout details the operator checks (spec §8 Requisites*)', () => {
  it('puts new details on check, says so while checked, and pays out once staff approve them', async () => {
    const player = await fundedPlayer();
    const card = freshCard();

    const first = await withdraw(player, card);
    expect(first.statusCode).toBe(422);
    expect(first.json().error).toMatchObject({
      type: 'RequisitesValidationRequiredException',
      error_data: { requisites: `${card.slice(0, 6)}...${card.slice(-4)}` },
    });
    const again = await withdraw(player, card);
    expect(again.json().error.type).toBe('RequisitesOnVerificationException');
    // Nothing was held while the details wait.
    expect(await mainBalance(player)).toBe(10_000);

    const { staff, item } = await queued('pending', player.uid);
    expect(item?.masked).toBe(`${card.slice(0, 6)}...${card.slice(-4)}`);
    const approved = await backofficeCall(t, 'requisites.approve', { id: String(item?.id) }, staff.cookie);
    expect(approved.json().data).toMatchObject({ status: 'approved', player_id: player.uid });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'requisites.approve')
      .where('target_id', '=', String(player.uid))
      .execute();
    expect(audit).toHaveLength(1);

    // Spaces or dashes in the number are the same card.
    const paid = await withdraw(player, card.replace(/(\d{4})/g, '$1 ').trim());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await mainBalance(player)).toBe(8_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses details another account already uses, and details staff refused, as fraudulent', async () => {
    const owner = await fundedPlayer();
    const other = await fundedPlayer();
    const card = freshCard();
    expect((await withdraw(owner, card)).json().error.type).toBe('RequisitesValidationRequiredException');

    const shared = await withdraw(other, card);
    expect(shared.json().error.type).toBe('RequisitesFraudulentException');
    const { item: flagged } = await queued('fraudulent', other.uid);
    expect(flagged?.reason).toBe(`The same details belong to player ${owner.uid}`);

    const { staff, item } = await queued('pending', owner.uid);
    const refused = await backofficeCall(
      t,
      'requisites.refuse',
      { id: String(item?.id), reason: 'Card reported stolen' },
      staff.cookie,
    );
    expect(refused.json().data).toMatchObject({ status: 'fraudulent', reason: 'Card reported stolen' });
    const after = await withdraw(owner, card, 'de');
    expect(after.json().error.type).toBe('RequisitesFraudulentException');
    expect(await mainBalance(owner)).toBe(10_000);
  });

  it('keeps only a keyed fingerprint of the details, never the number', async () => {
    const player = await fundedPlayer();
    const card = freshCard();
    await withdraw(player, card);
    const rows = await t.database.db
      .selectFrom('payout_requisites')
      .selectAll()
      .where('user_id', '=', player.uid)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(card);
    expect(rows[0]?.fingerprint).not.toBe(requisitesFingerprint('another key', 'card', card));
  });

  it('answers only staff of a role that checks identity', async () => {
    const finance = await signedInStaff(t, 'finance');
    const response = await backofficeCall(t, 'requisites.list', {}, finance.cookie);
    expect(response.statusCode).toBe(403);
  });
});
