import { profileContract } from '@casino/shared/contract/profile.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto/totp.ts';
import { qrCodeDataUrl } from '../../lib/qr-code.ts';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function post(action: string, fields: Record<string, string>, cookie?: string, target = t) {
  return target.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
  });
}

function get(action: string, query: Record<string, string>, cookie?: string, target = t) {
  const search = new URLSearchParams({ lang: 'en', ...query });
  return target.app.inject({
    method: 'GET',
    url: `/api/${action}?${search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function profileOf(player: TestPlayer, fields = 'contacts,document', target = t) {
  return (await get('account.getprofileinfo', { fields }, player.cookie, target)).json().data;
}

async function storedUser(uid: number) {
  return t.database.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
}

/** The code of the newest message to `recipient`. */
async function sentCode(recipient: string) {
  const message = await t.database.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(message.body)?.[1] as string;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

async function confirmEmail(player: TestPlayer) {
  await post('account.sendconfirmationtocontact', { contact: player.email }, player.cookie);
  const code = await sentCode(player.email);
  return post('account.confirmContact', { contact: player.email, code }, player.cookie);
}

describe('access', () => {
  it('refuses guests on every action but the registration form settings', async () => {
    for (const [name, action] of Object.entries(profileContract)) {
      if (action.access === 'public' && action.method === 'GET') {
        expect((await get(name, {})).statusCode, name).toBe(200);
        continue;
      }
      // Public mutations (an e-mail link's token instead of a session) still need one or the other.
      const response = action.method === 'GET' ? await get(name, {}) : await post(name, {});
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.type, name).toBe('AuthorizationException');
    }
  });
});

describe('profile', () => {
  const valid = {
    first_name: 'Ana',
    middle_name: 'Maria',
    last_name: 'Silva',
    birth_date: '1990-05-07',
    sex: '2',
    country_code: 'br',
    region: 'SP',
    home_town: 'Campinas',
    address: 'Rua das Flores 12/3',
    postcode: '13010010',
    document_type: 'passport',
    document_number: 'FX123456',
  };

  it('saves the profile and reads it back, with the date as dd.mm.yyyy and the country on the account', async () => {
    const player = await registerPlayer(t);
    const fresh = await profileOf(player, '');
    expect(fresh).toMatchObject({ first_name: null, sex: 0, country_code: null });
    expect(fresh).not.toHaveProperty('contacts');

    expect((await post('account.saveProfileInfo', valid, player.cookie)).json()).toEqual({ data: 1 });
    expect(await profileOf(player)).toEqual({
      first_name: 'Ana',
      middle_name: 'Maria',
      last_name: 'Silva',
      sex: 2,
      birth_date: '07.05.1990',
      country: null,
      country_code: 'BR',
      region: 'SP',
      home_town: 'Campinas',
      address: 'Rua das Flores 12/3',
      postcode: '13010010',
      document: { type: 'passport', number: null },
      contacts: [{ type: 'email', contact: player.email, is_confirmed: false, is_subscribed: false }],
    });
    expect((await get('account.getInfo', {}, player.cookie)).json().data.country_code).toBe('BR');

    // A later save of one field keeps the others.
    await post('account.saveProfileInfo', { home_town: 'Santos' }, player.cookie);
    expect(await profileOf(player, '')).toMatchObject({ home_town: 'Santos', first_name: 'Ana' });
  });

  it('answers every wrong field with the spec message and saves nothing', async () => {
    const player = await registerPlayer(t);
    await post('account.saveProfileInfo', valid, player.cookie);
    const before = (await storedUser(player.uid)).profile;
    const response = await post(
      'account.saveProfileInfo',
      {
        first_name: 'An4',
        last_name: '   ',
        birth_date: '31.02.1990',
        sex: '0',
        region: 'XX',
        postcode: '12ab',
        document_type: 'licence',
        home_town: 'Rio',
      },
      player.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      type: 'InvalidParameterException',
      code: 'InvalidParameter',
      message: 'Invalid parameters',
      invalid_parameters: {
        first_name: 'Wrong field',
        last_name: 'Required field',
        birth_date: 'Wrong date',
        sex: 'Please choose',
        region: 'Wrong field',
        postcode: 'Wrong field',
        document_type: 'Wrong field',
      },
    });
    expect((await storedUser(player.uid)).profile).toEqual(before);

    const country = await post('account.saveProfileInfo', { country_code: 'ZZ' }, player.cookie);
    expect(country.json().error.invalid_parameters).toEqual({ country_code: 'Wrong field' });
    expect((await storedUser(player.uid)).country_code).toBe('BR');
  });

  it('shows the document number only when the document type is cpf', async () => {
    const player = await registerPlayer(t);
    await post(
      'account.saveProfileInfo',
      { document_type: 'cpf', document_number: '123.456.789-09' },
      player.cookie,
    );
    expect((await profileOf(player, 'document')).document).toEqual({ type: 'cpf', number: '123.456.789-09' });
    await post('account.saveProfileInfo', { document_type: 'id_card' }, player.cookie);
    expect((await profileOf(player, 'document')).document).toEqual({ type: 'id_card', number: null });
  });

  it("lists the profile fields, with the country's regions when it has any", async () => {
    const player = await registerPlayer(t);
    const base = (await get('account.getPersonalDataFields', {}, player.cookie)).json().data;
    expect(base.map((field: { sysname: string }) => field.sysname)).toContain('document_type');
    expect(
      base.find((field: { sysname: string }) => field.sysname === 'region').options.select,
    ).toBeUndefined();

    const brazil = (await get('account.getPersonalDataFields', { country: 'BR' }, player.cookie)).json().data;
    const region = brazil.find((field: { sysname: string }) => field.sysname === 'region');
    expect(region.options.select).toContainEqual({ value: 'SP', label: 'São Paulo' });
    expect(brazil).toHaveLength(base.length);

    const unknown = await get('account.getPersonalDataFields', { country: 'ZZ' }, player.cookie);
    expect(unknown.json().error.invalid_parameters).toEqual({ country: 'Unknown country' });
  });

  it('answers the phone countries and the preselected one', async () => {
    const player = await registerPlayer(t);
    const settings = (await get('account.getContactPhoneSettings', {}, player.cookie)).json().data;
    expect(settings.default_country).toBe('US');
    expect(settings.countries).toContainEqual(
      expect.objectContaining({ country_code: 'BR', phone_code: '+55', name: 'Brazil' }),
    );
  });

  it('changes the fake name with the spec checks', async () => {
    const player = await registerPlayer(t);
    const short = await post('account.changefakename', { fakename: 'Ace' }, player.cookie);
    expect(short.json().error.invalid_parameters).toEqual({ fakename: 'Min count of symbols is 4' });
    const special = await post('account.changefakename', { fakename: 'Lucky_Ace' }, player.cookie);
    expect(special.json().error.invalid_parameters).toEqual({ fakename: 'Special symbols are not allowed' });
    expect((await post('account.changefakename', { fakename: 'LuckyAce7' }, player.cookie)).json()).toEqual({
      data: 1,
    });
    expect((await get('account.getInfo', {}, player.cookie)).json().data.fakename).toBe('LuckyAce7');
  });

  it('sets only an available currency, and only before money moved (decision 0051)', async () => {
    const player = await registerPlayer(t);
    expect((await post('account.setCurrency', { currency: 'usd' }, player.cookie)).json()).toEqual({
      data: 1,
    });
    const pound = await post('account.setCurrency', { currency: 'GBP' }, player.cookie);
    expect(pound.json().error.invalid_parameters).toEqual({ currency: 'This currency is not available' });
    expect((await storedUser(player.uid)).currency).toBe('USD');
    expect((await post('account.setCurrency', { currency: 'EUR' }, player.cookie)).json()).toEqual({
      data: 1,
    });
    expect((await storedUser(player.uid)).currency).toBe('EUR');

    // Euros on the account: another currency would hide them, so the currency stays.
    await fundPlayer(t.database.db, player.uid, 1_000, 'EUR');
    const locked = await post('account.setCurrency', { currency: 'USD' }, player.cookie);
    expect(locked.json().error.invalid_parameters).toEqual({
      currency: 'The currency cannot change once money has moved on the account',
    });
    expect((await storedUser(player.uid)).currency).toBe('EUR');
    expect((await post('account.setCurrency', { currency: 'EUR' }, player.cookie)).json()).toEqual({
      data: 1,
    });
  });
});

describe('contacts', () => {
  it('adds a phone, sends it a code by SMS and confirms it', async () => {
    const player = await registerPlayer(t);
    const added = await post(
      'account.addcontact',
      { type: 'phone', contact: '(11) 98765-4321', phone_country_code: '+55' },
      player.cookie,
    );
    expect(added.json()).toEqual({ data: 1 });
    expect((await profileOf(player, 'contacts')).contacts).toContainEqual({
      type: 'phone',
      contact: '5511987654321',
      is_confirmed: false,
      is_subscribed: false,
      phone_country_code: '+55',
    });

    const sent = await post('account.sendconfirmationtocontact', { contact: '5511987654321' }, player.cookie);
    expect(sent.json()).toEqual({ data: 1 });
    const message = await t.database.db
      .selectFrom('outbox_messages')
      .select(['channel'])
      .where('recipient', '=', '5511987654321')
      .executeTakeFirstOrThrow();
    expect(message.channel).toBe('sms');
    const code = await sentCode('5511987654321');

    const wrong = await post(
      'account.confirmContact',
      { contact: '5511987654321', code: otherCode(code) },
      player.cookie,
    );
    expect(wrong.json().error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { code: 'Wrong SMS code' },
    });
    const confirmed = await post('account.confirmContact', { contact: '5511987654321', code }, player.cookie);
    expect(confirmed.json()).toEqual({ data: 1 });
    const phone = (await profileOf(player, 'contacts')).contacts.find(
      (contact: { type: string }) => contact.type === 'phone',
    );
    expect(phone.is_confirmed).toBe(true);
  });

  it('accepts a code once', async () => {
    const player = await registerPlayer(t);
    expect((await confirmEmail(player)).json()).toEqual({ data: 1 });
    const code = await sentCode(player.email);
    const again = await post('account.confirmContact', { contact: player.email, code }, player.cookie);
    expect(again.json().error.invalid_parameters).toEqual({ code: 'The code is invalid or has expired' });
  });

  it('refuses a malformed, expired or too often guessed code', async () => {
    const player = await registerPlayer(t);
    const short = await post('account.confirmContact', { contact: player.email, code: '12' }, player.cookie);
    expect(short.json().error.invalid_parameters).toEqual({ code: 'The code must contain 6 digits' });

    await post('account.sendconfirmationtocontact', { contact: player.email }, player.cookie);
    const code = await sentCode(player.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      await post('account.confirmContact', { contact: player.email, code: otherCode(code) }, player.cookie);
    }
    const guessed = await post('account.confirmContact', { contact: player.email, code }, player.cookie);
    expect(guessed.json().error.invalid_parameters).toEqual({ code: 'The code is invalid or has expired' });

    const other = await registerPlayer(t);
    await post('account.sendconfirmationtocontact', { contact: other.email }, other.cookie);
    await t.database.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', other.uid)
      .execute();
    const expired = await post(
      'account.confirmContact',
      { contact: other.email, code: await sentCode(other.email) },
      other.cookie,
    );
    expect(expired.json().error.invalid_parameters).toEqual({ code: 'The code is invalid or has expired' });
  });

  it('sends at most one code a minute, answering the time left', async () => {
    const player = await registerPlayer(t);
    expect(
      (await post('account.sendconfirmationtocontact', { contact: player.email }, player.cookie)).json(),
    ).toEqual({ data: 1 });
    const again = await post('account.sendconfirmationtocontact', { contact: player.email }, player.cookie);
    expect(again.statusCode).toBe(429);
    const { error } = again.json();
    expect(error.message).toMatch(/^Resend time is \d+$/);
    expect(error.error_data.resend_time).toBeGreaterThan(0);
    expect(error.error_data.resend_time).toBeLessThanOrEqual(60);
    const sent = await t.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', player.email)
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('refuses a wrong, taken or repeated contact', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ type: 'email', contact: 'not-an-email' }, { contact: 'wrong email address' }],
      [{ type: 'email' }, { contact: 'insert email address' }],
      [
        { type: 'email', contact: other.email.toUpperCase() },
        { contact: 'This email is already registered' },
      ],
      [{ type: 'email', contact: player.email }, { contact: 'This contact is already in your profile' }],
      [{ type: 'phone', contact: '11987654321' }, { phone_country_code: 'Field is required' }],
      [{ type: 'phone', contact: '123', phone_country_code: '+55' }, { contact: 'wrong phone format' }],
    ];
    for (const [fields, expected] of cases) {
      const response = await post('account.addcontact', fields, player.cookie);
      expect(response.json().error?.invalid_parameters, JSON.stringify(fields)).toEqual(expected);
    }
    const unknown = await post('account.sendconfirmationtocontact', { contact: other.email }, player.cookie);
    expect(unknown.json().error.invalid_parameters).toEqual({
      contact: 'This contact is not in your profile',
    });
  });

  it('keeps a player to 5 contacts', async () => {
    const player = await registerPlayer(t);
    for (let extra = 1; extra <= 4; extra++) {
      const added = await post(
        'account.addcontact',
        { type: 'email', contact: `extra${extra}-${player.uid}@example.com` },
        player.cookie,
      );
      expect(added.json()).toEqual({ data: 1 });
    }
    const sixth = await post(
      'account.addcontact',
      { type: 'email', contact: `extra5-${player.uid}@example.com` },
      player.cookie,
    );
    expect(sixth.json().error.invalid_parameters).toEqual({
      contact: 'No more than 5 contacts can be added',
    });
  });

  it('changes subscriptions per contact and unsubscribes from everything', async () => {
    const player = await registerPlayer(t, { notify: '1' });
    await post(
      'account.addcontact',
      { type: 'phone', contact: '2025550123', phone_country_code: '+1' },
      player.cookie,
    );
    const subscribed = async () =>
      (await get('account.getInfo', {}, player.cookie)).json().data.is_subscribed;
    expect(await subscribed()).toBe(true);

    await post('account.changeSubscription', { contact: player.email, subscription: '0' }, player.cookie);
    expect(await subscribed()).toBe(false);
    await post('account.changeSubscription', { contact: '12025550123', subscription: '1' }, player.cookie);
    expect(await subscribed()).toBe(true);
    expect(
      (await profileOf(player, 'contacts')).contacts.map(
        (contact: { is_subscribed: boolean }) => contact.is_subscribed,
      ),
    ).toEqual([false, true]);

    expect((await post('account.unsubscribe', {}, player.cookie)).json()).toEqual({ data: 1 });
    expect(await subscribed()).toBe(false);
    expect(
      (await profileOf(player, 'contacts')).contacts.every(
        (contact: { is_subscribed: boolean }) => !contact.is_subscribed,
      ),
    ).toBe(true);
  });
});

describe('two-factor sign-in', () => {
  function login(player: TestPlayer, code?: string) {
    return post('auth.login', { login: player.email, password: player.password, ...(code ? { code } : {}) });
  }

  it('turns on sign-in codes only with a confirmed contact', async () => {
    const player = await registerPlayer(t);
    const refused = await post(
      'account.changeTwoFactorAuth',
      { enable: '1', method: 'code', password: player.password },
      player.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.invalid_parameters).toEqual({
      method: 'Confirm an email address or phone number first: sign-in codes are sent there',
    });

    await confirmEmail(player);
    expect(
      (
        await post('account.changeTwoFactorAuth', { enable: '1', password: player.password }, player.cookie)
      ).json(),
    ).toEqual({ data: 1 });
    expect((await get('account.getInfo', {}, player.cookie)).json().data.two_factor_auth).toBe(true);
    expect((await login(player)).json().error.message).toBe('two_factor_auth is enable');
  });

  it('turns an authenticator on only with the password (a stolen session cannot bind its own)', async () => {
    const player = await registerPlayer(t);
    const missing = await post('account.changeTwoFactorAuth', { enable: '1', method: 'totp' }, player.cookie);
    expect(missing.json().error.invalid_parameters).toEqual({ password: 'Field is required' });
    const wrong = await post(
      'account.changeTwoFactorAuth',
      { enable: '1', method: 'totp', password: 'not-it-1' },
      player.cookie,
    );
    expect(wrong.json().error.invalid_parameters).toEqual({ password: 'Wrong password' });
    expect((await storedUser(player.uid)).totp_pending_secret).toBeNull();
  });

  it('activates an authenticator once a code from it is confirmed; sign-in then asks for a code', async () => {
    const player = await registerPlayer(t);
    const started = await post(
      'account.changeTwoFactorAuth',
      { enable: '1', method: 'totp', password: player.password },
      player.cookie,
    );
    const { secret, otpauth_uri, qr_code } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr_code).toBe(qrCodeDataUrl(otpauth_uri));
    expect(otpauth_uri).toBe(
      `otpauth://totp/Aurora%20Casino:${encodeURIComponent(player.email)}?secret=${secret}` +
        '&issuer=Aurora%20Casino&algorithm=SHA1&digits=6&period=30',
    );
    // Pending only: until confirmed, signing in needs no code.
    expect((await get('account.getInfo', {}, player.cookie)).json().data.two_factor_auth).toBe(false);

    const code = totpCode(secret, Date.now());
    const wrong = await post('account.confirmTwoFactorAuth', { code: otherCode(code) }, player.cookie);
    expect(wrong.json().error.invalid_parameters).toEqual({ code: 'two_factor_auth: code is invalid' });
    expect((await post('account.confirmTwoFactorAuth', { code }, player.cookie)).json()).toEqual({ data: 1 });
    expect((await storedUser(player.uid)).totp_pending_secret).toBeNull();

    const first = await login(player);
    expect(first.statusCode).toBe(401);
    expect(first.json().error.message).toBe('two_factor_auth is enable');
    // The confirming code is spent; the next time step's code signs in.
    expect((await login(player, code)).json().error.message).toBe('two_factor_auth: code is invalid');
    expect((await login(player, totpCode(secret, Date.now() + 30_000))).statusCode).toBe(200);
  });

  it('turns two-factor sign-in off only with the password', async () => {
    const player = await registerPlayer(t);
    await confirmEmail(player);
    await post(
      'account.changeTwoFactorAuth',
      { enable: '1', method: 'code', password: player.password },
      player.cookie,
    );

    const missing = await post('account.changeTwoFactorAuth', { enable: '0' }, player.cookie);
    expect(missing.json().error.invalid_parameters).toEqual({ password: 'Field is required' });
    const wrong = await post(
      'account.changeTwoFactorAuth',
      { enable: '0', password: 'not-it-1' },
      player.cookie,
    );
    expect(wrong.json().error.invalid_parameters).toEqual({ password: 'Wrong password' });
    expect((await get('account.getInfo', {}, player.cookie)).json().data.two_factor_auth).toBe(true);

    const off = await post(
      'account.changeTwoFactorAuth',
      { enable: '0', password: player.password },
      player.cookie,
    );
    expect(off.json()).toEqual({ data: 1 });
    expect((await login(player)).statusCode).toBe(200);
  });
});

