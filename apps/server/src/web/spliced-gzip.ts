import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip body assembled per request from parts compressed once and short texts stored as they are, so a
 * cached page whose per-answer nonce differs every time is still sent compressed without compressing
 * it again. Each part ends on a byte boundary (sync flush), so stored blocks can sit between them.
 */
export interface SplicedGzip {
  parts: Buffer[];
  /** Lengths of the uncompressed parts, for the trailer's size. */
  sizes: number[];
  /** The plain parts: the trailer's CRC-32 is computed per answer over them and the insert. */
  plain: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xffff: the empty last block.
const LAST_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export function prepareSplicedGzip(plain: Buffer[]): SplicedGzip {
  return {
    // zlib ends an empty input with a final block, which would cut the stream short: no bytes instead.
    parts: plain.map((part) =>
      part.length === 0
        ? Buffer.alloc(0)
        : deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
    sizes: plain.map((part) => part.length),
    plain,
  };
}

/** A stored (uncompressed) deflate block, not final, starting and ending on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > MAX_STORED) throw new RangeError('insert too long for one stored block');
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** The gzip of `plain[0] + insert + plain[1] + insert + …`. */
export function spliceGzip(gzip: SplicedGzip, insert: Buffer): Buffer {
  return spliceGzipInserts(
    gzip,
    gzip.parts.slice(1).map(() => insert),
  );
}

/** The gzip of `plain[0] + inserts[0] + plain[1] + inserts[1] + …` (one insert fewer than parts). */
export function spliceGzipInserts(gzip: SplicedGzip, inserts: readonly Buffer[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  gzip.parts.forEach((part, index) => {
    const insert = index > 0 ? (inserts[index - 1] as Buffer) : undefined;
    if (insert) {
      for (let at = 0; at < insert.length; at += MAX_STORED) {
        pieces.push(storedBlock(insert.subarray(at, at + MAX_STORED)));
      }
      crc = crc32(insert, crc);
      size += insert.length;
    }
    pieces.push(part);
    crc = crc32(gzip.plain[index] as Buffer, crc);
    size += gzip.sizes[index] as number;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(LAST_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}
