import type { AddressInfo } from 'node:net';
import type { LiveServerMessage } from '@casino/shared/live/live-protocol';
import { AGENT_CHANNEL_PATH } from '@casino/shared/support/chat-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { pngImage } from '../../test/png-image.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const bucket = {
  bucket: 'chat-files',
  accessKeyId: 'AKIACHATTEST',
  secretAccessKey: 'chat-test-secret',
  region: 'eu-west-1',
};

let t: TestApp;
let origin: string;
// Attachments go to an S3-compatible bucket here (the in-test server checks every signature); the
// identity documents' tests keep theirs under DATA_DIR.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer(bucket);
  t = await createTestApp(undefined, { s3: { ...bucket, endpoint: s3.endpoint } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const photo = pngImage(400, 340, (x, y) => [x % 256, y % 256, 90, 255]);

/** A live channel client: the chat events it received, in order. */
class Client {
  readonly socket: WebSocket;
  readonly events: unknown[] = [];
  readonly opened: Promise<void>;
  readonly #waiters: (() => void)[] = [];

  constructor(path: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(`ws://${origin}${path}`, { headers });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
      this.socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`HTTP ${response.statusCode}`)),
      );
    });
    this.socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as LiveServerMessage;
      if (message.type === 'message' && message.event === 'support.chat') {
        this.events.push(message.data);
        for (const waiter of this.#waiters.splice(0)) waiter();
      }
    });
  }

  /** Resolves once an event matching `test` has arrived. */
  async waitFor(test: (event: Record<string, unknown>) => boolean, timeoutMs = 3000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find((event) => test(event as Record<string, unknown>));
      if (found) return found as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}

async function playerSocket(player: TestPlayer) {
  const token = (await getAction(t, 'account.getToken', {}, player)).json().data.token as string;
  const client = new Client('/ws');
  await client.opened;
  client.socket.send(JSON.stringify({ type: 'init', token }));
  return client;
}

async function agentSocket(cookie: string) {
  const client = new Client(AGENT_CHANNEL_PATH, { cookie });
  await client.opened;
  return client;
}

const say = (player: TestPlayer, fields: Record<string, string>) =>
  postAction(t, 'support.sendMessage', fields, player);

describe('support.getsettings', () => {
  it('answers the built-in chat by default, to guests too', async () => {
    const answer = await getAction(t, 'support.getsettings', {});
    expect(answer.json()).toEqual({ data: { provider: 'builtin', config: {} } });
  });
});

describe('chat permissions', () => {
  it('gives a guest nothing', async () => {
    for (const action of ['support.getChat']) {
      expect((await getAction(t, action, {})).json().error.type).toBe('AuthorizationException');
    }
    for (const action of ['support.sendMessage', 'support.markRead', 'support.typing']) {
      expect((await postAction(t, action, { message: 'Hello' })).json().error.type).toBe(
        'AuthorizationException',
      );
    }
    const upgrade = new Client(AGENT_CHANNEL_PATH);
    await expect(upgrade.opened).rejects.toThrow('HTTP 401');
  });

  it('shows a player their own conversation and nobody else’s', async () => {
    const alice = await registerPlayer(t);
    const bob = await registerPlayer(t);
    expect((await say(alice, { message: 'Alice needs help' })).statusCode).toBe(200);
    expect((await say(bob, { message: 'Bob needs help' })).statusCode).toBe(200);
    const aliceThread = (await getAction(t, 'support.getChat', {}, alice)).json().data;
    expect(aliceThread.messages.map((message: { body: string }) => message.body)).toEqual([
      'Alice needs help',
    ]);
    expect(aliceThread.conversation.user_id).toBe(alice.uid);
    const bobThread = (await getAction(t, 'support.getChat', {}, bob)).json().data;
    expect(bobThread.messages.map((message: { body: string }) => message.body)).toEqual(['Bob needs help']);
    expect(bobThread.conversation.id).not.toBe(aliceThread.conversation.id);
  });

  it('opens the console to agents only: support and admin, not finance, risk or content', async () => {
    for (const role of ['finance', 'risk', 'content'] as const) {
      const staff = await signedInStaff(t, role);
      const list = await backofficeCall(t, 'support.conversations', {}, staff.cookie);
      expect(list.statusCode, role).toBe(403);
      await expect(new Client(AGENT_CHANNEL_PATH, { cookie: staff.cookie }).opened).rejects.toThrow(
        'HTTP 403',
      );
    }
    const agent = await signedInStaff(t, 'support');
    expect((await backofficeCall(t, 'support.conversations', {}, agent.cookie)).statusCode).toBe(200);
  });
});

