import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FALLBACK_IMAGE, Image, imageSources } from './image.tsx';

const optimised = (w: number, dpr: number) =>
  `/platform/image?src=%2Fimages%2Fbanners%2Fsummer.jpg&w=${w}&dpr=${dpr}`;

describe('imageSources', () => {
  it('loads a raster image of the site as optimised WebP at densities 1 and 2, then the file, then the fallback', () => {
    expect(imageSources('/images/banners/summer.jpg', 1200, 0, FALLBACK_IMAGE)).toEqual({
      src: optimised(1200, 1),
      srcSet: `${optimised(1200, 1)} 1x, ${optimised(1200, 2)} 2x`,
    });
    expect(imageSources('/images/banners/summer.jpg', 1200, 1, FALLBACK_IMAGE)).toEqual({
      src: '/images/banners/summer.jpg',
    });
    expect(imageSources('/images/banners/summer.jpg', 1200, 2, FALLBACK_IMAGE)).toEqual({
      src: FALLBACK_IMAGE,
    });
  });

  it('rounds the width up to one the optimiser offers', () => {
    expect(imageSources('/images/banners/summer.jpg', 1100, 0, FALLBACK_IMAGE).src).toBe(optimised(1200, 1));
  });

  it('loads vector images and other addresses as they are, retrying once with a cache-busting query', () => {
    for (const src of [
      '/images/banners/welcome.svg',
      '/platform/game-art/x.svg?v=3',
      'https://cdn.example/a.png',
    ]) {
      expect(imageSources(src, 288, 0, FALLBACK_IMAGE)).toEqual({ src });
      expect(imageSources(src, 288, 1, FALLBACK_IMAGE).src).toBe(
        `${src}${src.includes('?') ? '&' : '?'}retry=1`,
      );
      expect(imageSources(src, 288, 2, '/images/other.svg')).toEqual({ src: '/images/other.svg' });
    }
  });
});

/** The attributes of the rendered <img>, unescaped. */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img\b([^>]*)\/>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name,
      (value as string).replaceAll('&amp;', '&'),
    ]),
  );
}

describe('Image', () => {
  it('renders a raster image with the optimiser srcSet and its box', () => {
    const html = renderToStaticMarkup(
      createElement(Image, { src: '/images/banners/summer.jpg', alt: 'Summer', width: 1200, height: 400 }),
    );
    expect(imgAttributes(html)).toEqual({
      alt: 'Summer',
      width: '1200',
      height: '400',
      src: optimised(1200, 1),
      srcSet: `${optimised(1200, 1)} 1x, ${optimised(1200, 2)} 2x`,
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it('renders a vector image as it is, without srcSet', () => {
    const html = renderToStaticMarkup(
      createElement(Image, { src: '/images/logo.svg', alt: '', width: 96, height: 32, loading: 'eager' }),
    );
    expect(imgAttributes(html)).toEqual({
      alt: '',
      width: '96',
      height: '32',
      src: '/images/logo.svg',
      loading: 'eager',
      decoding: 'async',
    });
  });
});
