import { readFileSync } from 'node:fs';
import type { CmsConfig } from '@casino/shared/content/site-content';
import { describe, expect, it } from 'vitest';
import { shellConfig } from './site-data.server.ts';

// The demo content's cms-config, as the content service serves it.
const cms = JSON.parse(
  readFileSync(new URL('../../../../content/cms-config.json', import.meta.url), 'utf8'),
) as CmsConfig;

describe('shellConfig', () => {
  it('keeps the menu links to built pages and drops those to unbuilt ones', () => {
    const { menus } = shellConfig(cms);
    const urls = [
      ...menus.header.map((item) => item.url),
      ...menus.footer.flatMap((column) => column.links.map((item) => item.url)),
      ...menus.bottomNav.map((item) => item.url),
    ];
    expect(urls).toContain('/gamehall');
    expect(urls).toContain('/jackpots');
    expect(urls).toContain('/betting');
    expect(urls).toContain('/profile');
    expect(urls).toContain('/tournaments');
    expect(urls).toContain('/loyalty');
    for (const gone of ['/promotions', '/offers']) {
      expect(urls).not.toContain(gone);
    }
    expect(menus.footer.map((column) => column.title)).toEqual(
      cms.common.menus.footer.map((column) => column.title),
    );
  });

  it('drops a footer column none of whose links is built', () => {
    const only = { title: 'Offers', links: [{ label: 'Weekly', url: '/offers/1' }] };
    const config = { ...cms, common: { ...cms.common, menus: { ...cms.common.menus, footer: [only] } } };
    expect(shellConfig(config).menus.footer).toEqual([]);
  });
});
