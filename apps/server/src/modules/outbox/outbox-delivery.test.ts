import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { form, registerPlayer } from '../../test/player-factory.ts';
import {
  createTestApp,
  freshPglite,
  freshPostgres,
  type TestApp,
  testConfig,
  testDatabaseUrl,
} from '../../test/test-app.ts';
import { wireThirdParties } from '../../third-parties.ts';
import { enqueueMessage } from './outbox.service.ts';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server that requires the credentials mailer/secret and refuses listed recipients. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    logger: false,
    // Plain text on loopback: no certificate to trust in the test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

async function messageRow(db: Db, id: number) {
  return db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function waitForStatus(db: Db, id: number, status: 'sent' | 'failed') {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await messageRow(db, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`message ${id} is ${row.status}, not ${status}`);
    await sleep(20);
  }
}

async function waitForMail(received: ReceivedMail[], to: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = received.find((item) => item.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await sleep(20);
  }
}

/** The text part, with quoted-printable soft line breaks joined again. */
function mailText(raw: string): string {
  return raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=');
}

let sequence = 0;
function address(name: string) {
  sequence += 1;
  return `${name}-${sequence}-${Date.now()}@example.com`;
}

function smtpDeliverySuite(open: () => Promise<DatabaseHandle>) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(await open(), { smtpUrl: smtp.url, smtpFrom: 'Aurora Test <codes@aurora.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends committed email with the configured sender and marks it sent; SMS stays stored', async () => {
    const to = address('mail');
    const { sms, email } = await t.database.db.transaction().execute(async (trx) => ({
      sms: await enqueueMessage(trx, {
        channel: 'sms',
        recipient: '4915112345678',
        subject: 'Code',
        body: '1',
      }),
      email: await enqueueMessage(trx, {
        channel: 'email',
        recipient: to,
        subject: 'Reset your password',
        body: 'Open http://localhost:3000/restore?token=abc to continue.',
      }),
    }));

    const mail = await waitForMail(smtp.received, to);
    expect(mail.from).toBe('codes@aurora.test');
    expect(mail.to).toEqual([to]);
    expect(mail.raw).toMatch(/^From: Aurora Test <codes@aurora\.test>\r$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}\\r$`, 'm'));
    expect(mail.raw).toMatch(/^Subject: Reset your password\r$/m);
    expect(mailText(mail.raw)).toContain('Open http://localhost:3000/restore?token=abc to continue.');

    const row = await waitForStatus(t.database.db, email.id, 'sent');
    expect(row).toMatchObject({ error: null, attempts: 1, next_attempt_at: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(await messageRow(t.database.db, sms.id)).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('delivers a two-factor sign-in code to the player', async () => {
    const player = await registerPlayer(t, { email: address('player') });
    await t.database.db
      .updateTable('users')
      .set({ two_factor_method: 'code' })
      .where('id', '=', player.uid)
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login?lang=en',
      payload: form({ login: player.email, password: player.password }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.json().error.message).toBe('two_factor_auth is enable');

    const mail = await waitForMail(smtp.received, player.email);
    expect(mail.raw).toMatch(/^Subject: Your sign-in code\r$/m);
    expect(mailText(mail.raw)).toMatch(/Your Aurora Casino sign-in code is \d{6}\./);
  });

  it('marks a refused message failed with the error, and retries it when due', async () => {
    const to = address('refused');
    smtp.refused.add(to);
    const { id } = await enqueueMessage(t.database.db, {
      channel: 'email',
      recipient: to,
      subject: 'Hello',
      body: 'Refused at first',
    });
    const failed = await waitForStatus(t.database.db, id, 'failed');
    expect(failed.error).toContain(`Mailbox ${to} refused`);
    expect(failed.attempts).toBe(1);
    expect(failed.next_attempt_at!.getTime()).toBeGreaterThan(Date.now());

    // The server takes it now; make the retry due instead of waiting out the back-off.
    smtp.refused.delete(to);
    await t.database.db
      .updateTable('outbox_messages')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const sent = await waitForStatus(t.database.db, id, 'sent');
    expect(sent).toMatchObject({ attempts: 2, error: null });
    await waitForMail(smtp.received, to);
  });
}

describe('email delivery over SMTP (PGlite)', () => {
  smtpDeliverySuite(freshPglite);
});

describe.runIf(testDatabaseUrl)('email delivery over SMTP (PostgreSQL)', () => {
  smtpDeliverySuite(() => freshPostgres());
});

describe('email delivery failures', () => {
  it('marks email failed when the SMTP server cannot be reached', async () => {
    const t = await createTestApp(undefined, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const { id } = await enqueueMessage(t.database.db, {
        channel: 'email',
        recipient: address('nobody'),
        subject: 'Hello',
        body: 'Nobody listens',
      });
      const row = await waitForStatus(t.database.db, id, 'failed');
      expect(row.error).toMatch(/ECONNREFUSED/);
    } finally {
      await t.close();
    }
  });

  it('refuses the wrong SMTP credentials as a failure of the message', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp(undefined, { smtpUrl: smtp.url.replace('secret', 'wrong') });
    try {
      const { id } = await enqueueMessage(t.database.db, {
        channel: 'email',
        recipient: address('auth'),
        subject: 'Hello',
        body: 'Wrong password',
      });
      const row = await waitForStatus(t.database.db, id, 'failed');
      expect(row.error).toMatch(/Invalid username or password/);
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('stored only (no SMTP_URL)', () => {
  it('has no email transport and leaves messages stored', async () => {
    const t = await createTestApp();
    try {
      const core = { config: testConfig, db: t.database.db, contentCache: t.contentCache };
      expect(wireThirdParties(core).emailTransport).toBeUndefined();
      const { id } = await enqueueMessage(t.database.db, {
        channel: 'email',
        recipient: address('stored'),
        subject: 'Hello',
        body: 'Kept for the outbox page',
      });
      await sleep(300);
      expect(await messageRow(t.database.db, id)).toMatchObject({
        status: 'stored',
        attempts: 0,
        sent_at: null,
        error: null,
      });
    } finally {
      await t.close();
    }
  });
});

describe('SMTP configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) };

  it('reads SMTP_URL and SMTP_FROM, with a default sender', () => {
    expect(loadConfig(base)).toMatchObject({
      smtpUrl: undefined,
      smtpFrom: 'Aurora Casino <no-reply@localhost>',
    });
    expect(
      loadConfig({
        ...base,
        SMTP_URL: 'smtp://user:pass@mail.example:587',
        SMTP_FROM: 'codes@casino.example',
      }),
    ).toMatchObject({ smtpUrl: 'smtp://user:pass@mail.example:587', smtpFrom: 'codes@casino.example' });
    expect(loadConfig({ ...base, SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('stops the start on an SMTP_URL or SMTP_FROM that is not one', () => {
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMTP_FROM: 'not an address' })).toThrow(/SMTP_FROM/);
  });
});
