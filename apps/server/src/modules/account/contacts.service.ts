import { ApiError } from '@casino/shared/errors/api-error';
import {
  validateEmail,
  validateNumericCode,
  validatePhone,
} from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { detectPhoneCountry, type PhoneCountry, phoneDigits } from '@casino/shared/validation/phone-masks';
import { invalidField, invalidParameters } from '../../api/invalid-parameters.ts';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import type { ContactRow, ContactType } from '../../db/tables/accounts.table.ts';
import { constantTimeEqual, hashToken, newNumericCode } from '../../lib/crypto/secure-token.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import * as codes from './auth-codes.repository.ts';
import * as userContacts from './contacts.repository.ts';
import { confirmationLink, linkRefused, type MailLinks, unsubscribeLink, useMailLink } from './mail-links.ts';
import * as repository from './profile.repository.ts';
import * as users from './users.repository.ts';

const CONTACT_CODE_TTL_MS = 30 * 60 * 1000;
const CONTACT_CODE_RESEND_S = 60;
const MAX_CODE_ATTEMPTS = 5;
// Every contact reserves its address for the player, so one account may not reserve many.
const MAX_CONTACTS = 5;

const TAKEN: Record<ContactType, string> = {
  email: validationMessageText({ key: 'validation.server.emailTaken' }),
  phone: validationMessageText({ key: 'validation.server.phoneTaken' }),
};

export interface NewContactInput {
  type: ContactType;
  contact?: string | undefined;
  phone_country_code?: string | undefined;
}

interface NewContact {
  type: ContactType;
  contact: string;
  phoneCountryCode: string | null;
}

function emailContact(value = ''): NewContact {
  const email = value.trim().toLowerCase();
  const problem = validateEmail(email);
  if (problem) throw invalidField('contact', problem);
  return { type: 'email', contact: email, phoneCountryCode: null };
}

/**
 * A phone is checked against its country's mask and stored as all its digits with the country code,
 * as registration stores it. A number typed with its country code is read without it.
 */
function phoneContact(input: NewContactInput, countries: readonly PhoneCountry[]): NewContact {
  const code = phoneDigits(input.phone_country_code ?? '');
  if (code === '') throw invalidField('phone_country_code', { key: 'validation.required' });
  const country = countries.find((each) => phoneDigits(each.phone_code) === code);
  if (!country) throw invalidField('phone_country_code', { key: 'validation.wrongField' });
  const raw = input.contact ?? '';
  const national = detectPhoneCountry(raw, [country], country)?.nationalDigits ?? phoneDigits(raw);
  const problem = validatePhone(raw) ?? validatePhone(national, { country });
  if (problem) throw invalidField('contact', problem);
  return { type: 'phone', contact: `${code}${national}`, phoneCountryCode: code };
}

/** Adds an unconfirmed contact; an address any account already uses is refused. */
export async function addContact(
  db: Db,
  userId: number,
  input: NewContactInput,
  phoneCountries: readonly PhoneCountry[],
) {
  const next = input.type === 'email' ? emailContact(input.contact) : phoneContact(input, phoneCountries);
  await db.transaction().execute(async (trx) => {
    await repository.lockUser(trx, userId);
    const contacts = await userContacts.findContacts(trx, userId);
    if (contacts.some((each) => each.type === next.type && each.contact.toLowerCase() === next.contact)) {
      throw invalidField('contact', { key: 'validation.server.contactInProfile' });
    }
    if (contacts.length >= MAX_CONTACTS) {
      throw invalidParameters({ contact: `No more than ${MAX_CONTACTS} contacts can be added` });
    }
    const isFree =
      !(await users.isLoginTaken(trx, next.contact)) &&
      (await userContacts.insertContactIfFree(trx, { userId, ...next }));
    if (!isFree) throw invalidParameters({ contact: TAKEN[next.type] });
  });
}

/** One of the player's contacts, as getprofileinfo shows it (a phone may also be given with punctuation). */
async function ownContact(db: Db, userId: number, given: string): Promise<ContactRow> {
  const text = given.trim().toLowerCase();
  const digits = phoneDigits(given);
  const found = (await userContacts.findContacts(db, userId)).find(
    (each) =>
      each.contact.toLowerCase() === text ||
      (each.type === 'phone' && digits !== '' && each.contact === digits),
  );
  if (!found) throw invalidField('contact', { key: 'validation.server.contactNotInProfile' });
  return found;
}

/**
 * Sends a confirmation code to an unconfirmed contact, at most once per resend time. The code is
 * stored and queued in one transaction, so a refused or failed call sends nothing.
 */
