import { isDangerousUrl, safeExternalUrl, safeInternalPath } from '@casino/shared/routing/url-safety';

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export class NavigationRefused extends Error {
  override name = 'NavigationRefused';
}

/**
 * Decides how a URL from outside the code (content, query, server reply) may be followed (spec §8):
 * dangerous protocols are refused, and leaving the site needs the explicit `external` option.
 */
export function resolveNavigation(url: string, options: { external?: boolean } = {}): NavigationTarget {
  if (isDangerousUrl(url)) throw new NavigationRefused(`Refused a dangerous URL: ${url.slice(0, 40)}`);
  const path = safeInternalPath(url);
  if (path) return { kind: 'internal', path };
  const external = safeExternalUrl(url);
  if (!external) throw new NavigationRefused(`Refused an invalid URL: ${url.slice(0, 40)}`);
  if (!options.external)
    throw new NavigationRefused(`External navigation needs the external option: ${external}`);
  return { kind: 'external', url: external };
}

/**
 * The path of this site a link from content leads to (a campaign popup's button, a withdrawal gate's
 * buttons), or null: content has no external option, so a link leaving the site is refused like a
 * dangerous one, and the button is left out.
 */
export function contentLinkPath(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const target = resolveNavigation(url);
    return target.kind === 'internal' ? target.path : null;
  } catch (error) {
    if (error instanceof NavigationRefused) return null;
    throw error;
  }
}
