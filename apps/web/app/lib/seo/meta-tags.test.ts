import { describe, expect, it } from 'vitest';
import { buildMetaDescriptors, hreflangLinks } from './meta-tags.ts';

describe('buildMetaDescriptors', () => {
  it('falls back to the site name and marks disallowed pages noindex, follow', () => {
    const tags = buildMetaDescriptors(
      { description: 'Play', robots: 'index, follow' },
      { url: 'https://casino.test/x', siteName: 'Aurora Casino', noindex: true },
    );
    expect(tags).toContainEqual({ title: 'Aurora Casino' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(tags).toContainEqual({ property: 'og:description', content: 'Play' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://casino.test/x' });
  });

  it('makes the Open Graph image absolute and adds the content meta list', () => {
    const tags = buildMetaDescriptors(
      {
        title: 'Home',
        openGraph: { image: '/images/og/home.jpg' },
        meta: [{ name: 'theme-color', content: '#000' }],
      },
      { url: 'https://casino.test/', siteName: 'Aurora Casino', noindex: false },
    );
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://casino.test/images/og/home.jpg' });
    expect(tags).toContainEqual({ name: 'theme-color', content: '#000' });
    expect(tags.some((tag) => 'name' in tag && tag.name === 'robots')).toBe(false);
  });
});

describe('hreflangLinks', () => {
  it('links every locale and x-default', () => {
    const links = hreflangLinks(
      '/about',
      [
        { code: 'en', name: 'English', hreflang: 'en' },
        { code: 'pt', name: 'Português', hreflang: 'pt-BR' },
      ],
      'en',
      'https://casino.test',
    );
    expect(links.map((link) => ('href' in link ? [link.hrefLang, link.href] : []))).toEqual([
      ['en', 'https://casino.test/about'],
      ['pt-BR', 'https://casino.test/pt/about'],
      ['x-default', 'https://casino.test/about'],
    ]);
  });
});
