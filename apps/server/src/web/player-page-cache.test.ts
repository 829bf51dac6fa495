import { gunzipSync } from 'node:zlib';
import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { PersonalParts } from '@casino/shared/routing/personal-parts';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './guest-page-cache.ts';
import { PersonalValuesCache } from './personal-values-cache.ts';
import { PlayerPageCache } from './player-page-cache.ts';

interface Player {
  login: string;
  balance: string;
}

/** How one player's values are read: account.getInfo answers their own. */
function readOf(player: Player) {
  return (parts: PersonalParts) => readWith(parts, (async () => player) as unknown as ApiCaller);
}

/** Every reader of the page with this API caller, nothing kept between calls. */
function readWith(parts: PersonalParts, api: ApiCaller) {
  return new PersonalValuesCache().read(parts, { tokenHash: 'session', userId: 1 }, api);
}

/**
 * A page as the site renders it for every player: the header's name and balance are holes, the player's
 * values read by `account.getInfo` per request.
 */
async function renderShared(nonce: string, parts: PersonalParts): Promise<RenderedPage> {
  parts.read('user', (api) => api('account.getInfo'));
  parts.confirm();
  const name = parts.hole((data) => (data.user as Player).login.replaceAll('<', '&lt;'));
  const balance = parts.hole((data) => (data.user as Player).balance);
  return {
    status: 200,
    headers: [
      ['content-security-policy', `script-src 'nonce-${nonce}'`],
      ['content-type', 'text/html; charset=utf-8'],
    ],
    cookies: [],
    body: Buffer.from(
      `<script nonce="${nonce}">1</script><header>${name} ${balance}</header><p>games</p><script nonce="${nonce}">2</script>`,
    ),
  };
}

const alice: Player = { login: 'alice@example.com', balance: '$25' };
const bob: Player = { login: 'bob<script>@example.com', balance: '$40' };

describe('PlayerPageCache', () => {
  it('renders a page once for every player and fills in each player only their own values', async () => {
    const cache = new PlayerPageCache();
    let renders = 0;
    const render = (nonce: string, parts: PersonalParts) => {
      renders += 1;
      return renderShared(nonce, parts);
    };
    const answers = await Promise.all(
      [alice, bob, alice, bob].map((player) => cache.serve('/', render, readOf(player), { gzip: false })),
    );
    expect(renders).toBe(1);
    const bodies = answers.map((answer) => answer?.body.toString() ?? '');
    for (const [index, body] of bodies.entries()) {
      const [own, other] = index % 2 === 0 ? [alice, bob] : [bob, alice];
      expect(body).toContain(`<header>${own.login.replaceAll('<', '&lt;')} ${own.balance}</header>`);
      expect(body).not.toContain(other.balance);
      expect(body).not.toMatch(/ph[0-9a-f]{16}-/);
    }
    // Every answer has a nonce of its own, in the policy and in each script.
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(answer?.headers[0]?.[1] ?? '')?.[1]);
    expect(new Set(nonces).size).toBe(4);
    for (const [index, body] of bodies.entries())
      expect(body.split(`nonce="${nonces[index]}"`)).toHaveLength(3);
  });

  it('sends the same bytes compressed, spliced from parts compressed once', async () => {
    const cache = new PlayerPageCache();
    const answer = await cache.serve('/', renderShared, readOf(bob), { gzip: true });
    expect(answer?.encoding).toBe('gzip');
    expect(gunzipSync(answer?.body ?? Buffer.alloc(0)).toString()).toContain(
      '<header>bob&lt;script>@example.com $40</header>',
    );
  });

  it('answers null (render for the player alone) for a refused page, a server error, cookies, data or a failed read', async () => {
    const cache = new PlayerPageCache();
    const refused = async (nonce: string, parts: PersonalParts) => {
      parts.refuse('a personal page');
      return renderShared(nonce, parts);
    };
    expect(await cache.serve('/a', refused, readOf(alice), { gzip: false })).toBeNull();
    const failed = async (nonce: string, parts: PersonalParts) => ({
      ...(await renderShared(nonce, parts)),
      status: 500,
    });
    expect(await cache.serve('/b', failed, readOf(alice), { gzip: false })).toBeNull();
    const withCookie = async (nonce: string, parts: PersonalParts) => ({
      ...(await renderShared(nonce, parts)),
      cookies: ['a=1'],
    });
    expect(await cache.serve('/c', withCookie, readOf(alice), { gzip: false })).toBeNull();
    // React Router's data (a `.data` request) is never a page with holes.
    const data = async (nonce: string, parts: PersonalParts) => ({
      ...(await renderShared(nonce, parts)),
      headers: [['content-type', 'text/x-script']] as Array<[string, string]>,
    });
    expect(await cache.serve('/e.data', data, readOf(alice), { gzip: false })).toBeNull();
    // A render that knows nothing of holes (it never confirms them) is nobody's to share.
    const unaware = async (nonce: string, parts: PersonalParts) => {
      const page = await renderShared(nonce, parts);
      parts.confirmed = false;
      return page;
    };
    expect(await cache.serve('/f', unaware, readOf(alice), { gzip: false })).toBeNull();
    const signedOut = (parts: PersonalParts) =>
      readWith(parts, (async () => {
        throw new Error('AuthorizationException');
      }) as unknown as ApiCaller);
    expect(await cache.serve('/d', renderShared, signedOut, { gzip: false })).toBeNull();
    // The page itself stays shared: the next player gets it.
    expect(await cache.serve('/d', renderShared, readOf(alice), { gzip: false })).not.toBeNull();
  });
});
