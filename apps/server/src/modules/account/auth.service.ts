import { ApiError, type InvalidParameters } from '@casino/shared/errors/api-error';
import { validateEmail, validatePassword } from '@casino/shared/validation/field-validators';
import { normaliseLogin } from '@casino/shared/validation/login-normalisation';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { ValidationMessage } from '@casino/shared/validation/messages';
import { PROMO_CODE_INVALID } from '@casino/shared/validation/promo-code';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash.ts';
import { constantTimeEqual, hashToken } from '../../lib/crypto/secure-token.ts';
import { verifyTotp } from '../../lib/crypto/totp.ts';
import { isOpenPromoCode } from '../bonuses/bonuses.service.ts';
import { isCharacter, setCharacter } from '../loyalty/loyalty.service.ts';
import * as codes from './auth-codes.repository.ts';
import { issueCode } from './code-delivery.ts';
import * as userContacts from './contacts.repository.ts';
import { issueDeviceToken, readDeviceToken } from './known-device.ts';
import { registrationPhone } from './phone-number.ts';
import { acceptTotpStep } from './profile.repository.ts';
import type { RegistrationSettings } from './registration-forms.ts';
import { startSession } from './session.service.ts';
import * as users from './users.repository.ts';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The known-device cookie the browser sent, if any. */
  deviceToken?: string | undefined;
}

/** Spec §8: the two-factor texts the site maps to its messages. */
export const TWO_FACTOR_TEXTS = {
  enabled: 'two_factor_auth is enable',
  digits: 'the code must contain 6 digits',
  expired: 'Time expired',
  invalid: 'two_factor_auth: code is invalid',
  resend: 'Resend time is',
} as const;

export const LOGIN_CODE_TTL_MS = 10 * 60 * 1000;
export const LOGIN_CODE_RESEND_S = 60;
const MAX_CODE_ATTEMPTS = 5;

// Verifying against this keeps unknown logins as slow as wrong passwords, so timing tells nothing.
const DUMMY_HASH = hashPassword('dummy-password-for-timing');

function invalid(fields: Record<string, ValidationMessage | null>): InvalidParameters | null {
  const result: InvalidParameters = {};
  for (const [field, message] of Object.entries(fields)) {
    if (message) result[field] = validationMessageText(message);
  }
  return Object.keys(result).length > 0 ? result : null;
}

export interface RegistrationInput {
  email?: string | undefined;
  mobile?: string | undefined;
  phone_country_code?: string | undefined;
  login?: string | undefined;
  password: string;
  locale: string;
  currency: string;
  promo_code?: string | undefined;
  terms?: boolean | undefined;
  notify?: boolean | undefined;
  is_betting?: number | undefined;
  fakename?: string | undefined;
  country_code?: string | undefined;
  region?: string | undefined;
  /** The character picked at registration (spec §2.2 character select); 0 or none picks none. */
  character_id?: number | undefined;
}

/**
 * Registers a player with the same validators the site's form uses, creates their contacts and signs
 * them in. The login is the email when given, else the phone number (digits with the country code).
 */
export async function register(
  db: Db,
  input: RegistrationInput,
  client: ClientInfo,
  settings: Pick<RegistrationSettings, 'termsRequired' | 'countries' | 'phoneCountries'>,
) {
  await consumeRateLimit(db, RATE_LIMITS.registerByIp, client.ip);
  const email = input.email?.trim().toLowerCase();
  const registered = input.mobile?.trim()
    ? registrationPhone(input.mobile, input.phone_country_code, settings.phoneCountries)
    : undefined;
  const phone = registered?.phone;
  const countryDigits = registered?.countryDigits ?? '';
  const countryCode = input.country_code?.toUpperCase();
  const country = settings.countries.find((each) => each.code === countryCode);

  // A promo code must name an offer running now (spec §8: common.promoCodeErrors.INVALID).
  const promoRefused =
    input.promo_code !== undefined && !(await isOpenPromoCode(db, null, input.promo_code, new Date()));
  const characterId = input.character_id ? input.character_id : undefined;
  const characterRefused = characterId !== undefined && !(await isCharacter(db, characterId));
  const errors = invalid({
    email: email !== undefined || !phone ? validateEmail(email ?? '') : null,
    mobile: registered ? registered.problem : null,
    password: validatePassword(input.password),
    terms: settings.termsRequired && input.terms !== true ? { key: 'validation.truthyCheckbox' } : null,
    // A country and region must be ones the site lists (the form offers only those).
    country_code: countryCode !== undefined && !country ? { key: 'validation.wrongField' } : null,
    region:
      input.region !== undefined &&
      country?.regions &&
      !country.regions.some((each) => each.code === input.region)
        ? { key: 'validation.wrongField' }
        : null,
    promo_code: promoRefused ? PROMO_CODE_INVALID : null,
    character_id: characterRefused ? { key: 'validation.wrongField' } : null,
  });
  if (errors)
    throw new ApiError('InvalidParameterException', 'Invalid parameters', { invalidParameters: errors });

  const login = email ?? (phone as string);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    for (const [field, value] of [
      ['email', email],
      ['mobile', phone],
    ] as const) {
      if (value && (await users.isLoginTaken(trx, value))) {
        throw new ApiError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: {
            [field]: validationMessageText({
              key: field === 'email' ? 'validation.server.emailTaken' : 'validation.server.phoneTaken',
            }),
          },
        });
      }
    }
    const user = await users.insertUser(trx, {
      login,
      password_hash: passwordHash,
      fakename: input.fakename ?? null,
      locale: input.locale,
      currency: input.currency,
      country_code: countryCode ?? null,
      is_subscribed: input.notify === true,
      is_betting: input.is_betting === 1,
      promo_code: input.promo_code ?? null,
      is_registration_completed: true,
      profile: input.region ? { region: input.region } : {},
    });
    if (email) {
      await userContacts.insertContact(trx, {
        userId: user.id,
        type: 'email',
        contact: email,
        phoneCountryCode: null,
        isSubscribed: input.notify === true,
      });
    }
    if (phone) {
      await userContacts.insertContact(trx, {
        userId: user.id,
        type: 'phone',
        contact: phone,
        phoneCountryCode: countryDigits || null,
        isSubscribed: input.notify === true,
      });
    }
    if (characterId !== undefined) await setCharacter(trx, user.id, characterId);
    const session = await startSession(trx, user.id, client);
    return { user, session };
  });
}

