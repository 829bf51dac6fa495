import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

// The player card's later sections (notes, bonuses, free spins, sports bets, verification) and the
// grants made from it (decision 0055).

let t: TestApp;
let slot: string;
beforeAll(async () => {
  t = await createTestApp();
  const game = await t.database.db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', 'slot')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  slot = game.sysname;
});
afterAll(() => t.close());

const THRESHOLD = 10_000; // the test app's approval threshold
let keys = 0;

function auditRows(action: string, playerId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(playerId))
    .orderBy('id')
    .execute();
}

function grantBonus(cookie: string, player: TestPlayer, fields: Record<string, string> = {}) {
  keys += 1;
  return backofficeCall(
    t,
    'players.grantBonus',
    {
      id: String(player.uid),
      title: 'Sorry for the outage',
      amount: '2500',
      wager: '10',
      days: '7',
      reason: 'Game outage on Tuesday',
      idempotency_key: `grant-bonus-${keys}`,
      ...fields,
    },
    cookie,
  );
}

function grantSpins(cookie: string, player: TestPlayer, fields: Record<string, string> = {}) {
  keys += 1;
  return backofficeCall(
    t,
    'players.grantFreeSpins',
    {
      id: String(player.uid),
      title: 'Birthday spins',
      game: slot,
      count: '20',
      stake: '20',
      wager: '5',
      days: '3',
      reason: 'Birthday gift',
      idempotency_key: `grant-spins-${keys}`,
      ...fields,
    },
    cookie,
  );
}

