import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '../../lib/body-signature.ts';

/** What a link in an e-mail does: unsubscribe the account, or confirm one contact. */
export type MailLinkPurpose = 'unsubscribe' | 'confirm';

const PURPOSE_CODES: Record<MailLinkPurpose, string> = { unsubscribe: 'u', confirm: 'c' };

export interface MailLinkClaims {
  purpose: MailLinkPurpose;
  /** The user id (unsubscribe) or the contact id (confirm). */
  subject: number;
  /** Unix seconds. */
  expiresAt: number;
  /** Names the link in the used marker (mail_link_uses). */
  nonce: string;
}

export type MailLinkCheck =
  | { ok: true; claims: MailLinkClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

const TOKEN_SHAPE = /^([uc])\.(\d{1,15})\.(\d{1,12})\.([\w-]{16})\.([\w-]{43})$/;

/** The key of e-mail links, apart from every other key derived from the session secret. */
export function mailLinkKey(sessionSecret: string): string {
  return deriveSecret(sessionSecret, 'mail-links');
}

function mac(key: string, payload: string): string {
  return createHmac('sha256', key).update(`mail.v1.${payload}`).digest('base64url');
}

/**
 * `<purpose>.<subject>.<expiry, unix s>.<nonce>.<HMAC-SHA256, base64url>` (decision 0029): short enough
 * for a mail header, checked without the database; the nonce is what the used marker records.
 */
export function signMailLink(key: string, claims: Omit<MailLinkClaims, 'nonce'>, nonce?: string): string {
  const payload = `${PURPOSE_CODES[claims.purpose]}.${claims.subject}.${claims.expiresAt}.${
    nonce ?? randomBytes(12).toString('base64url')
  }`;
  return `${payload}.${mac(key, payload)}`;
}

/** A link of another purpose is as invalid as a forged one: a confirm link never unsubscribes. */
export function verifyMailLink(
  key: string,
  purpose: MailLinkPurpose,
  token: unknown,
  nowS: number,
): MailLinkCheck {
  const match = typeof token === 'string' ? TOKEN_SHAPE.exec(token) : null;
  if (!match || match[1] !== PURPOSE_CODES[purpose]) return { ok: false, reason: 'invalid' };
  const [, code, subject, expiresAt, nonce, given] = match as unknown as [string, ...string[]];
  // Compared as text: the 43rd character carries two unused bits, so bytes would accept four spellings.
  const expected = Buffer.from(mac(key, `${code}.${subject}.${expiresAt}.${nonce}`));
  if (!timingSafeEqual(expected, Buffer.from(given as string))) return { ok: false, reason: 'invalid' };
  const claims = { purpose, subject: Number(subject), expiresAt: Number(expiresAt), nonce: nonce as string };
  if (!Number.isSafeInteger(claims.subject)) return { ok: false, reason: 'invalid' };
  if (claims.expiresAt <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
