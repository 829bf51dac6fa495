import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a built client folder, at the strongest
 * levels (built once, served many times); @fastify/static sends them to browsers that take them. Small
 * files too (the favicon, the manifest): a file without them went through a compression stream on every
 * request, which answers of unknown length get whatever their size. Files that would not shrink are left.
 */
export function precompressDir(dir) {
  let before = 0;
  let after = 0;
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!TEXT_FILES.test(file) || !statSync(file).isFile()) continue;
    const plain = readFileSync(file);
    const br = brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
    const gz = gzipSync(plain, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < plain.length) writeFileSync(`${file}.br`, br);
    if (gz.length < plain.length) writeFileSync(`${file}.gz`, gz);
    before += plain.length;
    after += Math.min(br.length, plain.length);
  }
  return { before, after };
}
