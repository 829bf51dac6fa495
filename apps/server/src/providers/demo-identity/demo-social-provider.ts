import { ApiError } from '@casino/shared/errors/api-error';
import type { SocialProvider } from '../../modules/account/social-providers.ts';
import { DEMO_CLIENT_ID, exchangeCode, OAuthError } from './demo-identity.service.ts';

/**
 * The built-in demo identity provider as a social network's client side. It runs in this process, so
 * its token endpoint's work is called directly; a real network's adapter POSTs the same form to its
 * token URL instead.
 */
export const demoIdentityClient: SocialProvider = {
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
