import { createHash } from 'node:crypto';
import { validateEmail, validateName } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { DbOrTrx } from '../../db/schema.ts';
import { verifyCodeChallenge } from '../../lib/crypto/pkce.ts';
import { hashToken, newSessionToken } from '../../lib/crypto/secure-token.ts';
import * as codes from './demo-identity.repository.ts';

/**
 * The built-in identity provider: an OAuth 2.0 authorization server (authorization code with PKCE,
 * RFC 6749 §4.1 and RFC 7636) that stands in for the social networks, so social sign-in works
 * offline. A person does not log in here: they enter any demo name and email, and the same email is
 * always the same demo person.
 */
export const DEMO_CLIENT_ID = 'aurora-casino';
/** Codes are redeemed by the callback moments later; RFC 6749 §4.1.2 advises ten minutes at most. */
export const DEMO_CODE_TTL_MS = 2 * 60 * 1000;

const CALLBACK_PATH = /^\/oauth\/callback\/[a-z0-9_-]{1,32}$/;
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_STATE_LENGTH = 200;
const MAX_NAME_LENGTH = 64;
const MAX_EMAIL_LENGTH = 254;

/** An error of the token endpoint (RFC 6749 §5.2), answered as `{ error, error_description }`. */
export class OAuthError extends Error {
  constructor(
    readonly code: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    message: string,
  ) {
    super(message);
  }
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The authorization request's parameters, or null when any is wrong. Only the site's own callbacks are
 * registered redirect URIs, so a bad request is shown an error page and never redirected anywhere.
 */
export function parseAuthorizeRequest(
  query: Record<string, unknown>,
  siteOrigin: string,
): AuthorizeRequest | null {
  const redirectUri = text(query.redirect_uri) ?? '';
  const state = text(query.state) ?? '';
  const codeChallenge = text(query.code_challenge) ?? '';
  const target = URL.parse(redirectUri);
  const ok =
    text(query.response_type) === 'code' &&
    text(query.client_id) === DEMO_CLIENT_ID &&
    text(query.code_challenge_method) === 'S256' &&
    CODE_CHALLENGE.test(codeChallenge) &&
    state.length > 0 &&
    state.length <= MAX_STATE_LENGTH &&
    target !== null &&
    target.origin === siteOrigin &&
    CALLBACK_PATH.test(target.pathname) &&
    target.search === '' &&
    target.hash === '' &&
    target.href === redirectUri;
  return ok ? { clientId: DEMO_CLIENT_ID, redirectUri, state, codeChallenge } : null;
}

export interface DemoIdentity {
  name: string;
  email: string;
}

/** The entered identity, or the messages of the fields that are wrong (the shared validators'). */
export function checkIdentity(input: {
  name?: unknown;
  email?: unknown;
}): { identity: DemoIdentity } | { errors: Partial<Record<keyof DemoIdentity, string>> } {
  const name = (text(input.name) ?? '').trim().slice(0, MAX_NAME_LENGTH);
  const email = (text(input.email) ?? '').trim().toLowerCase().slice(0, MAX_EMAIL_LENGTH);
  const nameProblem = validateName(name);
  const emailProblem = validateEmail(email);
  if (!nameProblem && !emailProblem) return { identity: { name, email } };
  return {
    errors: {
      ...(nameProblem ? { name: validationMessageText(nameProblem) } : {}),
      ...(emailProblem ? { email: validationMessageText(emailProblem) } : {}),
    },
  };
}

/** The demo person's stable id: derived from the email, so entering it again is the same person. */
export function demoSubject(email: string): string {
  return createHash('sha256').update(`demo:${email.toLowerCase()}`).digest('base64url').slice(0, 22);
}

/** Issues a one-time authorization code bound to the redirect URI and the PKCE challenge. */
export async function issueCode(
  db: DbOrTrx,
  request: AuthorizeRequest,
  identity: DemoIdentity,
  now = new Date(),
): Promise<string> {
  const code = newSessionToken();
  await codes.insertCode(db, {
    codeHash: hashToken(code),
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    subject: demoSubject(identity.email),
    name: identity.name,
    email: identity.email,
    expiresAt: new Date(now.getTime() + DEMO_CODE_TTL_MS),
  });
  return code;
}

export interface TokenRequest {
  grant_type?: unknown;
  code?: unknown;
  redirect_uri?: unknown;
  client_id?: unknown;
  code_verifier?: unknown;
}

/** The OpenID Connect userinfo claims of the person behind a code. */
export interface DemoUserInfo {
  sub: string;
  name: string;
  email: string;
  email_verified: false;
}

/**
 * The token endpoint's work (RFC 6749 §4.1.3, RFC 7636 §4.6): the code is used up first, then its
 * client, redirect URI and PKCE verifier must match, so a stolen or replayed code is worth nothing.
 */
export async function exchangeCode(
  db: DbOrTrx,
  request: TokenRequest,
  now = new Date(),
): Promise<DemoUserInfo> {
  if (request.grant_type !== 'authorization_code')
    throw new OAuthError('unsupported_grant_type', 'Only authorization_code is supported');
  const code = text(request.code);
  const verifier = text(request.code_verifier);
  if (!code || !verifier || code.length > 100)
    throw new OAuthError('invalid_request', 'code and code_verifier are required');
  if (request.client_id !== DEMO_CLIENT_ID) throw new OAuthError('invalid_client', 'Unknown client');
  const stored = await codes.takeCode(db, hashToken(code), now);
  if (
    !stored ||
    stored.client_id !== request.client_id ||
    stored.redirect_uri !== request.redirect_uri ||
    !verifyCodeChallenge(verifier, stored.code_challenge)
  ) {
    throw new OAuthError('invalid_grant', 'The code is invalid, used, expired or not yours');
  }
  // The demo provider does not check mailboxes, so it never claims the email is verified.
  return { sub: stored.subject, name: stored.name, email: stored.email, email_verified: false };
}