export interface LoginInput {
  login: string;
  password: string;
  code?: string | undefined;
}

function refuseStatus(user: UserRow) {
  if (user.status === 'banned') throw new ApiError('UserBannedException', 'The account is blocked');
  if (user.status === 'deleted') throw new ApiError('UserDeletedException', 'The account is deleted');
}

/**
 * Signs a player in (spec §4 "Login with two-factor"). Wrong credentials give one generic refusal;
 * with two-factor on, a first call sends a code and answers that two-factor is enabled with the
 * resend time, and the call that carries the code finishes the sign-in. A browser that signed in to
 * the account before (its known-device cookie) has an attempt budget of its own; every other one
 * shares the address's and the account's (decision 0011), so guessing from many addresses is slow
 * but never locks the owner out of their own device. Answers the device cookie to set.
 */
export async function login(
  db: Db,
  input: LoginInput,
  client: ClientInfo,
  deviceSecret: string,
  now = new Date(),
) {
  const loginName = normaliseLogin(input.login).toLowerCase();
  const user = await users.findUserByLoginOrContact(db, loginName);
  const device = readDeviceToken(deviceSecret, client.deviceToken);
  const knownDevice = user && device?.userId === user.id ? device.deviceId : undefined;
  if (knownDevice) {
    await consumeRateLimit(db, RATE_LIMITS.loginByDevice, knownDevice, now);
  } else {
    // Aliases (email, phone, login) of one player share one budget.
    const account = user ? `user:${user.id}` : loginName;
    await consumeRateLimit(db, RATE_LIMITS.loginByIp, client.ip, now);
    await consumeRateLimit(db, RATE_LIMITS.loginByAccount, account, now);
    await consumeRateLimit(db, RATE_LIMITS.loginByAccountDaily, account, now);
  }

  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await DUMMY_HASH));
  if (!user?.password_hash || !passwordOk) {
    throw new ApiError('AuthorizationException', 'Wrong login or password');
  }
  refuseStatus(user);

  if (user.two_factor_method !== 'none') await checkSecondFactor(db, user, input.code, now);
  const session = await startSession(db, user.id, client, now);
  return { user, session, deviceToken: issueDeviceToken(deviceSecret, user.id, knownDevice) };
}

async function checkSecondFactor(db: Db, user: UserRow, code: string | undefined, now: Date) {
  if (code === undefined || code === '') {
    if (user.two_factor_method === 'code') await sendLoginCode(db, user, now);
    throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.enabled, {
      errorData: { resend_time: user.two_factor_method === 'code' ? LOGIN_CODE_RESEND_S : 0 },
    });
  }
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.digits);
  await consumeRateLimit(db, RATE_LIMITS.codeByAccount, String(user.id), now);

  if (user.two_factor_method === 'totp') {
    const step = user.totp_secret
      ? verifyTotp(user.totp_secret, digits, {
          now: now.getTime(),
          lastAcceptedStep: user.totp_last_step ?? undefined,
        })
      : null;
    if (step === null) throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
    // The accepted step is stored conditionally, so the same code cannot be used twice, even at once.
    if (!(await acceptTotpStep(db, user.id, step)))
      throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
    return;
  }

  const stored = await codes.findLatestUnusedCode(db, user.id, 'login');
  if (!stored || stored.attempts >= MAX_CODE_ATTEMPTS)
    throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
  if (stored.expires_at.getTime() <= now.getTime())
    throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.expired);
  if (!constantTimeEqual(hashToken(digits), stored.code_hash)) {
    await codes.countFailedAttempt(db, stored.id);
    throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
  }
  if (!(await codes.useCode(db, stored.id, now)))
    throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
}

/** Sends a sign-in code to the player's confirmed contact (email first), at most once per resend time. */
async function sendLoginCode(db: Db, user: UserRow, now: Date) {
  const previous = await codes.findLatestUnusedCode(db, user.id, 'login');
  if (previous) {
    const waited = (now.getTime() - previous.created_at.getTime()) / 1000;
    if (waited < LOGIN_CODE_RESEND_S) {
      const left = Math.ceil(LOGIN_CODE_RESEND_S - waited);
      throw new ApiError('AuthorizationException', `${TWO_FACTOR_TEXTS.resend} ${left}`, {
        errorData: { resend_time: left },
      });
    }
  }
  const contacts = await userContacts.findContacts(db, user.id);
  const target =
    contacts.find((contact) => contact.is_confirmed && contact.type === 'email') ??
    contacts.find((contact) => contact.is_confirmed) ??
    contacts[0];
  if (!target) throw new ApiError('AuthorizationException', TWO_FACTOR_TEXTS.invalid);
  await db.transaction().execute((trx) =>
    issueCode(
      trx,
      {
        userId: user.id,
        purpose: 'login',
        contact: target,
        ttlMs: LOGIN_CODE_TTL_MS,
        subject: 'Your sign-in code',
        body: (code) =>
          `Your Aurora Casino sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
      },
      now,
    ),
  );
}
