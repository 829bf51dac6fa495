import { createHash } from 'node:crypto';
import { SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../repo-paths.ts';
import { HOUSE_GAME_TYPES, readCatalogueInput } from './catalogue-files.ts';
import { generateCatalogue } from './catalogue-generator.ts';
import { renderGameArt, renderProviderLogo } from './game-art.ts';
import { GLYPH_NAMES } from './game-art-glyphs.ts';

const catalogue = generateCatalogue(readCatalogueInput(contentDir));
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('game catalogue generator', () => {
  it('gives the same catalogue on every run', () => {
    const again = generateCatalogue(readCatalogueInput(contentDir));
    expect(again).toEqual(catalogue);
    expect(fingerprint(again)).toBe(fingerprint(catalogue));
  });

  it('has at least 2,000 games from at least 30 providers in at least 12 categories', () => {
    expect(catalogue.games.length).toBeGreaterThanOrEqual(2000);
    expect(catalogue.providers.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(12);
    for (const provider of catalogue.providers) {
      expect(
        catalogue.games.some((game) => game.provider === provider.sysname),
        provider.sysname,
      ).toBe(true);
    }
    for (const category of catalogue.categories) {
      expect(category.games.length, category.sysname).toBeGreaterThanOrEqual(20);
    }
  });

  it('maps games onto every house engine type, with unique valid sysnames', () => {
    const sysnames = catalogue.games.map((game) => game.sysname);
    expect(new Set(sysnames).size).toBe(sysnames.length);
    for (const sysname of sysnames) expect(sysname).toMatch(SYSNAME_PATTERN);
    expect(new Set(catalogue.games.map((game) => game.type))).toEqual(new Set(HOUSE_GAME_TYPES));
    expect(new Set(catalogue.games.map((game) => game.search_name)).size).toBe(sysnames.length);
  });

  it('gives every game an engine, a config seed, an RTP variant and consistent flags', () => {
    const seeds = new Set<string>();
    for (const game of catalogue.games) {
      expect(game.engine).toMatch(SYSNAME_PATTERN);
      expect(game.engine_seed).toMatch(/^[0-9a-f]{16}$/);
      seeds.add(game.engine_seed);
      expect([94, 96, 97]).toContain(game.rtp);
      expect(game.has_demo).toBe(game.type !== 'live');
      expect(game.volatility === null).toBe(game.type !== 'slot');
      expect(game.has_jackpot).toBe(game.tags.includes('jackpot'));
      expect(GLYPH_NAMES).toContain(game.art.glyph);
      expect(game.image).toBe(`/platform/game-art/${game.sysname}.svg`);
    }
    expect(seeds.size).toBe(catalogue.games.length);
    const newGames = catalogue.games.filter((game) => game.is_new);
    const newestRelease = Math.min(...newGames.map((game) => game.release_order));
    expect(catalogue.games.filter((game) => game.release_order >= newestRelease)).toEqual(newGames);
  });

  it('orders positions and releases as permutations of the catalogue', () => {
    const count = catalogue.games.length;
    const positions = catalogue.games.map((game) => game.position).sort((a, b) => a - b);
    const releases = catalogue.games.map((game) => game.release_order).sort((a, b) => a - b);
    const expected = Array.from({ length: count }, (_, index) => index + 1);
    expect(positions).toEqual(expected);
    expect(releases).toEqual(expected);
  });

  it('lists each game in exactly the categories whose member lists hold it', () => {
    const members = new Map(
      catalogue.categories.map((category) => [category.sysname, new Set(category.games)]),
    );
    for (const game of catalogue.games) {
      const holding = catalogue.categories
        .filter((category) => members.get(category.sysname)!.has(game.sysname))
        .map((category) => category.sysname);
      expect(game.categories).toEqual(holding);
    }
    const slots = new Set(catalogue.games.filter((game) => game.type === 'slot').map((game) => game.sysname));
    expect(members.get('slots')).toEqual(slots);
    const popular = catalogue.categories.find((category) => category.sysname === 'popular')!.games;
    const popularity = popular.map(
      (sysname) => catalogue.games.find((game) => game.sysname === sysname)!.popularity,
    );
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('draws artwork with escaped titles and no outside resources', () => {
    const game = catalogue.games.find((candidate) => candidate.title.includes('&'))!;
    expect(game).toBeDefined();
    const svg = renderGameArt({ title: game.title, providerName: 'A & B', type: 'live', art: game.art });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(svg).not.toMatch(/href|url\((?!#)|@import|<script/i);
    expect(svg).toContain('LIVE');
    const logo = renderProviderLogo('Red Lantern <Gaming>', { hue: 2 });
    expect(logo).toContain('Red Lantern &lt;Gaming&gt;');
    expect(logo).toContain('>RL<');
  });
});
