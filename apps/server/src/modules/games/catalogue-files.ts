import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GAME_TYPES, SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import { z } from 'zod';

/** The house engine types the generated catalogue maps games onto (betting is the sportsbook's). */
export const HOUSE_GAME_TYPES = ['slot', 'high_low', 'fast', 'logical', 'casino', 'live'] as const;
export type HouseGameType = (typeof HOUSE_GAME_TYPES)[number];

const sysname = z.string().regex(SYSNAME_PATTERN);
const color = z.string().regex(/^#[0-9a-f]{6}$/i);
const words = z.array(z.string().min(1)).min(1);
const typeMix = z.partialRecord(z.enum(HOUSE_GAME_TYPES), z.number().positive());

const providersSchema = z.object({
  providers: z
    .array(
      z.object({
        sysname,
        name: z.string().min(1),
        hue: z.number().min(0).max(360),
        tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        games: z.number().int().positive(),
        mix: typeMix,
        themes: z.array(z.string()).optional(),
      }),
    )
    .min(1),
});

const themesSchema = z.object({
  themes: z
    .array(
      z.object({
        key: sysname,
        tags: z.array(sysname),
        colors: z.array(z.tuple([color, color])).min(1),
        accent: z.array(color).min(1),
        glyphs: words,
        adjectives: words,
        nouns: words,
        legends: words,
      }),
    )
    .min(1),
});

const kindsSchema = z.object({
  kinds: z
    .array(
      z.object({
        key: sysname,
        type: z.enum(HOUSE_GAME_TYPES),
        engine: sysname,
        share: z.number().positive(),
        tags: z.array(sysname),
        themes: z.array(z.string()).optional(),
        glyphs: words.optional(),
        suffixes: z.array(z.string()).optional(),
        titles: z.object({ prefixes: words, bases: words }).optional(),
      }),
    )
    .min(1),
});

const categoriesSchema = z.object({
  categories: z
    .array(
      z.object({
        sysname,
        title: z.string().min(1),
        icon: z.string().min(1),
        rule: z
          .object({
            types: z.array(z.enum(GAME_TYPES)).optional(),
            tags: z.array(sysname).optional(),
            flag: z.enum(['is_new', 'is_hot', 'has_jackpot', 'has_demo']).optional(),
          })
          .strict(),
        order: z.enum(['popularity', 'newest']),
      }),
    )
    .min(1),
});

export type ProviderInput = z.infer<typeof providersSchema>['providers'][number];
export type ThemeInput = z.infer<typeof themesSchema>['themes'][number];
export type KindInput = z.infer<typeof kindsSchema>['kinds'][number];
export type CategoryInput = z.infer<typeof categoriesSchema>['categories'][number];

export interface CatalogueInput {
  providers: ProviderInput[];
  themes: ThemeInput[];
  kinds: KindInput[];
  categories: CategoryInput[];
}

function read<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const fullPath = path.join(dir, 'games', file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(fullPath, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read content file ${fullPath}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`Content file ${fullPath} is malformed: ${parsed.error.message}`);
  return parsed.data;
}

function requireUnique(what: string, keys: string[]) {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw new Error(`Duplicate ${what}: ${key}`);
    seen.add(key);
  }
}

/** Reads and checks the hand-written inputs of the game catalogue (content/games). */
export function readCatalogueInput(contentDir: string): CatalogueInput {
  const { providers } = read(contentDir, 'providers.json', providersSchema);
  const { themes } = read(contentDir, 'themes.json', themesSchema);
  const { kinds } = read(contentDir, 'kinds.json', kindsSchema);
  const { categories } = read(contentDir, 'categories.json', categoriesSchema);
  requireUnique(
    'provider',
    providers.map((provider) => provider.sysname),
  );
  requireUnique(
    'theme',
    themes.map((theme) => theme.key),
  );
  requireUnique(
    'kind',
    kinds.map((kind) => kind.key),
  );
  requireUnique(
    'category',
    categories.map((category) => category.sysname),
  );
  const themeKeys = new Set(themes.map((theme) => theme.key));
  const typesWithKinds = new Set(kinds.map((kind) => kind.type));
  for (const provider of providers) {
    for (const theme of provider.themes ?? []) {
      if (!themeKeys.has(theme)) throw new Error(`Provider ${provider.sysname} names unknown theme ${theme}`);
    }
    for (const type of Object.keys(provider.mix)) {
      if (!typesWithKinds.has(type as HouseGameType)) {
        throw new Error(`Provider ${provider.sysname} makes ${type} games, but no kind of that type exists`);
      }
    }
  }
  for (const kind of kinds) {
    for (const theme of kind.themes ?? []) {
      if (!themeKeys.has(theme)) throw new Error(`Kind ${kind.key} names unknown theme ${theme}`);
    }
    if (kind.type !== 'slot' && !(kind.titles && kind.glyphs)) {
      throw new Error(`Kind ${kind.key} needs titles and glyphs (only slots take them from themes)`);
    }
  }
  return { providers, themes, kinds, categories };
}
