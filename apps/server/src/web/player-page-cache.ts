import { randomBytes } from 'node:crypto';
import {
  createPersonalParts,
  type PersonalData,
  type PersonalParts,
} from '@casino/shared/routing/personal-parts';
import { TtlCache } from '../lib/ttl-cache.ts';
import {
  createNonce,
  GUEST_PAGE_MAX_ENTRIES,
  GUEST_PAGE_TTL_MS,
  type RenderedPage,
} from './guest-page-cache.ts';
import { prepareSplicedGzip, type SplicedGzip, spliceGzipInserts } from './spliced-gzip.ts';

/**
 * A signed-in player's page rendered once for every player and filled per request with their own values
 * (docs/decisions/0047). A page is kept as its bytes cut at every nonce and hole; an answer reads the
 * player's values (their header, rows, favourite marks) with their own session and joins the parts
 * with the nonce and the filled holes. Pages that are not a plain 200, set cookies or whose routes did
 * not declare their holes are remembered as such for as long, and rendered per player.
 */
interface SharedPage {
  status: number;
  headers: Array<[string, string]>;
  parts: PersonalParts;
  /** The body between the slots below. */
  plain: Buffer[];
  /** What goes between plain[i] and plain[i + 1]: the nonce (-1) or the hole of that index. */
  slots: number[];
  gzip: SplicedGzip;
  nonce: string;
  /** The holes filled for a player's values (the same values object while they hold, decision 0058). */
  fills: WeakMap<PersonalData, Buffer[]>;
}

const NONCE_SLOT = -1;

export class PlayerPageCache {
  readonly #pages: TtlCache<SharedPage | null>;

  constructor(now: () => number = Date.now) {
    this.#pages = new TtlCache<SharedPage | null>(GUEST_PAGE_TTL_MS, now, GUEST_PAGE_MAX_ENTRIES);
  }

  clear(): void {
    this.#pages.clear();
  }

  /**
   * The page under `key` (a guest page's key: address, theme, odds format, bot) for the player whose
   * values `read` gives, or null when it cannot be shared and must be rendered for this player alone.
   * `render` renders it for every player: with a guest's API and `parts` in its load context.
   */
  async serve(
    key: string,
    render: (nonce: string, parts: PersonalParts) => Promise<RenderedPage>,
    read: (parts: PersonalParts) => Promise<PersonalData>,
    options: { gzip: boolean; onRefusal?: (reason: string) => void },
  ): Promise<RenderedPage | null> {
    const page = await this.#pages.get(key, async () => {
      const nonce = createNonce();
      const parts = createPersonalParts(`ph${randomBytes(8).toString('hex')}-`);
      const rendered = await render(nonce, parts);
      const html = rendered.headers.some(
        ([name, value]) => name === 'content-type' && value.startsWith('text/html'),
      );
      // Only a document has its holes checked and filled (entry.server.tsx): anything else is the player's.
      const refusal =
        parts.refusal ??
        (parts.confirmed ? undefined : 'the render did not confirm its holes') ??
        (rendered.status !== 200 ? `status ${rendered.status}` : undefined) ??
        (html ? undefined : 'not a document') ??
        (rendered.cookies.length > 0 ? 'it sets cookies' : undefined);
      if (refusal !== undefined) {
        options.onRefusal?.(refusal);
        return null;
      }
      const { plain, slots } = cut(rendered.body, nonce, parts.marker);
      return {
        status: rendered.status,
        headers: rendered.headers,
        parts,
        plain,
        slots,
        gzip: prepareSplicedGzip(plain),
        nonce,
        fills: new WeakMap(),
      };
    });
    if (!page) return null;
    let fills: Buffer[];
    try {
      const data = await read(page.parts);
      // A part rendered per player (a row of games) is rendered once for the values that hold.
      fills = page.fills.get(data) ?? page.parts.holes.map((fill) => Buffer.from(fill(data)));
      page.fills.set(data, fills);
    } catch {
      // A value the player may not read (a session ended meanwhile): their own render answers as it must.
      return null;
    }
    const nonce = createNonce();
    const nonceBytes = Buffer.from(nonce);
    const inserts = page.slots.map((slot) => (slot === NONCE_SLOT ? nonceBytes : (fills[slot] as Buffer)));
    const answer = {
      status: page.status,
      headers: page.headers.map(([name, value]): [string, string] => [
        name,
        value.replaceAll(page.nonce, nonce),
      ]),
      cookies: [],
    };
    if (options.gzip) return { ...answer, body: spliceGzipInserts(page.gzip, inserts), encoding: 'gzip' };
    const pieces: Buffer[] = [page.plain[0] as Buffer];
    for (const [index, insert] of inserts.entries()) pieces.push(insert, page.plain[index + 1] as Buffer);
    return { ...answer, body: Buffer.concat(pieces) };
  }
}

/** The body cut at every nonce and hole marker (`${marker}${index}~`). */
function cut(body: Buffer, nonce: string, marker: string): { plain: Buffer[]; slots: number[] } {
  // Latin-1 keeps one character per byte, so the text's offsets are the buffer's; both are ASCII.
  const text = body.toString('latin1');
  const pattern = new RegExp(`${escapeRegExp(nonce)}|${marker}(\\d+)~`, 'g');
  const plain: Buffer[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    plain.push(body.subarray(from, match.index));
    slots.push(match[1] === undefined ? NONCE_SLOT : Number(match[1]));
    from = match.index + match[0].length;
  }
  plain.push(body.subarray(from));
  return { plain, slots };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
