import type { SiteLocale } from '@casino/shared/content/site-content';
import type { PageMetadata } from '@casino/shared/contract/content.contract';
import { localizePath } from '@casino/shared/routing/site-paths';
import type { MetaDescriptor } from 'react-router';

export interface MetaOptions {
  /** The page's absolute canonical address. */
  url: string;
  siteName: string;
  noindex: boolean;
}

/** Title, description, robots, Open Graph, the content's extra meta list and the canonical link. */
export function buildMetaDescriptors(metadata: PageMetadata, options: MetaOptions): MetaDescriptor[] {
  const title = metadata.title ?? options.siteName;
  const descriptors: MetaDescriptor[] = [{ title }];
  if (metadata.description) descriptors.push({ name: 'description', content: metadata.description });
  const robots = options.noindex ? 'noindex, follow' : metadata.robots;
  if (robots) descriptors.push({ name: 'robots', content: robots });

  const og = metadata.openGraph ?? {};
  descriptors.push(
    { property: 'og:site_name', content: options.siteName },
    { property: 'og:title', content: og.title ?? title },
    { property: 'og:type', content: og.type ?? 'website' },
    { property: 'og:url', content: og.url ?? options.url },
  );
  const description = og.description ?? metadata.description;
  if (description) descriptors.push({ property: 'og:description', content: description });
  if (og.image) {
    descriptors.push(
      { property: 'og:image', content: new URL(og.image, options.url).toString() },
      { name: 'twitter:card', content: 'summary_large_image' },
    );
  }
  for (const entry of metadata.meta ?? []) {
    if (entry.name) descriptors.push({ name: entry.name, content: entry.content });
    else if (entry.property) descriptors.push({ property: entry.property, content: entry.content });
  }
  descriptors.push({ tagName: 'link', rel: 'canonical', href: options.url });
  return descriptors;
}

/** `<link rel="alternate" hreflang>` for every locale of the page, plus x-default (the default locale). */
export function hreflangLinks(
  path: string,
  locales: readonly SiteLocale[],
  defaultLocale: string,
  origin: string,
): MetaDescriptor[] {
  const href = (code: string) => `${origin}${localizePath(path, code, defaultLocale)}`;
  return [
    ...locales.map((locale) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: locale.hreflang,
      href: href(locale.code),
    })),
    { tagName: 'link' as const, rel: 'alternate', hrefLang: 'x-default', href: href(defaultLocale) },
  ];
}
