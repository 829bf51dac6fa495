import type { AppConfig } from '../../config.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { demoSocialProvider } from '../../providers/demo-stand-ins.ts';

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
 * The provider behind a social service of cms-config socialButtons. Until an operator configures a
 * network's real adapter here, every service signs in through the demo identity provider, which
 * exists only with DEMO_MODE (identities stay apart per service); without either, the service is
 * unknown.
 */
export function socialProviderFor(_service: string, config: AppConfig): SocialProvider | undefined {
  return demoSocialProvider(config);
}
