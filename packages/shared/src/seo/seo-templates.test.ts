import { describe, expect, it } from 'vitest';
import { fillSeoTemplate, matchSeoTemplate } from './seo-templates.ts';

describe('SEO URL templates', () => {
  it('match the entity pages of spec §2.1 and name their parameters', () => {
    expect(matchSeoTemplate('/game/aurora-slots')).toEqual({
      template: '/game/:sysname',
      params: { sysname: 'aurora-slots' },
    });
    expect(matchSeoTemplate('/tournaments/3')).toEqual({ template: '/tournaments/:id', params: { id: '3' } });
    expect(matchSeoTemplate('/tournaments/3/gamehall')).toEqual({
      template: '/tournaments/:id/gamehall',
      params: { id: '3' },
    });
    expect(matchSeoTemplate('/cashier/deposit/skrill')?.template).toBe('/cashier/deposit/:sysname');
    expect(matchSeoTemplate('/offers/2')?.template).toBe('/offers/:id');
    expect(matchSeoTemplate('/jackpots/1')?.template).toBe('/jackpots/:id');
  });

  it('leave other pages alone', () => {
    for (const path of [
      '/',
      '/gamehall',
      '/game',
      '/tournaments',
      '/tournaments/3/rules',
      '/game/a/b',
      '/jackpots/',
    ])
      expect(matchSeoTemplate(path), path).toBeNull();
  });

  it('fill every text of the template, nested ones too, and drop unknown placeholders', () => {
    const filled = fillSeoTemplate(
      {
        title: '{{name}} by {{provider}} – play online',
        robots: 'index, follow',
        product: { name: '{{name}}', sku: '{{sysname}}', brandName: '{{provider}}' },
        breadcrumbs: [{ name: '{{name}}', link: '{{path}}' }],
        description: 'Play {{name}}{{nothing}}.',
      },
      { name: 'Aurora <Slots>', provider: 'House', sysname: 'aurora-slots', path: '/game/aurora-slots' },
    );
    expect(filled).toEqual({
      title: 'Aurora <Slots> by House – play online',
      robots: 'index, follow',
      product: { name: 'Aurora <Slots>', sku: 'aurora-slots', brandName: 'House' },
      breadcrumbs: [{ name: 'Aurora <Slots>', link: '/game/aurora-slots' }],
      description: 'Play Aurora <Slots>.',
    });
  });

  it('takes a value with braces literally, never as another placeholder', () => {
    expect(fillSeoTemplate('{{name}} and {{provider}}', { name: '{{provider}}', provider: 'X' })).toBe(
      '{{provider}} and X',
    );
  });
});
