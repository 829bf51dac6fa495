import { createHash } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { socialCallbackPath } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { validateEmail, validateName } from '@casino/shared/validation/field-validators';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db, Trx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { codeChallengeS256, newCodeVerifier } from '../../lib/crypto/pkce.ts';
import { constantTimeEqual, hashToken, newSessionToken } from '../../lib/crypto/secure-token.ts';
import type { ClientInfo } from './auth.service.ts';
import * as userContacts from './contacts.repository.ts';
import {
  knownRegistrationFields,
  missingRegistrationFields,
  registrationIncomplete,
} from './registration-completion.ts';
import type { RegistrationSettings } from './registration-forms.ts';
import { startSession } from './session.service.ts';
import * as social from './social-auth.repository.ts';
import type { SocialProfile, SocialProvider } from './social-providers.ts';
import * as users from './users.repository.ts';

/** A person takes a while on the provider's page; an unfinished sign-in is void after this. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** The popup view the social button was pressed in (spec §2.2 `type_auth`). */
export const TYPE_AUTH = ['authorization', 'registration'] as const;
export type TypeAuth = (typeof TYPE_AUTH)[number];

export interface SocialStart {
  service: string;
  redirectUrl: string | undefined;
  typeAuth: string | undefined;
}

/** The provider's callback on this site; real networks need it registered exactly. */
export function socialCallbackUri(siteOrigin: string, service: string): string {
  return `${siteOrigin}${socialCallbackPath(service)}`;
}

function unknownService(): ApiError {
  return new ApiError('InvalidParameterException', 'Invalid parameters', {
    invalidParameters: { service: 'Unknown service' },
  });
}

/**
 * Starts a social sign-in (spec §2.2 /oauth/init): a fresh state and PKCE verifier are stored, and the
 * answer is the state (for the browser-binding cookie) and where the pop-up goes next. Only a path on
 * this site is kept as the return address.
 */
