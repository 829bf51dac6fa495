import { ApiError } from '@casino/shared/errors/api-error';
import { CONFIRMATION_PATH, UNSUBSCRIBE_PATH } from '@casino/shared/routing/site-paths';
import type { AppConfig } from '../../config.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import {
  type MailLinkClaims,
  type MailLinkPurpose,
  mailLinkKey,
  signMailLink,
  verifyMailLink,
} from './mail-link-token.ts';
import { markLinkUsed } from './mail-link-uses.repository.ts';

// Mailings go out for weeks; a confirmation link is as short-lived as a code should be, but survives a day.
const LINK_TTL_MS: Record<MailLinkPurpose, number> = {
  unsubscribe: 60 * 24 * 3600 * 1000,
  confirm: 24 * 3600 * 1000,
};

export const MAIL_LINK_REFUSALS = {
  invalid: 'This link is not valid',
  expired: 'This link has expired',
  used: 'This link has already been used',
} as const;

export type MailLinkRefusal = keyof typeof MAIL_LINK_REFUSALS;

/** What signs and addresses e-mail links: the derived key and the site's public address. */
export interface MailLinks {
  key: string;
  publicUrl: string;
}

export function mailLinks(config: Pick<AppConfig, 'sessionSecret' | 'publicUrl'>): MailLinks {
  return { key: mailLinkKey(config.sessionSecret), publicUrl: config.publicUrl };
}

function link(links: MailLinks, purpose: MailLinkPurpose, path: string, subject: number, now: Date) {
  const expiresAt = Math.floor((now.getTime() + LINK_TTL_MS[purpose]) / 1000);
  return `${links.publicUrl}${path}?token=${signMailLink(links.key, { purpose, subject, expiresAt })}`;
}

/**
 * The unsubscribe link of a player's e-mail, for its text and its headers: List-Unsubscribe-Post makes
 * the header one-click (RFC 8058), a mail client POSTs it to account.unsubscribe with no session.
 */
export function unsubscribeLink(links: MailLinks, userId: number, now: Date) {
  const url = link(links, 'unsubscribe', UNSUBSCRIBE_PATH, userId, now);
  const token = new URL(url).searchParams.get('token') as string;
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${links.publicUrl}/api/account.unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function confirmationLink(links: MailLinks, contactId: number, now: Date): string {
  return link(links, 'confirm', CONFIRMATION_PATH, contactId, now);
}

export function linkRefused(reason: MailLinkRefusal): ApiError {
  return new ApiError('InvalidParameterException', MAIL_LINK_REFUSALS[reason], {
    invalidParameters: { token: MAIL_LINK_REFUSALS[reason] },
    errorData: { reason },
  });
}

/**
 * Checks a followed link and records it used, in the caller's transaction: the change it makes and its
 * used marker commit together, so a link works exactly once.
 */
export async function useMailLink(
  trx: DbOrTrx,
  links: MailLinks,
  purpose: MailLinkPurpose,
  token: string,
  now: Date,
): Promise<MailLinkClaims> {
  const check = verifyMailLink(links.key, purpose, token, Math.floor(now.getTime() / 1000));
  if (!check.ok) throw linkRefused(check.reason);
  const used = !(await markLinkUsed(trx, check.claims.nonce, new Date(check.claims.expiresAt * 1000)));
  if (used) throw linkRefused('used');
  return check.claims;
}
