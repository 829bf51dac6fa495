import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { enqueueMessage } from './outbox.service.ts';
import { createOutboxDispatcher, deliverDueEmails, MAX_DELIVERY_ATTEMPTS } from './outbox-dispatcher.ts';
import type { OutgoingMessage, Transport } from './outbox-transport.ts';

function recordingLog() {
  return { warn: vi.fn(), error: vi.fn() };
}

function asLogger(log: ReturnType<typeof recordingLog>) {
  return log as unknown as FastifyBaseLogger;
}

/** Records what it is asked to send; `fail` makes it throw instead. */
function recordingTransport(options: { fail?: string; delayMs?: number } = {}) {
  const sent: OutgoingMessage[] = [];
  const transport: Transport = {
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.fail) throw new Error(options.fail);
      sent.push(message);
    },
  };
  return { transport, sent };
}

let sequence = 0;
function email(body = 'Hello') {
  sequence += 1;
  return { channel: 'email' as const, recipient: `p${sequence}@example.com`, subject: 'Test', body };
}

async function waitUntil(check: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function dispatcherSuite(open: () => Promise<DatabaseHandle>) {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await open();
    db = database.db;
  });
  afterAll(() => database.close());

  it('is woken by an enqueue and delivers once the transaction commits; a rolled-back one never', async () => {
    const log = recordingLog();
    const { transport, sent } = recordingTransport();
    // A poll interval longer than the test: only the wake-up can deliver in time.
    const dispatcher = createOutboxDispatcher(db, transport, asLogger(log), { pollIntervalMs: 60_000 });
    dispatcher.start();
    try {
      const rolledBack = email('rolled back');
      await expect(
        db.transaction().execute(async (trx) => {
          await enqueueMessage(trx, rolledBack);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      const committed = email('committed');
      await db.transaction().execute((trx) => enqueueMessage(trx, committed));

      await waitUntil(() => sent.length > 0);
      expect(sent.map((message) => message.body)).toEqual(['committed']);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await dispatcher.stop();
    }
  });

  it('waits on stop for the message being sent', async () => {
    let started!: () => void;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sent: number[] = [];
    const transport: Transport = {
      async send(message) {
        started();
        await new Promise((resolve) => setTimeout(resolve, 100));
        sent.push(message.id);
      },
    };
    const dispatcher = createOutboxDispatcher(db, transport, asLogger(recordingLog()));
    dispatcher.start();
    const { id } = await enqueueMessage(db, email());
    await sending;
    await dispatcher.stop();
    expect(sent).toEqual([id]);
    const row = await db
      .selectFrom('outbox_messages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.status).toBe('sent');
  });

  it('retries a failing message with growing delays and gives up after the last attempt', async () => {
    const log = recordingLog();
    const { transport } = recordingTransport({ fail: '451 try again later' });
    const { id } = await enqueueMessage(db, email());
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      const before = Date.now();
      await deliverDueEmails(db, transport, asLogger(log));
      const row = await db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'failed', error: '451 try again later', attempts: attempt });
      if (row.next_attempt_at) delays.push(Math.round((row.next_attempt_at.getTime() - before) / 1000));
      else delays.push(0);
      // Make the next attempt due now instead of waiting out the delay.
      if (row.next_attempt_at)
        await db
          .updateTable('outbox_messages')
          .set({ next_attempt_at: new Date(0) })
          .where('id', '=', id)
          .execute();
    }
    expect(delays).toEqual([30, 120, 600, 3600, 0]);
    expect(log.warn).toHaveBeenCalledTimes(MAX_DELIVERY_ATTEMPTS);

    const { transport: working, sent } = recordingTransport();
    await deliverDueEmails(db, working, asLogger(log));
    expect(sent.filter((message) => message.id === id)).toEqual([]);
  });

  it('leaves SMS stored: it has no transport', async () => {
    const { id } = await enqueueMessage(db, {
      channel: 'sms',
      recipient: '4915100000000',
      subject: 'Code',
      body: '1',
    });
    const { transport, sent } = recordingTransport();
    await deliverDueEmails(db, transport, asLogger(recordingLog()));
    expect(sent.filter((message) => message.id === id)).toEqual([]);
    const row = await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('lets concurrent dispatchers deliver every message exactly once', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 30; index++) ids.push((await enqueueMessage(db, email(`n${index}`))).id);
    const { transport, sent } = recordingTransport({ delayMs: 5 });
    await Promise.all(
      Array.from({ length: 4 }, () => deliverDueEmails(db, transport, asLogger(recordingLog()))),
    );
    const sentIds = sent.map((message) => message.id).filter((id) => ids.includes(id));
    expect([...sentIds].sort((a, b) => a - b)).toEqual(ids);
    const statuses = await db.selectFrom('outbox_messages').select('status').where('id', 'in', ids).execute();
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });
}

describe('outbox dispatcher (PGlite)', () => {
  dispatcherSuite(freshPglite);
});

describe.runIf(testDatabaseUrl)('outbox dispatcher (PostgreSQL)', () => {
  dispatcherSuite(() => freshPostgres());
});
