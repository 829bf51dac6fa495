/** The raster formats the optimiser reads, recognised by their bytes (never by the file's name). */
export type RasterFormat = 'png' | 'jpeg' | 'webp';

export interface RasterHeader {
  format: RasterFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Format and size from the first bytes of an image, before anything is decoded: the optimiser decides on
 * the output width (never wider than the source) and refuses oversized pictures without decoding them.
 * Undefined when the bytes are no PNG, JPEG or WebP it understands.
 */
export function readRasterHeader(bytes: Uint8Array): RasterHeader | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 24 && buffer.subarray(0, 8).equals(PNG_SIGNATURE) && ascii(buffer, 12, 4) === 'IHDR') {
    return sized('png', buffer.readUInt32BE(16), buffer.readUInt32BE(20));
  }
  if (buffer.length >= 4 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    return jpegHeader(buffer);
  }
  if (buffer.length >= 30 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 4) === 'WEBP') {
    return webpHeader(buffer);
  }
  return undefined;
}

function ascii(buffer: Buffer, offset: number, length: number): string {
  return buffer.toString('latin1', offset, offset + length);
}

function sized(format: RasterFormat, width: number, height: number): RasterHeader | undefined {
  return width > 0 && height > 0 ? { format, width, height } : undefined;
}

/** Walks the JPEG segments to the first start-of-frame marker (SOF0…SOF15 but DHT, JPG and DAC). */
function jpegHeader(buffer: Buffer): RasterHeader | undefined {
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    const marker = buffer[offset + 1] as number;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = buffer.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized('jpeg', buffer.readUInt16BE(offset + 7), buffer.readUInt16BE(offset + 5));
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

/** The first chunk after the RIFF header says the size: lossy VP8, lossless VP8L or extended VP8X. */
function webpHeader(buffer: Buffer): RasterHeader | undefined {
  const chunk = ascii(buffer, 12, 4);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (buffer[23] !== 0x9d || buffer[24] !== 0x01 || buffer[25] !== 0x2a) return undefined;
    return sized('webp', buffer.readUInt16LE(26) & 0x3fff, buffer.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (buffer[20] !== 0x2f) return undefined;
    const bits = buffer.readUInt32LE(21);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return sized('webp', buffer.readUIntLE(24, 3) + 1, buffer.readUIntLE(27, 3) + 1);
  }
  return undefined;
}
