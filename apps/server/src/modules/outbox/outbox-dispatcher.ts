import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.ts';
import { claimDueMessage, markMessageFailed, markMessageSent } from './outbox.repository.ts';
import { onMessageEnqueued } from './outbox.service.ts';
import type { Transport } from './outbox-transport.ts';

/** Waits after the 1st … 4th failed attempt; the 5th failure is final. */
const RETRY_DELAYS_S = [30, 120, 600, 3600];
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** How long a claimed message is left alone; well above the SMTP transport's timeouts. */
const LEASE_S = 300;
const POLL_INTERVAL_MS = 2000;
/**
 * enqueueMessage wakes us from inside the caller's transaction, before it commits. PGlite queues our
 * query behind that transaction anyway; on PostgreSQL this moment lets the commit land first, and a
 * slower one is picked up by the poll.
 */
const WAKE_DELAY_MS = 50;
const MAX_ERROR_LENGTH = 1000;

/**
 * Sends due email in id order until none is left (or `shouldStop` says so). Each message is claimed,
 * sent, then marked sent — or failed with the error and a time to retry, until the attempts run out.
 */
export async function deliverDueEmails(
  db: Db,
  transport: Transport,
  log: FastifyBaseLogger,
  shouldStop: () => boolean = () => false,
) {
  while (!shouldStop()) {
    const message = await claimDueMessage(db, 'email', {
      maxAttempts: MAX_DELIVERY_ATTEMPTS,
      leaseSeconds: LEASE_S,
    });
    if (!message) return;
    try {
      await transport.send(message);
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const retryIn = RETRY_DELAYS_S[message.attempts - 1] ?? null;
      await markMessageFailed(db, message.id, text, retryIn);
      log.warn({ messageId: message.id, attempt: message.attempts, retryIn, error: text }, 'email not sent');
      continue;
    }
    await markMessageSent(db, message.id);
  }
}

export interface OutboxDispatcher {
  start(): void;
  /** Stops waking up and waits for the message being sent, if any. */
  stop(): Promise<void>;
}

/**
 * The delivery loop of one process: a pass at start, after every enqueue in this process and every
 * poll interval (for messages of other processes, retries and commits the wake-up ran ahead of).
 */
export function createOutboxDispatcher(
  db: Db,
  transport: Transport,
  log: FastifyBaseLogger,
  options: { pollIntervalMs?: number } = {},
): OutboxDispatcher {
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDue = 0;
  let pass: Promise<void> | undefined;
  let passRequested = false;
  let unsubscribe: (() => void) | undefined;

  // Keeps the earlier of the pending and the requested time, so a stream of wake-ups cannot postpone a pass.
  const schedule = (delayMs: number) => {
    const due = Date.now() + delayMs;
    if (stopped || (timer && timerDue <= due)) return;
    clearTimeout(timer);
    timerDue = due;
    timer = setTimeout(run, delayMs);
    timer.unref();
  };

  function run() {
    timer = undefined;
    if (stopped) return;
    if (pass) {
      // A message may have been committed after the running pass last looked.
      passRequested = true;
      return;
    }
    pass = deliverDueEmails(db, transport, log, () => stopped)
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery pass failed'))
      .finally(() => {
        pass = undefined;
        if (passRequested) {
          passRequested = false;
          run();
        } else {
          schedule(pollIntervalMs);
        }
      });
  }

  return {
    start() {
      unsubscribe = onMessageEnqueued(() => schedule(WAKE_DELAY_MS));
      run();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      clearTimeout(timer);
      await pass;
    },
  };
}