async function card(cookie: string, player: TestPlayer) {
  const response = await backofficeCall(t, 'players.get', { id: String(player.uid) }, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('staff notes', () => {
  it('appends a note with its author and time, audited, listed newest first', async () => {
    const support = await signedInStaff(t, 'support');
    const risk = await signedInStaff(t, 'risk');
    const player = await registerPlayer(t);
    const first = await backofficeCall(
      t,
      'players.addNote',
      { id: String(player.uid), text: 'Called about a missing deposit' },
      support.cookie,
    );
    expect(first.statusCode, first.body).toBe(200);
    await backofficeCall(
      t,
      'players.addNote',
      { id: String(player.uid), text: 'Deposit found' },
      risk.cookie,
    );
    const { notes } = await card(support.cookie, player);
    expect(notes.map((note: { text: string; staff_id: number }) => [note.text, note.staff_id])).toEqual([
      ['Deposit found', risk.id],
      ['Called about a missing deposit', support.id],
    ]);
    expect(Date.parse(notes[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    const audit = await auditRows('players.addNote', player.uid);
    expect(audit.map((row) => [row.staff_id, (row.after as { text: string }).text])).toEqual([
      [support.id, 'Called about a missing deposit'],
      [risk.id, 'Deposit found'],
    ]);
  });

  it('refuses a role without the card, an empty note and an unknown player; the table refuses edits', async () => {
    const content = await signedInStaff(t, 'content');
    const support = await signedInStaff(t, 'support');
    const player = await registerPlayer(t);
    const refused = await backofficeCall(
      t,
      'players.addNote',
      { id: String(player.uid), text: 'x' },
      content.cookie,
    );
    expect(refused.statusCode).toBe(403);
    const empty = await backofficeCall(
      t,
      'players.addNote',
      { id: String(player.uid), text: ' ' },
      support.cookie,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.invalid_parameters).toHaveProperty('text');
    const unknown = await backofficeCall(
      t,
      'players.addNote',
      { id: '99999999', text: 'Hello' },
      support.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(await auditRows('players.addNote', player.uid)).toEqual([]);
    await backofficeCall(t, 'players.addNote', { id: String(player.uid), text: 'Kept' }, support.cookie);
    const { db } = t.database;
    await expect(sql`update player_notes set text = 'changed'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from player_notes`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate player_notes`.execute(db)).rejects.toThrow(/append-only/);
  });
});

describe('granting a bonus from the card', () => {
  it('grants a casino bonus from the bonus liability once per key, audited, shown on the card', async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const granted = await grantBonus(finance.cookie, player, { idempotency_key: 'outage-bonus-1' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ granted: true, id: expect.any(Number) });
    const again = await grantBonus(finance.cookie, player, { idempotency_key: 'outage-bonus-1' });
    expect(again.json().data).toEqual({ granted: false, id: null });
    expect(await playerBalance(t.database.db, player.uid, 'bonus', 'USD')).toBe(2500);
    const { bonuses } = await card(finance.cookie, player);
    expect(bonuses).toEqual([
      expect.objectContaining({
        type: 'casino',
        status: 'active',
        title: 'Sorry for the outage',
        amount: 2500,
        wager_required: 25_000,
      }),
    ]);
    const audit = await auditRows('players.grantBonus', player.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: finance.id, reason: 'Game outage on Tuesday' });
    expect(audit[0]?.after).toMatchObject({ amount: 2500, currency: 'USD' });
    // The player sees it as their own bonus.
    const own = await getAction(t, 'bonuses.get', {}, player);
    expect(JSON.stringify(own.json().data)).toContain('Sorry for the outage');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses roles without grants, amounts above the threshold and self-excluded players', async () => {
    const player = await registerPlayer(t);
    for (const role of ['support', 'risk', 'content'] as const) {
      const staff = await signedInStaff(t, role);
      expect((await grantBonus(staff.cookie, player)).statusCode).toBe(403);
      expect((await grantSpins(staff.cookie, player)).statusCode).toBe(403);
    }
    const admin = await signedInStaff(t, 'admin');
    const above = await grantBonus(admin.cookie, player, { amount: String(THRESHOLD + 1) });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.invalid_parameters).toHaveProperty('amount');
    const noReason = await grantBonus(admin.cookie, player, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const excluded = await postAction(
      t,
      'account.selfExclude',
      { period: '1d', password: player.password },
      player,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    const refused = await grantBonus(admin.cookie, player);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.invalid_parameters.id).toBe('The player is self-excluded');
    expect(await auditRows('players.grantBonus', player.uid)).toEqual([]);
    expect(await playerBalance(t.database.db, player.uid, 'bonus', 'USD')).toBe(0);
  });
});

describe('grant titles in every language', () => {
  it("shows each player the title in their language, else the default's; refuses a language the site lacks", async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const { locales } = await card(finance.cookie, player);
    expect(locales).toContainEqual({ code: 'en', name: 'English', is_default: true });
    expect(locales).toContainEqual(expect.objectContaining({ code: 'de', is_default: false }));
    const bonus = await grantBonus(finance.cookie, player, {
      titles: JSON.stringify({ de: 'Entschuldigung für den Ausfall' }),
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const spins = await grantSpins(finance.cookie, player, {
      titles: JSON.stringify({ de: 'Geburtstagsdrehungen', es: 'Giros de cumpleaños' }),
    });
    expect(spins.statusCode, spins.body).toBe(200);
    const titles = async (action: string, lang: string) =>
      (
        (await getAction(t, action, { lang, fields: 'description' }, player)).json().data as {
          title?: string;
          description?: { title: string };
        }[]
      ).map((each) => each.title ?? each.description?.title);
    expect(await titles('bonuses.get', 'de')).toEqual(['Entschuldigung für den Ausfall']);
    expect(await titles('bonuses.get', 'en')).toEqual(['Sorry for the outage']);
    expect(await titles('bonuses.get', 'es')).toEqual(['Sorry for the outage']);
    expect(await titles('freespins.get', 'de')).toEqual(['Geburtstagsdrehungen']);
    expect(await titles('freespins.get', 'es')).toEqual(['Giros de cumpleaños']);
    expect(await titles('freespins.get', 'pt')).toEqual(['Birthday spins']);
    const [audit] = await auditRows('players.grantBonus', player.uid);
    expect(audit?.after).toMatchObject({
      titles: {
        en: 'Sorry for the outage',
        de: 'Entschuldigung für den Ausfall',
        es: 'Sorry for the outage',
      },
    });
    const unknown = await grantBonus(finance.cookie, player, { titles: JSON.stringify({ xx: 'Huh' }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.invalid_parameters).toHaveProperty('titles');
    const empty = await grantSpins(finance.cookie, player, { titles: JSON.stringify({ de: ' ' }) });
    expect(empty.statusCode).toBe(400);
    expect(await auditRows('players.grantBonus', player.uid)).toHaveLength(1);
    expect(await auditRows('players.grantFreeSpins', player.uid)).toHaveLength(1);
  });
});

describe('granting free spins from the card', () => {
  it('grants a pack on an active slot once per key, audited, shown on the card', async () => {
    const admin = await signedInStaff(t, 'admin');
    const player = await registerPlayer(t);
    const granted = await grantSpins(admin.cookie, player, { idempotency_key: 'birthday-spins-1' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.granted).toBe(true);
    expect(
      (await grantSpins(admin.cookie, player, { idempotency_key: 'birthday-spins-1' })).json().data,
    ).toEqual({
      granted: false,
      id: null,
    });
    const { free_spins: packs } = await card(admin.cookie, player);
    expect(packs).toEqual([
      expect.objectContaining({
        title: 'Birthday spins',
        total: 20,
        spins_left: 20,
        stake: 20,
        status: 'active',
      }),
    ]);
    const audit = await auditRows('players.grantFreeSpins', player.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ game: slot, count: 20, stake: 20 });
  });

  it('refuses a game that is not an active slot and a pack worth more than the threshold', async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const table = await t.database.db
      .selectFrom('games')
      .select('sysname')
      .where('type', '<>', 'slot')
      .executeTakeFirstOrThrow();
    for (const game of [table.sysname, 'no-such-game']) {
      const refused = await grantSpins(finance.cookie, player, { game });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.invalid_parameters).toHaveProperty('game');
    }
    const tooMuch = await grantSpins(finance.cookie, player, { count: '500', stake: '100' });
    expect(tooMuch.statusCode).toBe(400);
    expect(await auditRows('players.grantFreeSpins', player.uid)).toEqual([]);
  });
});

describe('the card', () => {
  it('shows verification, bonuses, packs and sports bets to the player roles', async () => {
    const support = await signedInStaff(t, 'support');
    const player = await registerPlayer(t);
    const view = await card(support.cookie, player);
    expect(view.verification).toEqual({
      status: 'none',
      reject_reason: null,
      is_verified: false,
      requested_at: null,
    });
    expect(view).toMatchObject({ bonuses: [], free_spins: [], sports_bets: [], notes: [] });
    const content = await signedInStaff(t, 'content');
    expect(
      (await backofficeCall(t, 'players.get', { id: String(player.uid) }, content.cookie)).statusCode,
    ).toBe(403);
  });
});
