import { optimisedImageUrl } from '@casino/shared/images/optimised-image';
import { describe, expect, it } from 'vitest';
import { parseImageQuery } from './image-query.ts';

describe('parseImageQuery', () => {
  const valid = { src: '/images/a.png', w: '288', dpr: '1' };

  it('reads back the URLs the site builds', () => {
    const url = new URL(optimisedImageUrl('/images/banners/summer.png', 1100, 2), 'http://x');
    expect(parseImageQuery(Object.fromEntries(url.searchParams))).toEqual({
      ok: true,
      request: { src: '/images/banners/summer.png', width: 1200, dpr: 2 },
    });
  });

  it('refuses each bad parameter with its reason', () => {
    const refused = (query: Record<string, unknown>) => {
      const parsed = parseImageQuery(query);
      return parsed.ok ? {} : parsed.invalidParameters;
    };
    expect(Object.keys(refused({ ...valid, w: '300' }))).toEqual(['w']);
    expect(Object.keys(refused({ ...valid, w: '288.0' }))).toEqual(['w']);
    expect(Object.keys(refused({ ...valid, w: '-288' }))).toEqual(['w']);
    expect(Object.keys(refused({ ...valid, dpr: '3' }))).toEqual(['dpr']);
    expect(Object.keys(refused({ ...valid, dpr: '1.5' }))).toEqual(['dpr']);
    expect(Object.keys(refused({ ...valid, src: '/images/../x.png' }))).toEqual(['src']);
    expect(Object.keys(refused({ ...valid, src: ['/images/a.png', '/images/b.png'] }))).toEqual(['src']);
    expect(Object.keys(refused({ ...valid, v: '1' }))).toEqual(['v']);
    expect(Object.keys(refused({}))).toEqual(['src', 'w', 'dpr']);
  });

  it('gives the reasons it always gave', () => {
    expect(parseImageQuery({ w: '13', dpr: '3', src: ['a', 'b'], retry: '1' })).toEqual({
      ok: false,
      invalidParameters: {
        retry: 'Unknown parameter',
        src: 'Required: one site image path',
        w: 'Must be one of 16, 20, 24, 30, 36, 44, 56, 64, 80, 96, 120, 144, 160, 192, 240, 288, 320, 384, 480, 560, 640, 768, 960, 1200, 1440, 1680, 1920',
        dpr: 'Must be 1 or 2',
      },
    });
    expect(parseImageQuery({ ...valid, src: '/images/a.gif' })).toEqual({
      ok: false,
      invalidParameters: { src: 'Must be a .png, .jpg or .webp path below /images/' },
    });
  });
});
