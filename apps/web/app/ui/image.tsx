import {
  isOptimisableImage,
  optimisedImageSrcSet,
  optimisedImageUrl,
} from '@casino/shared/images/optimised-image';
import { type ImgHTMLAttributes, useState } from 'react';

export const FALLBACK_IMAGE = '/images/fallback.svg';

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * What the picture loads on each attempt (spec §9 image settings, spec §4 image loading). A raster image
 * of the site comes from the optimiser as WebP at densities 1 and 2; when that fails, the file itself is
 * the retry. Vector images and other addresses load as they are, the retry with a cache-busting query.
 * After the retry, the fallback picture.
 */
export function imageSources(src: string, width: number, attempt: number, fallback: string): ImageSources {
  if (attempt >= 2) return { src: fallback };
  if (isOptimisableImage(src)) {
    return attempt === 0
      ? { src: optimisedImageUrl(src, width, 1), srcSet: optimisedImageSrcSet(src, width) }
      : { src };
  }
  return { src: attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=1` };
}

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** The width it is shown at, in CSS pixels (the optimiser renders this width times the density). */
  width: number;
  height: number;
  fallback?: string;
}

/**
 * Every image of the site: fixed dimensions (no layout shift), lazy unless told otherwise, one retry
 * when loading fails, then the fallback picture.
 */
export function Image({
  src,
  alt,
  width,
  fallback = FALLBACK_IMAGE,
  loading = 'lazy',
  ...props
}: ImageProps) {
  const [attempt, setAttempt] = useState(0);
  const sources = imageSources(src, width, attempt, fallback);
  return (
    <img
      {...props}
      alt={alt}
      width={width}
      src={sources.src}
      srcSet={sources.srcSet}
      loading={loading}
      decoding="async"
      onError={() => setAttempt((value) => (value < 2 ? value + 1 : value))}
    />
  );
}
