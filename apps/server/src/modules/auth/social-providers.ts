import { ApiError } from '@casino/shared/errors/api-error';
import type { DbOrTrx } from '../../db/schema.ts';
import {
  DEMO_CLIENT_ID,
  exchangeCode,
  OAuthError,
} from '../../providers/demo-identity/demo-identity.service.ts';

/** A person as a social network reports them. */
export interface SocialProfile {
  /** The network's stable id of the person. */
  subject: string;
  name: string | null;
  email: string | null;
}

/** One social network's OAuth 2.0 client side: authorization code with PKCE. */
export interface SocialProvider {
  authorizeUrl(request: { redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(
    db: DbOrTrx,
    request: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<SocialProfile>;
}

/**
 * The built-in demo identity provider. It runs in this process, so its token endpoint's work is
 * called directly; a real network's adapter POSTs the same form to its token URL instead.
 */
const demoProvider: SocialProvider = {
  authorizeUrl: ({ redirectUri, state, codeChallenge }) =>
    `/oauth/demo/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: DEMO_CLIENT_ID,
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    })}`,
  exchangeCode: async (db, { code, redirectUri, codeVerifier }) => {
    try {
      const info = await exchangeCode(db, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: DEMO_CLIENT_ID,
        code_verifier: codeVerifier,
      });
      return { subject: info.sub, name: info.name, email: info.email };
    } catch (error) {
      if (error instanceof OAuthError)
        throw new ApiError('AuthorizationException', 'The social sign-in could not be verified');
      throw error;
    }
  },
};

/**
 * The provider behind a social service of cms-config socialButtons. Until an operator configures a
 * network's real adapter here, every service signs in through the demo provider, so each social
 * button works offline; identities stay apart per service.
 */
export function socialProviderFor(_service: string): SocialProvider {
  return demoProvider;
}
