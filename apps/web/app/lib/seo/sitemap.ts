import type { SiteLocale } from '@casino/shared/content/site-content';
import { localizePath } from '@casino/shared/routing/site-paths';

export interface SitemapInput {
  origin: string;
  paths: readonly string[];
  locales: readonly SiteLocale[];
  defaultLocale: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A sitemap with one entry per page and locale, each listing its language alternates. */
export function buildSitemapXml({ origin, paths, locales, defaultLocale }: SitemapInput): string {
  const href = (path: string, code: string) =>
    escapeXml(`${origin}${localizePath(path, code, defaultLocale)}`);
  const entries = paths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = locales
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${href(path, alternate.code)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${href(path, locale.code)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