describe('attachments', () => {
  it('keeps a real picture, re-encoded as WebP, in the file store', async () => {
    const player = await registerPlayer(t);
    const answer = await say(player, { message: 'My screen', attachment: photo.toString('base64') });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.attachment).toMatchObject({ width: 400, height: 340 });
    expect(answer.json().data.attachment.src).toMatch(/^data:image\/webp;base64,/);
    const row = await t.database.db
      .selectFrom('support_messages')
      .select(['attachment', 'attachment_key'])
      .where('id', '=', answer.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.attachment).toBeNull();
    const stored = s3.objects.get(row.attachment_key ?? '');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.data.subarray(8, 12).toString()).toBe('WEBP');
    // The thread reads it back from the bucket.
    const thread = (await getAction(t, 'support.getChat', {}, player)).json().data;
    expect(thread.messages[0].attachment.src).toBe(answer.json().data.attachment.src);
  });

  it('refuses a renamed executable, a file too big and a polyglot, and stores nothing', async () => {
    const player = await registerPlayer(t);
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]);
    const polyglot = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    // Past the chat's 512 KB, within the 1 MB form body.
    const tooBig = Buffer.concat([photo, Buffer.alloc(600 * 1024 - photo.length)]);
    for (const [bytes, refusal] of [
      [executable, 'not_an_image'],
      [polyglot, 'polyglot'],
      [tooBig, 'too_large'],
    ] as const) {
      const answer = await say(player, { message: 'Look', attachment: bytes.toString('base64') });
      expect(answer.statusCode, refusal).toBe(400);
      expect(answer.json().error).toMatchObject({
        type: 'InvalidParameterException',
        error_data: { refusal },
      });
      expect(answer.json().error.invalid_parameters.attachment).toEqual(expect.any(String));
    }
    // Far past the body limit: refused before anything is read.
    const huge = await say(player, { attachment: Buffer.alloc(50 * 1024 * 1024).toString('base64') });
    expect(huge.statusCode).toBe(413);
    expect((await getAction(t, 'support.getChat', {}, player)).json().data.messages).toEqual([]);
  });

  it('refuses an empty message', async () => {
    const player = await registerPlayer(t);
    const answer = await say(player, { message: '  ' });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.invalid_parameters)).toEqual(['message']);
  });
});

