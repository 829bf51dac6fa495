import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, registerPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MESSAGE = { subject: 'Withdrawal', message: 'Where is my withdrawal from Monday?' };

function send(fields: Record<string, string>, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Support.sendFeedback?lang=en',
    payload: form(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    remoteAddress: options.ip ?? '10.77.0.1',
  });
}

async function mailsTo(recipient: string) {
  return t.database.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body', 'headers'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .execute();
}

describe('Support.sendFeedback', () => {
  it('stores a guest’s message, mails it to support with the guest to reply to, and confirms to the guest', async () => {
    const answer = await send({ ...MESSAGE, email: 'Guest.One@Example.com' }, { ip: '10.77.1.1' });
    expect(answer.json()).toEqual({ data: 1 });
    const stored = await t.database.db
      .selectFrom('feedback_messages')
      .selectAll()
      .where('email', '=', 'guest.one@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, subject: 'Withdrawal', locale: 'en' });
    const [toSupport] = await mailsTo('support@localhost');
    expect(toSupport).toMatchObject({
      subject: `Feedback #${stored.id}: Withdrawal`,
      headers: { 'Reply-To': 'guest.one@example.com' },
    });
    expect(toSupport?.body).toContain(MESSAGE.message);
    const [copy] = await mailsTo('guest.one@example.com');
    expect(copy?.subject).toBe('We have received your message: Withdrawal');
  });

  it('answers field errors with the spec messages and sends nothing', async () => {
    const before = (await mailsTo('support@localhost')).length;
    const answer = await send({ subject: '', message: 'short', email: 'nope' }, { ip: '10.77.2.1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: {
        subject: 'Field is required',
        message: 'Min length is 10',
        email: 'wrong email address',
      },
    });
    expect(
      await send({ ...MESSAGE }, { ip: '10.77.2.1' }).then((r) => r.json().error.invalid_parameters),
    ).toEqual({
      email: 'insert email address',
    });
    expect((await mailsTo('support@localhost')).length).toBe(before);
  });

  it('answers a player at their e-mail contact without asking for it', async () => {
    const player = await registerPlayer(t);
    expect((await send(MESSAGE, { cookie: player.cookie })).json()).toEqual({ data: 1 });
    const [toSupport] = await mailsTo('support@localhost');
    expect(toSupport?.body).toContain(`From player ${player.uid}, ${player.email}`);
    expect((await mailsTo(player.email))[0]?.subject).toBe('We have received your message: Withdrawal');
  });

  it('limits guests per address and players per account, so a guest flood cannot silence a player', async () => {
    const player = await registerPlayer(t);
    for (let i = 0; i < 5; i++) {
      expect((await send({ ...MESSAGE, email: 'flood@example.com' }, { ip: '10.77.3.1' })).statusCode).toBe(
        200,
      );
    }
    const flooded = await send({ ...MESSAGE, email: 'flood@example.com' }, { ip: '10.77.3.1' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().error.type).toBe('TooManyRequestsException');
    // The same address as the flood: the player's budget is their own.
    expect((await send(MESSAGE, { cookie: player.cookie, ip: '10.77.3.1' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await send(MESSAGE, { cookie: player.cookie, ip: `10.77.4.${i + 1}` });
    const tooMany = await send(MESSAGE, { cookie: player.cookie, ip: '10.77.5.1' });
    expect(tooMany.json().error.type).toBe('TooManyRequestsException');
  });
});
