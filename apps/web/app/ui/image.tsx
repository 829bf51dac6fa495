import { type ImgHTMLAttributes, useState } from 'react';

export const FALLBACK_IMAGE = '/images/fallback.svg';

/**
 * Spec §9 image settings (webp, densities 1 and 2): the content supplies webp files, and a raster image
 * with a double-density twin passes it as `src2x`. Vector images scale themselves.
 */
export function imageSrcSet(src: string, src2x: string | undefined): string | undefined {
  return src2x ? `${src} 1x, ${src2x} 2x` : undefined;
}

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  width: number;
  height: number;
  src2x?: string;
  fallback?: string;
}

/**
 * Every image of the site: fixed dimensions (no layout shift), lazy unless told otherwise, one retry
 * when loading fails, then the fallback picture.
 */
export function Image({
  src,
  src2x,
  alt,
  fallback = FALLBACK_IMAGE,
  loading = 'lazy',
  ...props
}: ImageProps) {
  const [attempt, setAttempt] = useState(0);
  const failed = attempt >= 2;
  const current = failed ? fallback : attempt === 1 ? `${src}${src.includes('?') ? '&' : '?'}retry=1` : src;
  return (
    <img
      {...props}
      alt={alt}
      src={current}
      srcSet={attempt > 0 ? undefined : imageSrcSet(src, src2x)}
      loading={loading}
      decoding="async"
      onError={() => setAttempt((value) => (value < 2 ? value + 1 : value))}
    />
  );
}
