import { createHash } from 'node:crypto';
import { validateEmail, validateName } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { z } from 'zod';
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

const SERVICE = /^[a-z0-9_-]{1,32}$/;
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

/** The client's registered redirect URIs: `{origin}{callbackPath}/{service}`, handed over at start-up. */
export interface RegisteredRedirects {
  origin: string;
  callbackPath: string;
}

/** The authorization request's schema (RFC 6749 §4.1.1, RFC 7636 §4.3); other fields pass by. */
const authorizeSchema = z.object({
  response_type: z.literal('code'),
  client_id: z.literal(DEMO_CLIENT_ID),
  code_challenge_method: z.literal('S256'),
  code_challenge: z.string().regex(CODE_CHALLENGE),
  state: z.string().min(1).max(MAX_STATE_LENGTH),
  redirect_uri: z.string().max(2048),
});

function isRegistered(redirectUri: string, registered: RegisteredRedirects): boolean {
  const target = URL.parse(redirectUri);
  const prefix = `${registered.callbackPath}/`;
  return (
    target !== null &&
    target.origin === registered.origin &&
    target.pathname.startsWith(prefix) &&
    SERVICE.test(target.pathname.slice(prefix.length)) &&
    target.search === '' &&
    target.hash === '' &&
    target.href === redirectUri
  );
}

/**
 * The authorization request's parameters, or null when any is wrong. Only the site's own callbacks are
 * registered redirect URIs, so a bad request is shown an error page and never redirected anywhere.
 */
export function parseAuthorizeRequest(
  query: unknown,
  registered: RegisteredRedirects,
): AuthorizeRequest | null {
  const parsed = authorizeSchema.safeParse(query);
  if (!parsed.success || !isRegistered(parsed.data.redirect_uri, registered)) return null;
  const { redirect_uri: redirectUri, state, code_challenge: codeChallenge } = parsed.data;
  return { clientId: DEMO_CLIENT_ID, redirectUri, state, codeChallenge };
}

export interface DemoIdentity {
  name: string;
  email: string;
}

/** The entered identity, or the messages of the fields that are wrong (the shared validators'). */
export function checkIdentity(input: {
  name?: string | undefined;
  email?: string | undefined;
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

/** The token request's schema (RFC 6749 §4.1.3); a body it refuses is an invalid_request. */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(64).optional(),
  code: z.string().max(256).optional(),
  redirect_uri: z.string().max(2048).optional(),
  client_id: z.string().max(64).optional(),
  code_verifier: z.string().max(256).optional(),
});

export type TokenRequest = z.output<typeof tokenRequestSchema>;

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
