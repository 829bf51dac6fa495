import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { insertPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import {
  activateBonus,
  bonusAccounts,
  deactivateBonus,
  expireDueBonuses,
  grantTitledBonus,
  removeBonus,
} from './bonuses.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const WELCOME = 1;
const RELOAD = 2;

const post = (action: string, fields: Record<string, string>, player: TestPlayer) =>
  postAction(t, action, fields, player);

async function get(action: string, query: Record<string, string>, player?: TestPlayer) {
  const response = await getAction(t, action, query, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function balances(player: TestPlayer) {
  const data = await get('account.getBalance', {}, player);
  return { main: data.balance_main.amount as number, bonus: data.balance_bonus.amount as number };
}

/** A deposit through the built-in gateway's checkout, paid successfully. */
async function deposit(player: TestPlayer, amount: number, extra: Record<string, string> = {}) {
  const started = await post(
    'makedeposit',
    { method: 'visa_mastercard', amount: String(amount), ...extra },
    player,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { url, transaction } = started.json().data as { url: string; transaction: string };
  return { transaction, pay: () => checkout(url) };
}

async function checkout(url: string) {
  const paid = await t.app.inject({
    method: 'POST',
    url,
    payload: form({ outcome: 'success' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode).toBe(303);
}

async function userIdOf(player: TestPlayer): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('login', '=', player.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bonusRowOrNone(player: TestPlayer) {
  return t.database.db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', await userIdOf(player))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function bonusRow(player: TestPlayer) {
  const row = await bonusRowOrNone(player);
  if (!row) throw new Error('the player has no bonus');
  return row;
}

async function refusal(player: TestPlayer, fields: Record<string, string>) {
  const response = await post(
    'makedeposit',
    { method: 'visa_mastercard', amount: '5000', ...fields },
    player,
  );
  expect(response.statusCode).toBe(400);
  return response.json().error as { type: string; error_data: Record<string, unknown> };
}

describe('deposit offers', () => {
  it('lists the running offers to guests, none marked as satisfied, promo-code offers left out', async () => {
    const offers = await get('campaigns.getoffers', {
      offset: '0',
      fields: 'trigger,description,promotions',
    });
    expect(offers.map((offer: { id: number }) => offer.id)).toEqual([WELCOME, RELOAD]);
    expect(offers[0]).toMatchObject({
      trigger: {
        action: 'deposit',
        user_satisfies_params: false,
        params: { first_deposit: true, min_amount: 1_000, exclude_methods: ['crypto_usdt'] },
      },
      description: { title: 'Welcome bonus 100%' },
      promotions: [{ type: 'bonus', percent: 100, max_amount: 50_000, wager: 30, days: 14 }],
    });
    const onlyTexts = await get('campaigns.getoffers', { fields: 'description', lang: 'de' });
    expect(onlyTexts[0]).toEqual({
      id: WELCOME,
      description: expect.objectContaining({ title: 'Willkommensbonus 100 %' }),
    });
  });

  it('grants the welcome bonus with the first deposit, onto the bonus balance', async () => {
    const player = await registerPlayer(t);
    const offers = await get('campaigns.getoffers', {}, player);
    expect(
      offers.map(
        (offer: { trigger: { user_satisfies_params: boolean } }) => offer.trigger.user_satisfies_params,
      ),
    ).toEqual([true, true]);

    const first = await deposit(player, 5_000, { campaign_offer_id: String(WELCOME) });
    expect(await balances(player)).toEqual({ main: 0, bonus: 0 });
    await first.pay();
    expect(await balances(player)).toEqual({ main: 5_000, bonus: 5_000 });
    const [bonus] = await get('bonuses.get', {}, player);
    expect(bonus).toMatchObject({
      type: 'casino',
      status: 'active',
      offer_id: WELCOME,
      title: 'Welcome bonus 100%',
      amount: 5_000,
      wager_required: 150_000,
      wagered: 0,
      finished_at: null,
    });
    expect(Date.parse(bonus.expires_at) - Date.parse(bonus.created_at)).toBe(14 * 86_400_000);

    // Taken and first deposit made: the welcome offer is closed, the reload open (its bonus would wait).
    const after = await get('campaigns.getoffers', {}, player);
    expect(
      after.map(
        (offer: { trigger: { user_satisfies_params: boolean } }) => offer.trigger.user_satisfies_params,
      ),
    ).toEqual([false, true]);
    expect((await refusal(player, { campaign_offer_id: String(WELCOME) })).error_data).toEqual({
      campaign_offer_id: ['ALREADY_USED'],
    });
  });

  it('refuses an offer the deposit does not meet, and starts no payment', async () => {
    const player = await registerPlayer(t);
    expect((await refusal(player, { campaign_offer_id: '999' })).error_data).toEqual({
      campaign_offer_id: ['NOT_FOUND'],
    });
    // The promo-code offer is taken with its code only.
    expect((await refusal(player, { campaign_offer_id: '3' })).error_data).toEqual({
      campaign_offer_id: ['NOT_FOUND'],
    });
    expect((await refusal(player, { campaign_offer_id: String(RELOAD), amount: '1500' })).error_data).toEqual(
      {
        campaign_offer_id: ['AMOUNT_TOO_LOW'],
        min_amount: 2_000,
      },
    );
    const crypto = await post(
      'makedeposit',
      { method: 'crypto_usdt', amount: '5000', campaign_offer_id: String(WELCOME) },
      player,
    );
    expect(crypto.json().error.error_data).toEqual({ campaign_offer_id: ['METHOD_EXCLUDED'] });
    expect((await get('gethistory', {}, player)).count).toBe(0);
  });

  it('takes an offer by promo code, whatever its case, and names unknown codes as spec §8 wants', async () => {
    const player = await registerPlayer(t);
    const unknown = await refusal(player, { promo_code: 'NOPE' });
    expect(unknown.type).toBe('InvalidParameterException');
    expect(unknown.error_data).toEqual({ promo_code: ['NOT_FOUND'] });

    const coded = await deposit(player, 10_000, { promo_code: 'spring25' });
    await coded.pay();
    expect(await balances(player)).toEqual({ main: 10_000, bonus: 2_500 });
    expect(await bonusRow(player)).toMatchObject({ offer_id: 3, amount: 2_500, wager_required: 50_000 });
  });

  it('checks promo codes for guests and players, and refuses an unknown one at registration', async () => {
    const check = (code: string, player?: TestPlayer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns.checkPromocode?lang=de',
        payload: form({ promo_code: code }),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(player ? { cookie: player.cookie } : {}),
        },
      });
    const known = await check(' Spring25 ');
    expect(known.json().data).toMatchObject({ offer_id: 3, title: 'Frühlingsbonus 25 %' });
    const unknown = await check('NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.error_data).toEqual({ promo_code: ['NOT_FOUND'] });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth.register?lang=en',
      payload: form({
        email: `promo-${Date.now()}@example.com`,
        password: 'secret12',
        terms: '1',
        currency: 'USD',
        promo_code: 'NOPE',
      }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.9.9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.invalid_parameters).toEqual({ promo_code: 'Invalid promo code' });

    // A player who signed up with a code finds it filled in at deposit while its offer is open to them.
    const player = await registerPlayer(t, { promo_code: 'SPRING25' });
    expect((await get('getdepositsettings', {}, player)).promo_code).toBe('SPRING25');
    await (await deposit(player, 4_000, { promo_code: 'SPRING25' })).pay();
    expect((await get('getdepositsettings', {}, player)).promo_code).toBeNull();
    expect((await check('SPRING25', player)).json().error.error_data).toEqual({
      promo_code: ['ALREADY_USED'],
    });
    expect((await get('getdepositsettings', {})).promo_code).toBeNull();
  });

  it('gives a once-only offer to one of two deposits that were both started with it', async () => {
    const player = await registerPlayer(t);
    const first = await deposit(player, 2_000, { campaign_offer_id: String(WELCOME) });
    const second = await deposit(player, 3_000, { campaign_offer_id: String(WELCOME) });
    await second.pay();
    await first.pay();
    // The second payment arrived first and took the first-deposit offer; the other is credited without.
    expect(await balances(player)).toEqual({ main: 5_000, bonus: 3_000 });
    const granted = await t.database.db
      .selectFrom('bonuses')
      .select('amount')
      .where('user_id', '=', await userIdOf(player))
      .execute();
    expect(granted).toEqual([{ amount: 3_000 }]);
  });

  it('grants nothing to a player who self-excluded before the money arrived', async () => {
    const player = await registerPlayer(t);
    const started = await deposit(player, 5_000, { campaign_offer_id: String(WELCOME) });
    const excluded = await post('account.selfExclude', { period: '1d', password: player.password }, player);
    expect(excluded.statusCode, excluded.body).toBe(200);
    await started.pay();
    expect(await bonusRowOrNone(player)).toBeUndefined();
  });
});

describe('a bonus being wagered', () => {
  async function playerWithBonus() {
    const player = await registerPlayer(t);
    const paid = await deposit(player, 10_000, { campaign_offer_id: String(WELCOME) });
    await paid.pay();
    return player;
  }

  async function realBets(player: TestPlayer, stakes: number[]) {
    const wallet = houseWalletClient({ db: t.database.db, config: testConfig });
    const session = await openGameSession(t.database.db, {
      userId: await userIdOf(player),
      sysname: await catalogueGame(t.database.db, { jackpot: false }),
      mode: 'real',
      now: new Date(),
    });
    for (const amount of stakes) {
      const round = randomUUID();
      const answer = await wallet.bet({
        session: session.token,
        transaction_id: `${round}:bet`,
        round_id: round,
        amount,
      });
      expect(answer.status).toBe('ok');
      await wallet.win({
        session: session.token,
        transaction_id: `${round}:win`,
        round_id: round,
        amount: 0,
      });
    }
  }

  it('counts real stakes and releases the bonus to the main balance once wagered', async () => {
    const player = await playerWithBonus();
    // Less to wager than the offer asks, so a few bets finish it.
    await t.database.db
      .updateTable('bonuses')
      .set({ wager_required: minorUnits(1_000) })
      .where('id', '=', (await bonusRow(player)).id)
      .execute();
    await realBets(player, [300, 300]);
    const [progress] = await get('bonuses.get', {}, player);
    expect(progress).toMatchObject({ status: 'active', wagered: 600, wager_percent: 60 });

    await realBets(player, [500]);
    // Released in the background right after the stake that completed it.
    await vi.waitFor(async () => expect((await bonusRow(player)).status).toBe('wagered'));
    expect(await balances(player)).toEqual({ main: 10_000 - 1_100 + 10_000, bonus: 0 });
    const [released] = await get('bonuses.get', {}, player);
    expect(released).toMatchObject({ status: 'wagered', wagered: 1_000 });
    expect(released.finished_at).not.toBeNull();
  });

  it('forfeits the bonus when it expires', async () => {
    const player = await playerWithBonus();
    const bonus = await bonusRow(player);
    await t.database.db
      .updateTable('bonuses')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', bonus.id)
      .execute();
    expect(await expireDueBonuses(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(player)).toMatchObject({ status: 'expired' });
    expect(await balances(player)).toEqual({ main: 10_000, bonus: 0 });
  });

  it('lets a second bonus wait as pending, one active at a time, wagering only while active', async () => {
    const player = await playerWithBonus();
    const welcome = await bonusRow(player);
    // The reload's bonus arrives while the welcome bonus is active: it waits.
    await (await deposit(player, 4_000, { campaign_offer_id: String(RELOAD) })).pay();
    const reload = await bonusRow(player);
    expect(reload).toMatchObject({ offer_id: RELOAD, status: 'pending', amount: 2_000 });
    expect(await balances(player)).toEqual({ main: 14_000, bonus: 12_000 });

    const refused = await post('bonuses.activate', { bonus_id: String(reload.id) }, player);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      type: 'InvalidParameterException',
      error_data: { bonus_id: ['BONUS_ACTIVE'] },
    });

    // Stakes count for the active bonus; deactivating keeps its progress.
    await realBets(player, [200]);
    expect((await post('bonuses.deactivate', { bonus_id: String(welcome.id) }, player)).json()).toEqual({
      data: 1,
    });
    const listed = await get('bonuses.get', {}, player);
    expect(listed.map((bonus: { status: string }) => bonus.status)).toEqual(['pending', 'pending']);
    expect(listed[1]).toMatchObject({ id: welcome.id, wagered: 200, wager_percent: 0 });

    // The other one now activates; stakes while the welcome bonus waits do not count for it.
    expect((await post('bonuses.activate', { bonus_id: String(reload.id) }, player)).statusCode).toBe(200);
    await realBets(player, [300]);
    expect((await post('bonuses.deactivate', { bonus_id: String(reload.id) }, player)).statusCode).toBe(200);
    expect((await post('bonuses.activate', { bonus_id: String(welcome.id) }, player)).statusCode).toBe(200);
    await realBets(player, [100]);
    const [reloadNow, welcomeNow] = await get('bonuses.get', {}, player);
    expect(reloadNow).toMatchObject({ status: 'pending', wagered: 300 });
    expect(welcomeNow).toMatchObject({ status: 'active', wagered: 300 });

    // Refusals name the reason; a pending bonus can be removed, and its money leaves.
    const notActive = await post('bonuses.deactivate', { bonus_id: String(reload.id) }, player);
    expect(notActive.json().error.error_data).toEqual({ bonus_id: ['NOT_ACTIVE'] });
    const notPending = await post('bonuses.activate', { bonus_id: String(welcome.id) }, player);
    expect(notPending.json().error.error_data).toEqual({ bonus_id: ['NOT_PENDING'] });
    expect((await post('bonuses.remove', { bonus_id: String(reload.id) }, player)).statusCode).toBe(200);
    expect(await balances(player)).toEqual({ main: 14_000 - 600, bonus: 10_000 });
    const stranger = await registerPlayer(t);
    const foreign = await post('bonuses.activate', { bonus_id: String(welcome.id) }, stranger);
    expect(foreign.json().error.error_data).toEqual({ bonus_id: ['NOT_FOUND'] });
    expect((await post('bonuses.activate', { bonus_id: '0' }, player)).statusCode).toBe(400);
  });

  it('expires a pending bonus too', async () => {
    const player = await playerWithBonus();
    await (await deposit(player, 4_000, { campaign_offer_id: String(RELOAD) })).pay();
    const pending = await bonusRow(player);
    expect(pending.status).toBe('pending');
    await t.database.db
      .updateTable('bonuses')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', pending.id)
      .execute();
    expect(await expireDueBonuses(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(player)).toMatchObject({ status: 'expired' });
    expect(await balances(player)).toEqual({ main: 14_000, bonus: 10_000 });
  });

  it('asks before a withdrawal burns the bonuses, then forfeits them with it, once', async () => {
    const player = await playerWithBonus();
    // The demo content asks for a confirmed contact before a withdrawal (withdrawal-gates.test.ts).
    await confirmContacts(t, player);
    await (await deposit(player, 4_000, { campaign_offer_id: String(RELOAD) })).pay();
    expect((await get('getwithdrawsettings', {}, player)).bonus_balance).toBe(12_000);
    const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };
    const unconfirmed = await post('makewithdrawal', { ...card, amount: '3000' }, player);
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().error).toMatchObject({
      type: 'WithdrawalDeclinedException',
      code: 'BONUSES_WILL_BURN',
      error_data: { bonus_balance: 12_000 },
    });
    // Refused means nothing moved.
    expect(await balances(player)).toEqual({ main: 14_000, bonus: 12_000 });

    const confirmed = await post(
      'makewithdrawal',
      { ...card, amount: '3000', burn_bonuses: '1', idempotency_key: 'burn-1' },
      player,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await balances(player)).toEqual({ main: 11_000, bonus: 0 });
    const statuses = (await get('bonuses.get', {}, player)).map((bonus: { status: string }) => bonus.status);
    expect(statuses).toEqual(['removed', 'removed']);
    // The retried request answers the first result and burns nothing more.
    const retried = await post(
      'makewithdrawal',
      { ...card, amount: '3000', burn_bonuses: '1', idempotency_key: 'burn-1' },
      player,
    );
    expect(retried.json().data.transaction).toBe(confirmed.json().data.transaction);
    // Without bonuses a withdrawal needs no confirmation.
    const plain = await post('makewithdrawal', { ...card, amount: '2000' }, player);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await balances(player)).toEqual({ main: 9_000, bonus: 0 });
  });

  it('lets the player remove an active bonus, once', async () => {
    const player = await playerWithBonus();
    const { id } = await bonusRow(player);
    const removed = await post('bonuses.remove', { bonus_id: String(id) }, player);
    expect(removed.json()).toMatchObject({ data: 1 });
    expect(await balances(player)).toEqual({ main: 10_000, bonus: 0 });
    const again = await post('bonuses.remove', { bonus_id: String(id) }, player);
    expect(again.statusCode).toBe(400);
    const stranger = await registerPlayer(t);
    expect((await post('bonuses.remove', { bonus_id: String(id) }, stranger)).statusCode).toBe(400);
    expect((await post('bonuses.remove', { bonus_id: 'x' }, player)).statusCode).toBe(400);
  });
});

describe('promo code checks', () => {
  const check = (remoteAddress: string, player?: TestPlayer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/campaigns.checkPromocode?lang=en',
      payload: form({ promo_code: `GUESS${randomUUID().slice(0, 8)}` }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(player ? { cookie: player.cookie } : {}),
      },
      remoteAddress,
    });

  it('limits guessing per address, and a signed-in player has a budget of their own', async () => {
    const player = await registerPlayer(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await check('10.5.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const refused = await check('10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ type: 'TooManyRequestsException' });
    // Another address, and a player on the exhausted one, still check codes.
    expect((await check('10.5.0.2')).statusCode).toBe(400);
    expect((await check('10.5.0.1', player)).statusCode).toBe(400);
  });

  it("limits a signed-in player's guessing from any number of addresses", async () => {
    const player = await registerPlayer(t);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push((await check(`10.6.${attempt}.1`, player)).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const refused = await check('10.6.99.1', player);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ type: 'TooManyRequestsException' });
  });
});

type Step = readonly ['grant' | 'activate' | 'deactivate' | 'remove', 'A' | 'B' | 'C'];

describe('activation order (decision 0022)', () => {
  it.each<{ case: string; steps: Step[]; outcomes: string[]; statuses: string[] }>([
    {
      case: 'a grant with no bonus active comes active',
      steps: [['grant', 'A']],
      outcomes: [],
      statuses: ['active'],
    },
    {
      case: 'a grant while another is active waits',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
      ],
      outcomes: [],
      statuses: ['active', 'pending'],
    },
    {
      case: 'a waiting bonus is not activated over the active one: no swap',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
        ['activate', 'B'],
      ],
      outcomes: ['BONUS_ACTIVE'],
      statuses: ['active', 'pending'],
    },
    {
      case: 'deactivating the active one lets the player pick the next',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
        ['deactivate', 'A'],
        ['activate', 'B'],
      ],
      outcomes: ['ok', 'ok'],
      statuses: ['pending', 'active'],
    },
    {
      case: 'a waiting bonus stays waiting when the active one ends',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
        ['remove', 'A'],
      ],
      outcomes: ['ok'],
      statuses: ['removed', 'pending'],
    },
    {
      case: 'with none active, the next grant comes active before the older waiting one',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
        ['remove', 'A'],
        ['grant', 'C'],
        ['activate', 'B'],
      ],
      outcomes: ['ok', 'BONUS_ACTIVE'],
      statuses: ['removed', 'pending', 'active'],
    },
    {
      case: 'only a waiting bonus activates, only the active one deactivates',
      steps: [
        ['grant', 'A'],
        ['grant', 'B'],
        ['activate', 'A'],
        ['deactivate', 'B'],
      ],
      outcomes: ['NOT_PENDING', 'NOT_ACTIVE'],
      statuses: ['active', 'pending'],
    },
    {
      case: 'an ended bonus neither activates nor is removed again',
      steps: [
        ['grant', 'A'],
        ['remove', 'A'],
        ['activate', 'A'],
        ['remove', 'A'],
      ],
      outcomes: ['ok', 'NOT_PENDING', 'NOT_OPEN'],
      statuses: ['removed'],
    },
  ])('$case', async ({ steps, outcomes, statuses }) => {
    const db = t.database.db;
    const userId = await insertPlayer(db);
    const accounts = await bonusAccounts(db, userId, 'USD');
    const ids = new Map<string, number>();
    const seen: string[] = [];
    const now = new Date();
    for (const [action, name] of steps) {
      if (action === 'grant') {
        const bonus = await db.transaction().execute((trx) =>
          grantTitledBonus(
            trx,
            {
              userId,
              currency: 'USD',
              amount: minorUnits(1_000),
              wager: 10,
              days: 7,
              onceKey: `order:${name}`,
              titles: { en: name },
            },
            accounts,
            now,
          ),
        );
        ids.set(name, bonus!.id);
        continue;
      }
      const run = { activate: activateBonus, deactivate: deactivateBonus, remove: removeBonus }[action];
      seen.push(
        await run(db, userId, ids.get(name)!, now).then(
          () => 'ok',
          (error: { errorData?: { bonus_id?: string[] } }) => error.errorData?.bonus_id?.[0] ?? String(error),
        ),
      );
    }
    expect(seen).toEqual(outcomes);
    const rows = await db
      .selectFrom('bonuses')
      .select('status')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(statuses);
  });
});
