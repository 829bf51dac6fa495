import type { RedirectRule } from '../content/site-content.ts';
import { localizePath, splitLocale } from './site-paths.ts';
import { safeExternalUrl, safeInternalPath } from './url-safety.ts';

export interface RedirectRequest {
  pathname: string;
  search: string;
  locale: string;
  defaultLocale: string;
  localeCodes: readonly string[];
}

export interface RedirectTarget {
  url: string;
  external: boolean;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** Merges the request's query into the target's; the target's own parameters win. */
function mergeQuery(target: URL, search: string) {
  for (const [key, value] of new URLSearchParams(search)) {
    if (!target.searchParams.has(key)) target.searchParams.append(key, value);
  }
}

/**
 * The content service's redirect rules (spec §2.1): `from` is a path pattern with `*` wildcards, matched
 * against the path without its locale prefix; `to` is internal (gets the locale prefix) or external.
 * Targets that are unsafe, or that would lead back to the same address, are ignored.
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
): RedirectTarget | null {
  const { path } = splitLocale(request.pathname, request.localeCodes, request.defaultLocale);
  const rule = rules.find((candidate) => patternToRegExp(candidate.from).test(path));
  if (!rule) return null;

  if (rule.external) {
    const safe = safeExternalUrl(rule.to);
    if (!safe) return null;
    const target = new URL(safe);
    mergeQuery(target, request.search);
    return { url: target.toString(), external: true };
  }

  const safe = safeInternalPath(rule.to);
  if (!safe) return null;
  const target = new URL(
    localizePath(safe, request.locale, request.defaultLocale),
    'http://internal.invalid',
  );
  mergeQuery(target, request.search);
  const url = `${target.pathname}${target.search}${target.hash}`;
  if (target.pathname === request.pathname) return null;
  return { url, external: false };
}
