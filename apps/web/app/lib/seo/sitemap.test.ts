import { describe, expect, it } from 'vitest';
import { buildSitemapXml } from './sitemap.ts';

describe('buildSitemapXml', () => {
  it('lists every page in every locale with alternates', () => {
    const xml = buildSitemapXml({
      origin: 'https://casino.test',
      paths: ['/', '/about'],
      locales: [
        { code: 'en', name: 'English', hreflang: 'en' },
        { code: 'de', name: 'Deutsch', hreflang: 'de' },
      ],
      defaultLocale: 'en',
    });
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://casino.test/de/about</loc>');
    expect(xml).toContain('<loc>https://casino.test/de</loc>');
    expect(xml).toContain('hreflang="de" href="https://casino.test/de/about"');
  });

  it('escapes markup in addresses', () => {
    const xml = buildSitemapXml({
      origin: 'https://casino.test',
      paths: ['/a&b'],
      locales: [{ code: 'en', name: 'English', hreflang: 'en' }],
      defaultLocale: 'en',
    });
    expect(xml).toContain('/a&amp;b');
  });
});
