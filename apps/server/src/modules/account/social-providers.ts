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