export async function sendContactConfirmation(
  db: Db,
  links: MailLinks,
  userId: number,
  given: string,
  now = new Date(),
) {
  const contact = await ownContact(db, userId, given);
  if (contact.is_confirmed) throw invalidField('contact', { key: 'validation.server.contactConfirmed' });
  await consumeRateLimit(db, RATE_LIMITS.codeByAccount, String(userId), now);
  const code = newNumericCode(6);
  await db.transaction().execute(async (trx) => {
    // Locked, so two requests at once cannot both pass the resend check.
    await repository.lockUser(trx, userId);
    const previous = await repository.findLatestContactCode(trx, userId, contact.contact);
    const waited = previous ? (now.getTime() - previous.created_at.getTime()) / 1000 : Infinity;
    if (waited < CONTACT_CODE_RESEND_S) {
      const left = Math.ceil(CONTACT_CODE_RESEND_S - waited);
      throw new ApiError('TooManyRequestsException', `Resend time is ${left}`, {
        errorData: { resend_time: left },
      });
    }
    await codes.insertAuthCode(trx, {
      userId,
      purpose: 'contact',
      target: contact.contact,
      codeHash: hashToken(code),
      expiresAt: new Date(now.getTime() + CONTACT_CODE_TTL_MS),
    });
    await enqueueMessage(
      trx,
      contact.type === 'email'
        ? confirmationEmail(links, contact, code, now)
        : {
            channel: 'sms',
            recipient: contact.contact,
            subject: 'Confirm your phone number',
            body: `Your Aurora Casino confirmation code is ${code}. It expires in 30 minutes. If you did not add this number to your account, ignore this message.`,
          },
    );
  });
}

/** The code (typed on the profile page) and a link that confirms without it, for an e-mail address. */
function confirmationEmail(links: MailLinks, contact: ContactRow, code: string, now: Date) {
  const unsubscribe = unsubscribeLink(links, contact.user_id, now);
  return {
    channel: 'email' as const,
    recipient: contact.contact,
    subject: 'Confirm your email address',
    body: [
      `Your Aurora Casino confirmation code is ${code}. It expires in 30 minutes.`,
      `Or confirm the address with this link (it works once, for 24 hours): ${confirmationLink(links, contact.id, now)}`,
      'If you did not add this address to your account, ignore this message.',
      `To stop receiving news and offers from Aurora Casino: ${unsubscribe.url}`,
    ].join('\n\n'),
    headers: unsubscribe.headers,
  };
}

// Spec §5: a wrong SMS code shows the profile SMS code error.
function wrongCode(type: ContactType) {
  return invalidParameters({
    code:
      type === 'phone'
        ? validationMessageText({ key: 'profile.smsCodeError' })
        : 'The code is invalid or has expired',
  });
}

/** Confirms a contact with the newest code sent to it: within its lifetime and attempts, and only once. */
export async function confirmContact(
  db: Db,
  userId: number,
  input: { contact: string; code?: string | undefined },
  now = new Date(),
) {
  const code = (input.code ?? '').replace(/\s/g, '');
  const problem = validateNumericCode(code);
  if (problem) throw invalidField('code', problem);
  const contact = await ownContact(db, userId, input.contact);
  await consumeRateLimit(db, RATE_LIMITS.codeByAccount, String(userId), now);
  const stored = await repository.findLatestContactCode(db, userId, contact.contact);
  if (!stored || stored.attempts >= MAX_CODE_ATTEMPTS || stored.expires_at.getTime() <= now.getTime()) {
    throw wrongCode(contact.type);
  }
  if (!constantTimeEqual(hashToken(code), stored.code_hash)) {
    await codes.countFailedAttempt(db, stored.id);
    throw wrongCode(contact.type);
  }
  await db.transaction().execute(async (trx) => {
    if (!(await codes.useCode(trx, stored.id, now))) throw wrongCode(contact.type);
    await userContacts.markContactConfirmed(trx, contact.id);
  });
}

/** The account stays subscribed while any of its contacts is. */
export async function changeSubscription(db: Db, userId: number, given: string, isSubscribed: boolean) {
  const contact = await ownContact(db, userId, given);
  await db.transaction().execute(async (trx) => {
    await userContacts.setContactsSubscribed(trx, userId, isSubscribed, contact.id);
    await repository.syncUserSubscription(trx, userId);
  });
}

/**
 * Unsubscribes every contact: the signed-in player's, or with a link from an e-mail (decision 0029) its
 * player's, without a session (a mail client's one-click POST has none). A link works once.
 */
export async function unsubscribeAll(
  db: Db,
  who: { userId: number } | { token: string; links: MailLinks },
  now = new Date(),
) {
  await db.transaction().execute(async (trx) => {
    const userId =
      'userId' in who
        ? who.userId
        : (await useMailLink(trx, who.links, 'unsubscribe', who.token, now)).subject;
    await userContacts.setContactsSubscribed(trx, userId, false);
    await repository.syncUserSubscription(trx, userId);
  });
}

/** Confirms the contact a confirmation link names, once; a contact since removed makes it invalid. */
export async function confirmContactByLink(db: Db, links: MailLinks, token: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const { subject } = await useMailLink(trx, links, 'confirm', token, now);
    const contact = await userContacts.findContactById(trx, subject);
    if (!contact) throw linkRefused('invalid');
    if (contact.is_confirmed) throw linkRefused('used');
    await userContacts.markContactConfirmed(trx, contact.id);
  });
}
