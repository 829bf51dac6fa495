import type { GameType } from '@casino/shared/contract/games.contract';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

/** A jsonb column read as `T`, written as JSON text. */
type JsonOf<T> = ColumnType<T, string, string>;

export type Volatility = 'low' | 'medium' | 'high';

/** What the artwork renderer draws for a game (chosen by the catalogue generator). */
export interface GameArt {
  /** Background gradient, from and to. */
  colors: [string, string];
  accent: string;
  glyph: string;
  pattern: string;
  /** Gradient direction in degrees. */
  angle: number;
}

export interface ProviderArt {
  hue: number;
}

export interface GameProvidersTable {
  sysname: string;
  name: string;
  position: number;
  art: JsonOf<ProviderArt>;
}

export interface GameCategoriesTable {
  sysname: string;
  titles: JsonOf<Record<string, string>>;
  icon: string;
  position: number;
}

export interface GamesTable {
  id: Generated<number>;
  sysname: string;
  title: string;
  search_name: string;
  search_text: string;
  provider: string;
  type: GameType;
  kind: string;
  engine: string;
  engine_seed: string;
  rtp: number;
  volatility: Volatility | null;
  theme: string;
  categories: string[];
  tags: string[];
  is_new: boolean;
  is_hot: boolean;
  has_demo: boolean;
  has_jackpot: boolean;
  is_active: Generated<boolean>;
  popularity: number;
  position: number;
  release_order: number;
  image: string;
  art: JsonOf<GameArt>;
  created_at: CreatedAt;
}

export interface GameCategoryGamesTable {
  category: string;
  game_id: number;
  position: number;
}

export interface GameLikesTable {
  user_id: number;
  sysname: string;
  created_at: CreatedAt;
}
