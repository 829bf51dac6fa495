import { expect, test } from './fixtures.ts';

interface GamesAnswer {
  data: { items: { sysname: string; name: string; provider_name: string }[] };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

// Spec §2.1, §2.5: a game's page carries its own title, description and structured data, from the
// content's game template filled with the game, in the page's language.
test('a game page is rendered with its own title, description and JSON-LD', async ({ request }) => {
  const games = (await (await request.get('/api/games.get?count=1&lang=en&v=2.34')).json()) as GamesAnswer;
  const game = games.data.items[0]!;
  for (const [prefix, words] of [
    ['', 'play online'],
    ['/de', 'online spielen'],
  ] as const) {
    const html = await (await request.get(`${prefix}/game/${game.sysname}`)).text();
    const title = unescapeHtml(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    expect(title).toContain(game.name);
    expect(title).toContain(game.provider_name);
    expect(title).toContain(words);
    const description = unescapeHtml(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
    expect(description).toContain(game.name);
    const ogTitle = unescapeHtml(html.match(/<meta property="og:title" content="([^"]*)"/)?.[1] ?? '');
    expect(ogTitle).toBe(title);
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1] ?? '[]',
    );
    const items = (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) as Record<string, unknown>[];
    expect(items.find((item) => item['@type'] === 'Product')).toMatchObject({
      name: game.name,
      sku: game.sysname,
      brand: { '@type': 'Brand', name: game.provider_name },
    });
    const crumbs = items.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs.itemListElement.at(-1)).toMatchObject({
      name: game.name,
      item: expect.stringMatching(new RegExp(`${prefix}/game/${game.sysname}$`)),
    });
  }
});
