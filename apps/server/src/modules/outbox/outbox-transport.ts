/** What a transport needs of a claimed outbox message. */
export interface OutgoingMessage {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  /** Extra mail headers (List-Unsubscribe); null for none. */
  headers: Record<string, string> | null;
}

/**
 * The outbox's seam to a mail (or, later, SMS) vendor, wired once at start-up (third-parties.ts).
 * Delivers one message; a rejection is recorded on the message and retried later.
 */
export interface Transport {
  send(message: OutgoingMessage): Promise<void>;
}
