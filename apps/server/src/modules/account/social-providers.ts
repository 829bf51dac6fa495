import type { DbOrTrx } from '../../db/schema.ts';

/** A person as a social network reports them. */
export interface SocialProfile {
  /** The network's stable id of the person. */
  subject: string;
  name: string | null;
  email: string | null;
}

/**
 * One social network's OAuth 2.0 client side (authorization code with PKCE): the account domain's
 * identity-provider seam, wired once at start-up (third-parties.ts, AppServices.socialProviderFor).
 */
export interface SocialProvider {
  authorizeUrl(request: { redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(
    db: DbOrTrx,
    request: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<SocialProfile>;
}