export async function startSocialAuth(
  db: Db,
  input: SocialStart,
  options: { services: readonly string[]; siteOrigin: string; provider: SocialProvider | undefined },
  now = new Date(),
) {
  if (!options.services.includes(input.service) || !options.provider) throw unknownService();
  const typeAuth: TypeAuth = TYPE_AUTH.includes(input.typeAuth as TypeAuth)
    ? (input.typeAuth as TypeAuth)
    : 'authorization';
  const state = newSessionToken();
  const verifier = newCodeVerifier();
  await social.insertState(db, {
    stateHash: hashToken(state),
    service: input.service,
    codeVerifier: verifier,
    redirectPath: safeInternalPath(input.redirectUrl) ?? '/',
    typeAuth,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  const location = options.provider.authorizeUrl({
    redirectUri: socialCallbackUri(options.siteOrigin, input.service),
    state,
    codeChallenge: codeChallengeS256(verifier),
  });
  return { state, location };
}

export interface SocialCallback {
  service: string;
  state: string | undefined;
  /** The state this browser was given at /oauth/init (its cookie). */
  browserState: string | undefined;
  code: string | undefined;
  error: string | undefined;
}

export type SocialOutcome =
  | { status: 'cancelled'; redirectPath: string; typeAuth: string }
  | {
      status: 'signed-in';
      redirectPath: string;
      typeAuth: string;
      created: boolean;
      user: UserRow;
      session: Awaited<ReturnType<typeof startSession>>;
    };

function notVerified(): ApiError {
  return new ApiError('AuthorizationException', 'The social sign-in could not be verified');
}

/**
 * Finishes a social sign-in at the provider's callback. The state must be the one this browser
 * started (its cookie) and still unused, which stops forged callbacks and replays; then the code is
 * exchanged with the stored PKCE verifier and the person is signed in, registered on first sight.
 */
export async function finishSocialAuth(
  db: Db,
  input: SocialCallback,
  client: ClientInfo,
  options: {
    siteOrigin: string;
    /** The service's provider; none (e.g. the demo one with DEMO_MODE off) refuses the sign-in. */
    provider: SocialProvider | undefined;
    settings: RegistrationSettings;
    /** A new account's currency: the site's default (a social sign-in names none). */
    currency: string;
    /** The site locale a return path is in: a new account starts in it. */
    localeFor: (path: string) => Promise<string>;
  },
  now = new Date(),
): Promise<SocialOutcome> {
  if (
    !options.provider ||
    !input.state ||
    !input.browserState ||
    !constantTimeEqual(input.state, input.browserState)
  )
    throw notVerified();
  const started = await social.takeState(db, hashToken(input.state), input.service, now);
  if (!started) throw notVerified();
  const back = { redirectPath: started.redirect_path, typeAuth: started.type_auth };
  if (input.error !== undefined || !input.code) return { status: 'cancelled', ...back };

  await consumeRateLimit(db, RATE_LIMITS.loginByIp, client.ip, now);
  const profile = await options.provider.exchangeCode(db, {
    code: input.code,
    redirectUri: socialCallbackUri(options.siteOrigin, input.service),
    codeVerifier: started.code_verifier,
  });
  return db.transaction().execute(async (trx) => {
    const existing = await social.findIdentityUser(trx, input.service, profile.subject);
    if (existing && existing.status !== 'active') {
      throw new ApiError(
        existing.status === 'banned' ? 'UserBannedException' : 'UserDeletedException',
        'Account unavailable',
      );
    }
    const user =
      existing ??
      (await createSocialUser(trx, input.service, profile, {
        settings: options.settings,
        currency: options.currency,
        locale: await options.localeFor(started.redirect_path),
        // The site starts a registration-type sign-in only once the terms box is ticked (spec §4).
        termsAccepted: started.type_auth === 'registration',
      }));
    const session = await startSession(trx, user.id, client, now);
    return { status: 'signed-in', ...back, created: !existing, user, session };
  });
}

/** First and last name from a display name, when they pass the name rules of spec §5. */
function profileNames(name: string | null): Record<string, string> {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  const last = rest.join(' ');
  return {
    ...(first && !validateName(first) ? { first_name: first } : {}),
    ...(last && !validateName(last) ? { last_name: last } : {}),
  };
}

/**
 * Registers the person of a social profile. Their email becomes a contact (unconfirmed) only when no
 * account has it, so a social profile can never take over an existing account; without one the
 * player is asked for it when completing registration, like every other missing required field.
 */
async function createSocialUser(
  trx: Trx,
  service: string,
  profile: SocialProfile,
  options: { settings: RegistrationSettings; currency: string; locale: string; termsAccepted: boolean },
) {
  const email = profile.email?.trim().toLowerCase();
  const freeEmail =
    email && !validateEmail(email) && !(await users.isLoginTaken(trx, email)) ? email : undefined;
  const subjectId = createHash('sha256').update(`${service}:${profile.subject}`).digest('hex').slice(0, 16);
  const missing = missingRegistrationFields(
    options.settings.fields,
    knownRegistrationFields({ country_code: null, fakename: null }, freeEmail ? [{ type: 'email' }] : []),
  );
  const user = await users.insertUser(trx, {
    login: freeEmail ?? `${service}-${subjectId}`,
    password_hash: null,
    fakename: null,
    locale: options.locale,
    currency: options.currency,
    country_code: null,
    is_subscribed: false,
    is_betting: false,
    promo_code: null,
    is_registration_completed: !registrationIncomplete(
      missing,
      options.settings.termsRequired && !options.termsAccepted,
    ),
    profile: profileNames(profile.name),
  });
  if (freeEmail) {
    await userContacts.insertContact(trx, {
      userId: user.id,
      type: 'email',
      contact: freeEmail,
      phoneCountryCode: null,
      isSubscribed: false,
    });
  }
  await social.insertIdentity(trx, {
    userId: user.id,
    provider: service,
    subject: profile.subject,
    email: email ?? null,
  });
  return user;
}

/**
 * cms-config as the site gets it: social buttons only for services a provider signs in, and no social
 * registration variant when none is left (with DEMO_MODE off and no real network, the buttons would
 * only lead to an error).
 */
export function withServedSocialButtons(
  cmsConfigJson: string,
  socialProviderFor: (service: string) => SocialProvider | undefined,
): string {
  const cms = JSON.parse(cmsConfigJson) as { auth?: { socialButtons?: unknown; authTypes?: unknown } };
  const buttons = cms.auth?.socialButtons;
  if (!cms.auth || !Array.isArray(buttons)) return cmsConfigJson;
  const served = buttons.filter(
    (button: { id?: unknown }) => typeof button?.id === 'string' && socialProviderFor(button.id),
  );
  if (served.length === buttons.length) return cmsConfigJson;
  const authTypes = cms.auth.authTypes;
  return JSON.stringify({
    ...cms,
    auth: {
      ...cms.auth,
      socialButtons: served,
      ...(Array.isArray(authTypes) && served.length === 0
        ? { authTypes: authTypes.filter((type: { component?: unknown }) => type?.component !== 'social') }
        : {}),
    },
  });
}
