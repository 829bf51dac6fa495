/**
 * The image optimiser's addresses (spec §7 "images come from an optimiser path", §9 image settings: webp
 * at quality 95, densities 1 and 2). The site builds them from here; the platform reads them with the
 * schema in apps/server/src/modules/images/image-query.ts, from the same widths and rule for `src`.
 *
 *   /platform/image?src=/images/banners/summer.png&w=1200&dpr=2
 *
 * `src` is a raster image of the site's own public folder, `w` the width it is shown at in CSS pixels
 * and `dpr` the density; the answer is a webp `w × dpr` pixels wide (never wider than the source).
 */
export const IMAGE_OPTIMISER_PATH = '/platform/image';
export const IMAGE_QUALITY = 95;
export const IMAGE_DENSITIES = [1, 2] as const;
export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/**
 * The CSS widths the optimiser renders. A component's width is rounded up to the next one, so a handful
 * of files serve every layout and nobody can make the server render (and store) every width there is.
 * Neighbours are at most 1.3 apart (our reading of spec §9's "ratio 1.3"): a browser never scales an
 * image down by more than that, and the widths the site uses today (56, 64, 96, 160, 288, 1200) are exact.
 */
export const IMAGE_WIDTHS = [
  16, 20, 24, 30, 36, 44, 56, 64, 80, 96, 120, 144, 160, 192, 240, 288, 320, 384, 480, 560, 640, 768, 960,
  1200, 1440, 1680, 1920,
] as const;
export const MAX_IMAGE_WIDTH = 1920;

const MAX_SRC_LENGTH = 300;
/**
 * Below `/images/`, segments of letters, digits, `_`, `-` and `.` that never start with a dot (so no `.`,
 * `..` or hidden files), ending in a raster extension. Nothing percent-encoded, no backslashes, no query.
 */
const SRC_PATTERN =
  /^\/images\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:png|jpe?g|webp)$/i;

/** Whether `src` is a raster image of the site's own that the optimiser serves (vector images scale themselves). */
export function isOptimisableImage(src: string): boolean {
  return src.length <= MAX_SRC_LENGTH && SRC_PATTERN.test(src);
}

/** The smallest optimiser width at least `cssWidth` wide (the largest one for anything wider). */
export function optimiserWidth(cssWidth: number): number {
  return IMAGE_WIDTHS.find((width) => width >= cssWidth) ?? MAX_IMAGE_WIDTH;
}

export function optimisedImageUrl(src: string, cssWidth: number, dpr: ImageDensity): string {
  const query = new URLSearchParams({ src, w: String(optimiserWidth(cssWidth)), dpr: String(dpr) });
  return `${IMAGE_OPTIMISER_PATH}?${query.toString()}`;
}

/** `srcset` with every density of spec §9. */
export function optimisedImageSrcSet(src: string, cssWidth: number): string {
  return IMAGE_DENSITIES.map((dpr) => `${optimisedImageUrl(src, cssWidth, dpr)} ${dpr}x`).join(', ');
}

export interface OptimisedImageRequest {
  src: string;
  width: number;
  dpr: ImageDensity;
}
