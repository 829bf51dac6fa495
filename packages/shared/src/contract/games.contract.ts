import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formJson, formList, formText } from '../api/form-params.ts';
import { GAMES_MAX_COUNT, GAMES_PAGE_SIZE } from '../constants.ts';

/** Game types of spec §1. */
export const GAME_TYPES = ['slot', 'live', 'casino', 'fast', 'betting', 'logical', 'high_low'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_SORTS = ['position', 'popularity', 'name', 'created', 'rtp'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** Sysnames of games, providers, categories and tags: lowercase words joined by - or _. */
export const SYSNAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,79}$/;
const sysname = z.string().trim().toLowerCase().regex(SYSNAME_PATTERN, 'Not a valid sysname');

export const gameItemSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  /** Provider sysname; `provider_name` is its display name. */
  provider: z.string(),
  provider_name: z.string(),
  type: z.enum(GAME_TYPES),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  image_url: z.string(),
  /** Spec §3: `name` and `img_288_192` here override the main values. */
  description: z.object({ name: z.string(), img_288_192: z.string() }),
  is_new: z.boolean(),
  is_hot: z.boolean(),
  has_demo: z.boolean(),
  has_jackpot: z.boolean(),
  /** Return to player in percent (94, 96 or 97). */
  rtp: z.number().int(),
  volatility: z.enum(['low', 'medium', 'high']).nullable(),
});
export type GameItem = z.infer<typeof gameItemSchema>;
export const GAME_FIELDS = Object.keys(gameItemSchema.shape) as (keyof GameItem)[];

/** `options` of games.get, sent as JSON text; unknown keys are refused rather than ignored. */
export const gamesOptionsSchema = z
  .object({
    /** Only these games (e.g. a tournament's, or the sportsbook's sysname). */
    sysnames: z.array(sysname).max(GAMES_MAX_COUNT).optional(),
    exclude: z.array(sysname).max(GAMES_MAX_COUNT).optional(),
    is_new: z.boolean().optional(),
    is_hot: z.boolean().optional(),
    has_demo: z.boolean().optional(),
    has_jackpot: z.boolean().optional(),
    /** Only the signed-in player's liked games. */
    favourites: z.boolean().optional(),
  })
  .strict();
export type GamesOptions = z.infer<typeof gamesOptionsSchema>;

export const gamesQuerySchema = z.object({
  offset: formInt({ min: 0, max: 100_000 }).default(0),
  count: formInt({ min: 1, max: GAMES_MAX_COUNT }).default(GAMES_PAGE_SIZE),
  /** position: the hall's curated order (a category's own order when `category` is given). */
  sort: z.enum(GAME_SORTS).default('position'),
  /** Defaults per sort: position and name ascending; popularity, created and rtp descending. */
  order: z.enum(['asc', 'desc']).optional(),
  /** Searches game titles and provider names. */
  query: formText({ max: 100 }).optional(),
  fields: formList(z.enum(GAME_FIELDS as [keyof GameItem, ...(keyof GameItem)[]])).optional(),
  types: formList(z.enum(GAME_TYPES), GAME_TYPES.length).optional(),
  tags: formList(sysname, 20).optional(),
  /** Comma-separated provider sysnames (spec §2.1); a game of any of them matches. */
  providers: formList(sysname, 50).optional(),
  category: sysname.optional(),
  options: formJson(gamesOptionsSchema, 20_000).optional(),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gameCategorySchema = z.object({
  sysname: z.string(),
  title: z.string(),
  icon: z.string(),
  games_count: z.number().int(),
});
export type GameCategory = z.infer<typeof gameCategorySchema>;

export const providerGameParamsSchema = z.object({
  /** Number of games per type (only the requested types when `types` is given). */
  types: z.record(z.string(), z.number().int()),
  has_demo: z.boolean(),
  has_jackpot: z.boolean(),
  rtp: z.array(z.number().int()),
});

export const gameProviderSchema = z.object({
  sysname: z.string(),
  name: z.string(),
  image_url: z.string(),
  games_count: z.number().int(),
  game_params: providerGameParamsSchema.optional(),
});
export type GameProvider = z.infer<typeof gameProviderSchema>;

const likeParams = z.object({ sysname });

export const gamesContract = {
  'games.get': defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary:
      'Games of the catalogue, filtered, searched, sorted and paged. `total` is the number of matching games, `count` the number of items on this page.',
    params: gamesQuerySchema,
    result: z.object({
      items: z.array(gameItemSchema.partial()),
      offset: z.number().int(),
      count: z.number().int(),
      total: z.number().int(),
    }),
  }),
  getCategories: defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary: 'Game hall categories in display order, titled in the request locale, with their game counts.',
    params: z.object({}),
    result: z.array(gameCategorySchema),
  }),
  getProviders: defineAction({
    method: 'GET',
    access: 'public',
    sharedWithGuests: true,
    summary:
      'Game providers that have games (of `types`, when given); `fields=game_params` adds counts per type, demo and jackpot availability and RTPs.',
    params: z.object({
      fields: formList(z.enum(['game_params']), 1).optional(),
      types: formList(z.enum(GAME_TYPES), GAME_TYPES.length).optional(),
    }),
    result: z.array(gameProviderSchema),
  }),
  getLikes: defineAction({
    method: 'GET',
    access: 'user',
    summary: "Sysnames of the player's liked games (favourites), most recently liked first.",
    params: z.object({}),
    result: z.object({ sysnames: z.array(z.string()) }),
  }),
  addLike: defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Adds a game to the favourites; liking a liked game changes nothing.',
    params: likeParams,
    result: z.literal(1),
  }),
  removeLike: defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Removes a game from the favourites; removing one that is not liked changes nothing.',
    params: likeParams,
    result: z.literal(1),
  }),
} as const;
