import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip beside text files of any size that shrink, and leaves the rest alone', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(30)}</svg>`;
    const script = `export const rows = [${'"row",'.repeat(2_000)}];`;
    writeFileSync(path.join(dir, 'favicon.svg'), svg);
    writeFileSync(path.join(dir, 'assets', 'entry.js'), script);
    writeFileSync(path.join(dir, 'tiny.txt'), 'ok');
    writeFileSync(path.join(dir, 'icon.png'), Buffer.alloc(4_000));
    precompressDir(dir);
    expect(svg.length).toBeLessThan(1024);
    for (const [file, text] of [
      ['favicon.svg', svg],
      [path.join('assets', 'entry.js'), script],
    ]) {
      const plain = path.join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${plain}.br`)).toString()).toBe(text);
      expect(gunzipSync(readFileSync(`${plain}.gz`)).toString()).toBe(text);
    }
    // Two bytes do not shrink; an image is not text.
    for (const file of ['tiny.txt', 'icon.png']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
