import type { PageMetadata } from '@casino/shared/contract/content.contract';

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function absolute(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/** The structured data of a page (spec §2.5): FAQ, article, organization, product and breadcrumbs. */
export function pageJsonLd(metadata: PageMetadata, origin: string): JsonLd[] {
  const items: JsonLd[] = [];
  if (metadata.faq && metadata.faq.length > 0) {
    items.push({
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: metadata.faq.map((entry) => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: entry.answer },
      })),
    });
  }
  if (metadata.article) {
    const { image, ...article } = metadata.article;
    items.push({
      '@context': CONTEXT,
      '@type': 'Article',
      ...article,
      ...(image ? { image: absolute(image, origin) } : {}),
    });
  }
  if (metadata.organization) {
    const { logo, url, contactPoint, ...organization } = metadata.organization;
    items.push({
      '@context': CONTEXT,
      '@type': 'Organization',
      ...organization,
      url: absolute(url, origin),
      ...(logo ? { logo: absolute(logo, origin) } : {}),
      ...(contactPoint ? { contactPoint: { '@type': 'ContactPoint', ...contactPoint } } : {}),
    });
  }
  if (metadata.product) {
    const { image, brandName, ...product } = metadata.product;
    items.push({
      '@context': CONTEXT,
      '@type': 'Product',
      ...product,
      ...(image ? { image: absolute(image, origin) } : {}),
      ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
    });
  }
  if (metadata.breadcrumbs && metadata.breadcrumbs.length > 0) {
    items.push({
      '@context': CONTEXT,
      '@type': 'BreadcrumbList',
      itemListElement: metadata.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.link, origin),
      })),
    });
  }
  return items;
}

/**
 * JSON for a `<script type="application/ld+json">`: content text may hold `</script>` or `<!--`, so
 * the characters that could end the script element are escaped.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
