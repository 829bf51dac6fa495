import { type RasterFormat, readRasterHeader } from './image-header.ts';
import { encodeWebp, type WebpImage } from './webp-codec.ts';

/** A phone photo of a document is a few megabytes; more is no photo we want to hold. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Smaller than this, a document's text cannot be read. */
export const MIN_UPLOAD_SIDE = 320;
/** 50 megapixels: decoding more would hold hundreds of megabytes of pixels. */
const MAX_UPLOAD_PIXELS = 50 * 1000 * 1000;
const STORED_QUALITY = 85;

export type UploadRefusal =
  | 'too_large'
  | 'not_an_image'
  | 'too_small'
  | 'too_many_pixels'
  | 'polyglot'
  | 'undecodable';

export type UploadCheck = { ok: true; image: WebpImage } | { ok: false; refusal: UploadRefusal };

// What a file that is also a page or a script carries; an image has no reason to.
const MARKUP = /<(?:script|html|svg|iframe|body|\?php)[\s>]|javascript:/i;

/**
 * An uploaded picture (identity documents, attachments) as something safe to keep and show: its type
 * is read from its bytes, never its name or the browser's word, its size and dimensions are bounded, a
 * file that is an image and something else at once (data after the image's end, markup inside) is
 * refused, and what is kept is the picture decoded and encoded again as WebP, never the bytes sent.
 */
export async function checkUploadedImage(bytes: Buffer): Promise<UploadCheck> {
  if (bytes.length > MAX_UPLOAD_BYTES) return { ok: false, refusal: 'too_large' };
  const header = readRasterHeader(bytes);
  if (!header) return { ok: false, refusal: 'not_an_image' };
  if (Math.min(header.width, header.height) < MIN_UPLOAD_SIDE) return { ok: false, refusal: 'too_small' };
  if (header.width * header.height > MAX_UPLOAD_PIXELS) return { ok: false, refusal: 'too_many_pixels' };
  if (imageEnd(bytes, header.format) !== bytes.length || MARKUP.test(bytes.toString('latin1'))) {
    return { ok: false, refusal: 'polyglot' };
  }
  try {
    return { ok: true, image: await encodeWebp(bytes, header.format, header.width, STORED_QUALITY) };
  } catch {
    return { ok: false, refusal: 'undecodable' };
  }
}

/** Where the image's own data ends (undefined when its structure is broken). */
export function imageEnd(bytes: Buffer, format: RasterFormat): number | undefined {
  if (format === 'png') return pngEnd(bytes);
  if (format === 'jpeg') return jpegEnd(bytes);
  // RIFF: the size after the tag counts everything after it, padded to an even length.
  const size = bytes.length >= 8 ? bytes.readUInt32LE(4) : undefined;
  return size === undefined ? undefined : 8 + size + (size % 2);
}

/** Chunk by chunk (length, type, data, CRC) to the end of IEND. */
function pngEnd(bytes: Buffer): number | undefined {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (type === 'IEND') return offset;
  }
  return undefined;
}

/** Segment by segment, through each scan's entropy-coded data, to the end-of-image marker. */
function jpegEnd(bytes: Buffer): number | undefined {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xd9) return offset + 2;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 3 >= bytes.length) return undefined;
    offset += 2 + bytes.readUInt16BE(offset + 2);
    if (marker !== 0xda) continue;
    // Scan data: 0xff is followed by 0x00 (a stuffed byte) or a restart marker inside it.
    while (offset + 1 < bytes.length) {
      const next = bytes[offset + 1] as number;
      if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
      offset += 1;
    }
  }
  return undefined;
}
