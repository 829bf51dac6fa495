import { SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import type { GameArt, ProviderArt, Volatility } from '../../db/tables/games.table.ts';
import { type SeededRandom, seededRandom } from '../../lib/seeded-random.ts';
import type {
  CatalogueInput,
  CategoryInput,
  HouseGameType,
  KindInput,
  ProviderInput,
  ThemeInput,
} from './catalogue-files.ts';
import { shiftHue } from './game-art.ts';
import { searchText, slugify } from './search-text.ts';

/** Changing the seed reshuffles the whole catalogue; keep it unless that is the point. */
export const CATALOGUE_SEED = 'aurora-catalogue-1';

/** Share of the catalogue flagged new (latest releases) and hot (most played). */
const NEW_SHARE = 0.06;
const HOT_SHARE = 0.08;
const TIER_POPULARITY = { 1: 1, 2: 0.7, 3: 0.45 } as const;
const RTP_WEIGHTS = { '94': 25, '96': 55, '97': 20 } as const;
const VOLATILITY_WEIGHTS: Record<Volatility, number> = { low: 25, medium: 40, high: 35 };
const ART_PATTERNS = ['rays', 'dots', 'waves', 'grid', 'diamonds', 'rings'] as const;
const ART_ANGLES = [120, 135, 150, 165, 200, 225] as const;
/** Slot titles such as `Book of Anubis`. */
const LEGEND_LEADS = [
  'Book of',
  'Legacy of',
  'Rise of',
  'Temple of',
  'Curse of',
  'Return of',
  'Legend of',
  'Quest for',
  'Secrets of',
  'Gates of',
  'Wrath of',
  'Tales of',
  'Treasures of',
  'Heart of',
];
const TABLE_SUFFIXES = ['Pro', 'Deluxe', 'Plus', 'Gold', 'Max', 'Touch', 'Prime', 'Elite'];
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export interface GeneratedProvider {
  sysname: string;
  name: string;
  position: number;
  art: ProviderArt;
}

export interface GeneratedCategory {
  sysname: string;
  /** A `t:` message reference or text, resolved per locale by the seed. */
  title: string;
  icon: string;
  position: number;
  /** Sysnames of the member games, in the category's order. */
  games: string[];
}

export interface GeneratedGame {
  sysname: string;
  title: string;
  search_name: string;
  search_text: string;
  provider: string;
  type: HouseGameType;
  kind: string;
  engine: string;
  engine_seed: string;
  rtp: 94 | 96 | 97;
  volatility: Volatility | null;
  theme: string;
  categories: string[];
  tags: string[];
  is_new: boolean;
  is_hot: boolean;
  has_demo: boolean;
  has_jackpot: boolean;
  popularity: number;
  position: number;
  release_order: number;
  image: string;
  art: GameArt;
}

export interface Catalogue {
  providers: GeneratedProvider[];
  categories: GeneratedCategory[];
  games: GeneratedGame[];
}

export const gameArtPath = (sysname: string) => `/platform/game-art/${sysname}.svg`;

/** Titles are unique by their slug, which is the game's sysname. */
class TitleBook {
  readonly #used = new Set<string>();

  /** The first candidate whose slug is free, else the first one numbered II, III, ... */
  claim(candidates: () => string, attempts = 60): string {
    let first: string | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const title = candidates();
      if (hasRepeatedWord(title)) continue;
      first ??= title;
      if (this.#take(title)) return title;
    }
    const base = first ?? candidates();
    for (const numeral of ROMAN) {
      const title = `${base} ${numeral}`;
      if (this.#take(title)) return title;
    }
    throw new Error(`No free title near "${base}"; add words to content/games`);
  }

  #take(title: string): boolean {
    const slug = slugify(title);
    if (this.#used.has(slug)) return false;
    this.#used.add(slug);
    return true;
  }
}

function hasRepeatedWord(title: string): boolean {
  const words = searchText(title).split(' ');
  return new Set(words).size !== words.length;
}

function slotTitle(random: SeededRandom, theme: ThemeInput, kind: KindInput): string {
  const suffixes = kind.suffixes ?? [''];
  const suffix = random.pick(suffixes);
  // A kind without an empty suffix names its feature in every title (Megaways, Hold & Win).
  const featureRequired = !suffixes.includes('');
  const roll = random.next();
  if (roll < 0.25) {
    const legend = `${random.pick(LEGEND_LEADS)} ${random.pick(theme.legends)}`;
    return featureRequired ? `${legend} ${suffix}` : legend;
  }
  if (roll < 0.85 || suffix) {
    const title = `${random.pick(theme.adjectives)} ${random.pick(theme.nouns)}`;
    return suffix ? `${title} ${suffix}` : title;
  }
  return `${random.pick(theme.nouns)} ${random.pick(['Riches', 'Fortune', 'Bonanza', 'Deluxe', 'Gold', 'Rush'])}`;
}

function tableTitle(random: SeededRandom, theme: ThemeInput, kind: KindInput): string {
  const titles = kind.titles!;
  const prefix = random.chance(0.65) ? random.pick(titles.prefixes) : random.pick(theme.adjectives);
  const title = `${prefix} ${random.pick(titles.bases)}`;
  return random.chance(0.2) ? `${title} ${random.pick(TABLE_SUFFIXES)}` : title;
}

function kindsByType(kinds: KindInput[]): Map<HouseGameType, KindInput[]> {
  const map = new Map<HouseGameType, KindInput[]>();
  for (const kind of kinds) map.set(kind.type, [...(map.get(kind.type) ?? []), kind]);
  return map;
}

function pickKind(random: SeededRandom, kinds: KindInput[]): KindInput {
  const key = random.weighted(Object.fromEntries(kinds.map((kind) => [kind.key, kind.share])));
  return kinds.find((kind) => kind.key === key)!;
}

interface Draft
  extends Omit<GeneratedGame, 'categories' | 'is_new' | 'is_hot' | 'position' | 'release_order'> {
  curation: number;
}

function providerGames(
  provider: ProviderInput,
  input: CatalogueInput,
  kinds: Map<HouseGameType, KindInput[]>,
  titles: TitleBook,
): Draft[] {
  // Each provider draws from its own sequence, so adding or resizing one leaves the others' games as they were.
  const random = seededRandom(`${CATALOGUE_SEED}:${provider.sysname}`);
  const themeByKey = new Map(input.themes.map((theme) => [theme.key, theme]));
  const favourites = provider.themes?.length
    ? provider.themes.map((key) => themeByKey.get(key)!)
    : random.shuffle(input.themes).slice(0, 5);
  const drafts: Draft[] = [];
  for (let index = 0; index < provider.games; index += 1) {
    const type = random.weighted(provider.mix);
    const kind = pickKind(random, kinds.get(type)!);
    const theme = kind.themes
      ? themeByKey.get(random.pick(kind.themes))!
      : random.chance(0.8)
        ? random.pick(favourites)
        : random.pick(input.themes);
    const isSlot = type === 'slot';
    const title = titles.claim(() =>
      isSlot ? slotTitle(random, theme, kind) : tableTitle(random, theme, kind),
    );
    const sysname = slugify(title);
    if (!SYSNAME_PATTERN.test(sysname)) throw new Error(`Title "${title}" gives no valid sysname`);
    const tags = new Set(kind.tags);
    if (isSlot) {
      for (const tag of theme.tags) tags.add(tag);
      if (!kind.tags.includes('classic') && random.chance(0.25)) tags.add('bonus-buy');
      if (random.chance(0.3)) tags.add('multiplier');
    }
    const hasJackpot = isSlot && random.chance(kind.tags.includes('hold-and-win') ? 0.35 : 0.1);
    if (hasJackpot) tags.add('jackpot');
    const palette = random.pick(theme.colors);
    const hueShift = random.int(31) - 15;
    const popularity = Math.round(
      100_000 * TIER_POPULARITY[provider.tier] * (0.12 + 0.88 * random.next() ** 1.6),
    );
    const isNewish = random.next();
    drafts.push({
      sysname,
      title,
      search_name: searchText(title),
      search_text: searchText(`${title} ${provider.name}`),
      provider: provider.sysname,
      type,
      kind: kind.key,
      engine: kind.engine,
      engine_seed: random.hex(16),
      rtp: Number(random.weighted(RTP_WEIGHTS)) as 94 | 96 | 97,
      volatility: isSlot ? random.weighted(VOLATILITY_WEIGHTS) : null,
      theme: theme.key,
      tags: [...tags].sort(),
      // A live table has a real dealer to pay; it has no demo mode.
      has_demo: type !== 'live',
      has_jackpot: hasJackpot,
      popularity,
      image: gameArtPath(sysname),
      art: {
        colors: [shiftHue(palette[0], hueShift), shiftHue(palette[1], hueShift)],
        accent: random.pick(isSlot ? theme.accent : [...theme.accent, '#ffd54f']),
        glyph: random.pick(isSlot ? theme.glyphs : kind.glyphs!),
        pattern: random.pick(ART_PATTERNS),
        angle: random.pick(ART_ANGLES),
      },
      // The lobby's own order mixes popularity with a little editorial chance.
      curation: popularity * (0.75 + 0.5 * isNewish),
    });
  }
  return drafts;
}

function matchesRule(game: GeneratedGame, rule: CategoryInput['rule']): boolean {
  if (rule.types && !rule.types.includes(game.type)) return false;
  if (rule.tags && !rule.tags.some((tag) => game.tags.includes(tag))) return false;
  if (rule.flag && !game[rule.flag]) return false;
  return true;
}

/** Code-point order: the same on every machine, whatever its locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byPopularity = (a: GeneratedGame, b: GeneratedGame) =>
  b.popularity - a.popularity || compareText(a.sysname, b.sysname);

/**
 * Expands the hand-written inputs (content/games) into the full catalogue. Pure and deterministic: the
 * same inputs give the same providers, categories and games, in the same order, on every run.
 */
export function generateCatalogue(input: CatalogueInput): Catalogue {
  const kinds = kindsByType(input.kinds);
  const titles = new TitleBook();
  const drafts = input.providers.flatMap((provider) => providerGames(provider, input, kinds, titles));

  const random = seededRandom(`${CATALOGUE_SEED}:catalogue`);
  const releaseOrder = new Map(random.shuffle(drafts).map((draft, index) => [draft.sysname, index + 1]));
  const newFrom = drafts.length - Math.round(drafts.length * NEW_SHARE);
  const hot = new Set(
    [...drafts]
      .sort((a, b) => b.popularity - a.popularity || compareText(a.sysname, b.sysname))
      .slice(0, Math.round(drafts.length * HOT_SHARE))
      .map((draft) => draft.sysname),
  );
  const position = new Map(
    [...drafts]
      .sort((a, b) => b.curation - a.curation || compareText(a.sysname, b.sysname))
      .map((draft, index) => [draft.sysname, index + 1]),
  );

  const games: GeneratedGame[] = drafts.map(({ curation: _curation, ...draft }) => {
    const release = releaseOrder.get(draft.sysname)!;
    return {
      ...draft,
      categories: [],
      is_new: release > newFrom,
      is_hot: hot.has(draft.sysname),
      position: position.get(draft.sysname)!,
      release_order: release,
    };
  });

  const categories = input.categories.map((category, index): GeneratedCategory => {
    const members = games.filter((game) => matchesRule(game, category.rule));
    members.sort(category.order === 'newest' ? (a, b) => b.release_order - a.release_order : byPopularity);
    for (const game of members) game.categories.push(category.sysname);
    return {
      sysname: category.sysname,
      title: category.title,
      icon: category.icon,
      position: index + 1,
      games: members.map((game) => game.sysname),
    };
  });

  const providers = input.providers.map((provider, index) => ({
    sysname: provider.sysname,
    name: provider.name,
    position: index + 1,
    art: { hue: provider.hue },
  }));

  return { providers, categories, games };
}
