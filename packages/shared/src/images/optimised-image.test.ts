import { describe, expect, it } from 'vitest';
import {
  IMAGE_WIDTHS,
  isOptimisableImage,
  MAX_IMAGE_WIDTH,
  optimisedImageSrcSet,
  optimisedImageUrl,
  optimiserWidth,
} from './optimised-image.ts';

describe('optimiser widths', () => {
  it('grow by at most 1.3 from one to the next, ending at MAX_IMAGE_WIDTH', () => {
    for (let index = 1; index < IMAGE_WIDTHS.length; index += 1) {
      const [before, after] = [IMAGE_WIDTHS[index - 1] as number, IMAGE_WIDTHS[index] as number];
      expect(after).toBeGreaterThan(before);
      expect(after / before).toBeLessThanOrEqual(1.3);
    }
    expect(IMAGE_WIDTHS.at(-1)).toBe(MAX_IMAGE_WIDTH);
  });

  it('round a CSS width up to the next optimiser width, and cap it', () => {
    expect(optimiserWidth(288)).toBe(288);
    expect(optimiserWidth(289)).toBe(320);
    expect(optimiserWidth(1)).toBe(16);
    expect(optimiserWidth(5000)).toBe(MAX_IMAGE_WIDTH);
  });
});

describe('isOptimisableImage', () => {
  it('accepts raster images below /images/', () => {
    for (const src of [
      '/images/banners/summer.png',
      '/images/a.JPG',
      '/images/og/home.jpeg',
      '/images/x/y-z_1.2.webp',
    ]) {
      expect(isOptimisableImage(src)).toBe(true);
    }
  });

  it('refuses vector images, other folders, traversal, encodings, queries and outside addresses', () => {
    for (const src of [
      '/images/logo.svg',
      '/favicon-32.png',
      '/images/../apps/server/secret.png',
      '/images/./a.png',
      '/images/.hidden.png',
      '/images/a/../../b.png',
      '/images/%2e%2e/b.png',
      '/images\\..\\b.png',
      '/images/a.png?x=1',
      '/images//a.png',
      'images/a.png',
      'https://example.com/images/a.png',
      '//example.com/images/a.png',
      '/images/a.png\u0000.svg',
      `/images/${'a'.repeat(300)}.png`,
    ]) {
      expect(isOptimisableImage(src), src).toBe(false);
    }
  });
});

describe('optimiser URLs', () => {
  it('name the source, the rounded width and the density', () => {
    expect(optimisedImageUrl('/images/banners/summer.png', 1200, 2)).toBe(
      '/platform/image?src=%2Fimages%2Fbanners%2Fsummer.png&w=1200&dpr=2',
    );
    expect(optimisedImageSrcSet('/images/a.jpg', 100)).toBe(
      '/platform/image?src=%2Fimages%2Fa.jpg&w=120&dpr=1 1x, /platform/image?src=%2Fimages%2Fa.jpg&w=120&dpr=2 2x',
    );
  });
});
