import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { mailLinkKey, signMailLink } from './mail-link-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newestMail(recipient: string) {
  return t.database.db
    .selectFrom('outbox_messages')
    .select(['body', 'headers'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** The token of the newest e-mail's link to `path`. */
async function linkToken(recipient: string, path: string) {
  const { body } = await newestMail(recipient);
  const url = body.match(/https?:\/\/\S+/g)?.find((each) => new URL(each).pathname === path);
  if (!url) throw new Error(`no ${path} link in: ${body}`);
  return new URL(url).searchParams.get('token') as string;
}

async function contactsOf(player: TestPlayer) {
  return t.database.db.selectFrom('user_contacts').selectAll().where('user_id', '=', player.uid).execute();
}

async function isSubscribed(player: TestPlayer) {
  const user = await t.database.db
    .selectFrom('users')
    .select('is_subscribed')
    .where('id', '=', player.uid)
    .executeTakeFirstOrThrow();
  return user.is_subscribed;
}

async function subscribe(player: TestPlayer) {
  await postAction(t, 'account.changeSubscription', { contact: player.email, subscription: '1' }, player);
}

async function sendConfirmation(player: TestPlayer) {
  const sent = await postAction(t, 'account.sendconfirmationtocontact', { contact: player.email }, player);
  expect(sent.json()).toEqual({ data: 1 });
}

const refusal = (reason: string) => ({
  type: 'InvalidParameterException',
  invalid_parameters: { token: expect.any(String) },
  error_data: { reason },
});

describe('e-mail links', () => {
  it('puts a confirmation link and a one-click unsubscribe link (also as headers) in the confirmation e-mail', async () => {
    const player = await registerPlayer(t);
    await sendConfirmation(player);
    const mail = await newestMail(player.email);
    expect(mail.body).toMatch(/\b\d{6}\b/);
    const unsubscribe = await linkToken(player.email, '/unsubscribe');
    expect(await linkToken(player.email, '/confirmation')).toMatch(/^c\./);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${testConfig.publicUrl}/api/account.unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('unsubscribes with the link and no session, once', async () => {
    const player = await registerPlayer(t);
    await subscribe(player);
    await sendConfirmation(player);
    const token = await linkToken(player.email, '/unsubscribe');
    expect(await isSubscribed(player)).toBe(true);

    // As a mail client's one-click POST sends it (RFC 8058): no cookie, the token in the URL.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/account.unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.json()).toEqual({ data: 1 });
    expect(await isSubscribed(player)).toBe(false);
    expect((await contactsOf(player)).every((contact) => !contact.is_subscribed)).toBe(true);

    await subscribe(player);
    const again = await postAction(t, 'account.unsubscribe', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject(refusal('used'));
    expect(await isSubscribed(player)).toBe(true);
  });

  it('refuses a forged or expired unsubscribe link and changes nothing', async () => {
    const player = await registerPlayer(t);
    await subscribe(player);
    const forged = signMailLink(mailLinkKey('x'.repeat(32)), {
      purpose: 'unsubscribe',
      subject: player.uid,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const expired = signMailLink(mailLinkKey(testConfig.sessionSecret), {
      purpose: 'unsubscribe',
      subject: player.uid,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    for (const [token, reason] of [
      [forged, 'invalid'],
      ['not-a-token', 'invalid'],
      [expired, 'expired'],
    ] as const) {
      const answer = await postAction(t, 'account.unsubscribe', { token });
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().error, token).toMatchObject(refusal(reason));
    }
    expect(await isSubscribed(player)).toBe(true);
  });

  it('confirms the contact with the link and no session, once; an unsubscribe link does not confirm', async () => {
    const player = await registerPlayer(t);
    await sendConfirmation(player);
    const token = await linkToken(player.email, '/confirmation');
    const unsubscribe = await linkToken(player.email, '/unsubscribe');

    const crossed = await postAction(t, 'account.confirmContact', { token: unsubscribe });
    expect(crossed.json().error).toMatchObject(refusal('invalid'));

    expect((await postAction(t, 'account.confirmContact', { token })).json()).toEqual({ data: 1 });
    expect((await contactsOf(player)).find((each) => each.contact === player.email)?.is_confirmed).toBe(true);
    const again = await postAction(t, 'account.confirmContact', { token });
    expect(again.json().error).toMatchObject(refusal('used'));
  });

  it('refuses a forged or expired confirmation link and confirms nothing', async () => {
    const player = await registerPlayer(t);
    await sendConfirmation(player);
    const token = await linkToken(player.email, '/confirmation');
    const contactId = Number(token.split('.')[1]);
    const forged = signMailLink(mailLinkKey('y'.repeat(32)), {
      purpose: 'confirm',
      subject: contactId,
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
    });
    const expired = signMailLink(mailLinkKey(testConfig.sessionSecret), {
      purpose: 'confirm',
      subject: contactId,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    // The real link with one character of its signature changed.
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const [candidate, reason] of [
      [forged, 'invalid'],
      [tampered, 'invalid'],
      [expired, 'expired'],
    ] as const) {
      const answer = await postAction(t, 'account.confirmContact', { token: candidate });
      expect(answer.statusCode, candidate).toBe(400);
      expect(answer.json().error, candidate).toMatchObject(refusal(reason));
    }
    expect((await contactsOf(player)).find((each) => each.contact === player.email)?.is_confirmed).toBe(
      false,
    );
  });

  it('still confirms with the code as before, and asks guests without a token to sign in', async () => {
    const guest = await postAction(t, 'account.confirmContact', { contact: 'a@example.com', code: '123456' });
    expect(guest.statusCode).toBe(401);
    const player = await registerPlayer(t);
    const missing = await postAction(t, 'account.confirmContact', { code: '123456' }, player);
    expect(missing.json().error.invalid_parameters).toEqual({ contact: expect.any(String) });
  });
});