describe('offline messages', () => {
  it('become feedback in the outbox when no agent is online, once per quarter hour', async () => {
    await t.database.db.deleteFrom('support_agent_presence').execute();
    const player = await registerPlayer(t);
    expect((await say(player, { message: 'Is anybody there?' })).statusCode).toBe(200);
    expect((await say(player, { message: 'Hello?' })).statusCode).toBe(200);
    const feedback = await t.database.db
      .selectFrom('feedback_messages')
      .selectAll()
      .where('user_id', '=', player.uid)
      .execute();
    expect(feedback.map((row) => row.message)).toEqual(['Is anybody there?']);
    const mails = await t.database.db
      .selectFrom('outbox_messages')
      .select(['subject', 'body'])
      .where('recipient', '=', 'support@localhost')
      .where('subject', 'like', `Feedback #${feedback[0]?.id}:%`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('Is anybody there?');
    expect((await getAction(t, 'support.getChat', {}, player)).json().data.agents_online).toBe(false);
  });
});

describe('live delivery', () => {
  it('pushes messages, typing, unread counts and closing to the player and to agents, and to nobody else', async () => {
    const agent = await signedInStaff(t, 'support');
    const agentClient = await agentSocket(agent.cookie);
    const player = await registerPlayer(t);
    const stranger = await registerPlayer(t);
    const playerClient = await playerSocket(player);
    const strangerClient = await playerSocket(stranger);
    // With a console open, an agent is online: no feedback.
    await expect
      .poll(async () => (await getAction(t, 'support.getChat', {}, player)).json().data.agents_online)
      .toBe(true);

    const sent = (await say(player, { message: 'I need help with a deposit' })).json().data;
    const atAgent = await agentClient.waitFor((event) => event.kind === 'message');
    expect(atAgent).toMatchObject({
      message: { id: sent.id, author: 'player' },
      conversation: { agent_unread: 1 },
    });
    await playerClient.waitFor((event) => event.kind === 'message');
    const conversationId = sent.conversation_id as number;

    expect(
      (await backofficeCall(t, 'support.typing', { id: String(conversationId) }, agent.cookie)).statusCode,
    ).toBe(200);
    await playerClient.waitFor((event) => event.kind === 'typing' && event.side === 'agent');

    const opened = (
      await backofficeCall(t, 'support.conversation', { id: String(conversationId) }, agent.cookie)
    ).json().data;
    expect(opened.player).toMatchObject({ id: player.uid, email: player.email, verification: 'none' });
    expect(opened.player.balances).toEqual(expect.any(Array));
    expect(opened.conversation.agent_unread).toBe(0);

    const reply = await backofficeCall(
      t,
      'support.reply',
      { id: String(conversationId), message: 'Happy to help: which method?' },
      agent.cookie,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const atPlayer = await playerClient.waitFor(
      (event) => event.kind === 'message' && (event.message as { author: string }).author === 'agent',
    );
    expect(atPlayer).toMatchObject({
      conversation: { player_unread: 1 },
      message: { body: 'Happy to help: which method?' },
    });
    await postAction(t, 'support.markRead', {}, player);
    await agentClient.waitFor(
      (event) =>
        event.kind === 'conversation' &&
        (event.conversation as { player_unread: number }).player_unread === 0,
    );

    const closed = await backofficeCall(t, 'support.close', { id: String(conversationId) }, agent.cookie);
    expect(closed.json().data.status).toBe('closed');
    await playerClient.waitFor(
      (event) =>
        event.kind === 'conversation' && (event.conversation as { status: string }).status === 'closed',
    );
    // A new message after closing opens a new conversation.
    const next = (await say(player, { message: 'One more thing' })).json().data;
    expect(next.conversation_id).not.toBe(conversationId);

    expect(strangerClient.events).toEqual([]);
    for (const client of [agentClient, playerClient, strangerClient]) client.socket.close();
  });
});

describe('agents send pictures too', () => {
  async function openConversation() {
    const player = await registerPlayer(t);
    const first = (await say(player, { message: 'Can you show me where?' })).json().data;
    return { player, id: String(first.conversation_id) };
  }

  it("checked and re-encoded like the player's, and the player sees it", async () => {
    const { player, id } = await openConversation();
    const agent = await signedInStaff(t, 'support');
    const reply = await backofficeCall(
      t,
      'support.reply',
      { id, attachment: photo.toString('base64') },
      agent.cookie,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({
      author: 'agent',
      body: '',
      attachment: { width: 400, height: 340 },
    });
    const seen = (await getAction(t, 'support.getChat', {}, player)).json().data.messages;
    expect(seen.at(-1).attachment.src).toMatch(/^data:image\/webp;base64,/);
  });

  it('refuses a renamed executable, a file too big, a polyglot and an empty answer', async () => {
    const { player, id } = await openConversation();
    const agent = await signedInStaff(t, 'support');
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]);
    const polyglot = Buffer.concat([photo, Buffer.from('<?php system($_GET[1]); ?>')]);
    const tooBig = Buffer.concat([photo, Buffer.alloc(600 * 1024 - photo.length)]);
    for (const [bytes, refusal] of [
      [executable, 'not_an_image'],
      [polyglot, 'polyglot'],
      [tooBig, 'too_large'],
    ] as const) {
      const answer = await backofficeCall(
        t,
        'support.reply',
        { id, message: 'See', attachment: bytes.toString('base64') },
        agent.cookie,
      );
      expect(answer.statusCode, refusal).toBe(400);
      expect(answer.json().error.error_data).toEqual({ refusal });
    }
    const empty = await backofficeCall(t, 'support.reply', { id, message: ' ' }, agent.cookie);
    expect(empty.statusCode).toBe(400);
    expect((await getAction(t, 'support.getChat', {}, player)).json().data.messages).toHaveLength(1);
  });

  it('only with an agent role', async () => {
    const { id } = await openConversation();
    const finance = await signedInStaff(t, 'finance');
    const answer = await backofficeCall(
      t,
      'support.reply',
      { id, attachment: photo.toString('base64') },
      finance.cookie,
    );
    expect(answer.statusCode).toBe(403);
  });
});

describe('support.storeChatEvent', () => {
  it("stores a signed-in player's third-party chat messages and refuses guests", async () => {
    const player = await registerPlayer(t);
    const stored = await postAction(
      t,
      'support.storeChatEvent',
      { provider: 'jivo', direction: 'received', message: 'Hi, this is Anna from support' },
      player,
    );
    expect(stored.json()).toEqual({ data: 1 });
    const rows = await t.database.db
      .selectFrom('support_chat_events')
      .select(['provider', 'direction', 'message'])
      .where('user_id', '=', player.uid)
      .execute();
    expect(rows).toEqual([
      { provider: 'jivo', direction: 'received', message: 'Hi, this is Anna from support' },
    ]);
    const guest = await postAction(t, 'support.storeChatEvent', {
      provider: 'jivo',
      direction: 'sent',
      message: 'hello',
    });
    expect(guest.json().error.type).toBe('AuthorizationException');
  });
});
