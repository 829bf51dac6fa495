import { describe, expect, it } from 'vitest';
import { pageJsonLd, serializeJsonLd } from './json-ld.ts';

describe('pageJsonLd', () => {
  it('builds FAQ and breadcrumb data with absolute links', () => {
    const items = pageJsonLd(
      {
        faq: [{ question: 'Q?', answer: 'A.' }],
        breadcrumbs: [
          { name: 'Home', link: '/' },
          { name: 'Help', link: '/support' },
        ],
      },
      'https://casino.test',
    );
    expect(items.map((item) => item['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
    expect(items[1]).toMatchObject({
      itemListElement: [
        { position: 1, item: 'https://casino.test/' },
        { position: 2, item: 'https://casino.test/support' },
      ],
    });
  });

  it('returns nothing for a page without structured data', () => {
    expect(pageJsonLd({ title: 'x' }, 'https://casino.test')).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const json = serializeJsonLd({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<|>/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});