describe.runIf(testDatabaseUrl)('requests at the same moment (PostgreSQL)', () => {
  let pg: TestApp;
  beforeAll(async () => {
    pg = await createTestApp(await freshPostgres());
  });
  afterAll(() => pg?.close());

  it('gives a contact to one player only and sends one code per resend time', async () => {
    const players = await Promise.all([1, 2, 3].map(() => registerPlayer(pg)));
    const contact = 'shared@example.com';
    const added = await Promise.all(
      players.map((player) => post('account.addcontact', { type: 'email', contact }, player.cookie, pg)),
    );
    expect(added.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of added.filter((each) => each.statusCode !== 200)) {
      expect(response.json().error.invalid_parameters).toEqual({
        contact: 'This email is already registered',
      });
    }

    const owner = players[added.findIndex((response) => response.statusCode === 200)] as TestPlayer;
    const sends = await Promise.all(
      [1, 2, 3, 4].map(() => post('account.sendconfirmationtocontact', { contact }, owner.cookie, pg)),
    );
    expect(sends.map((response) => response.statusCode).sort()).toEqual([200, 429, 429, 429]);
    const sent = await pg.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', contact)
      .execute();
    expect(sent).toHaveLength(1);
  });

  it('keeps both of two profile saves of different fields', async () => {
    const player = await registerPlayer(pg);
    await Promise.all([
      post('account.saveProfileInfo', { first_name: 'Ana', address: 'Main St 1' }, player.cookie, pg),
      post('account.saveProfileInfo', { last_name: 'Silva', postcode: '12345' }, player.cookie, pg),
    ]);
    expect(await profileOf(player, '', pg)).toMatchObject({
      first_name: 'Ana',
      address: 'Main St 1',
      last_name: 'Silva',
      postcode: '12345',
    });
  });
});
