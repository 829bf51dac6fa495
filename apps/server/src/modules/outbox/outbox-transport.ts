import type { AppConfig } from '../../config.ts';
import { createSmtpTransport } from './smtp-transport.ts';

/** What a transport needs of a claimed outbox message. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
}

/** Delivers one message; a rejection is recorded on the message and retried later. */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise none, and email stays stored in the outbox (read it on the
 * development outbox page). SMS has no transport: no provider is chosen yet, so SMS always stays stored.
 */
export function emailTransportFor(config: AppConfig): Transport | undefined {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.smtpFrom) : undefined;
}
