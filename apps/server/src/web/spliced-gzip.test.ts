import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareSplicedGzip, spliceGzip, spliceGzipInserts } from './spliced-gzip.ts';

describe('spliced gzip', () => {
  it('is the gzip of the parts joined by the insert, whatever the parts and insert', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.uint8Array({ maxLength: 64 }),
        (parts, insert) => {
          const plain = parts.map((part) => Buffer.from(part));
          const body = spliceGzip(prepareSplicedGzip(plain), Buffer.from(insert));
          expect(
            gunzipSync(body).equals(
              Buffer.concat(plain.flatMap((part, i) => (i > 0 ? [Buffer.from(insert), part] : [part]))),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes a different insert between each two parts, empty ones and ones longer than a stored block', () => {
    const plain = ['<p>', '</p><b>', '</b><i>', '</i>'].map((part) => Buffer.from(part));
    const inserts = [Buffer.from('$25'), Buffer.alloc(0), Buffer.alloc(70_000, 'x')];
    const body = spliceGzipInserts(prepareSplicedGzip(plain), inserts);
    expect(gunzipSync(body).toString()).toBe(`<p>$25</p><b></b><i>${'x'.repeat(70_000)}</i>`);
  });

  it('compresses a page: a repetitive 100 KB body with nonces becomes a few KB', () => {
    const html = Buffer.from('<div class="game-card"><img src="/x.webp" alt="Game"></div>'.repeat(1700));
    const gzip = prepareSplicedGzip([html, html, html]);
    const body = spliceGzip(gzip, Buffer.from('n0nce+/AAAAAAAAAAAAAAA=='));
    expect(body.length).toBeLessThan(html.length / 20);
    expect(gunzipSync(body).length).toBe(html.length * 3 + 48);
  });
});
