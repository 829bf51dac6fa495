import type { ColumnType, Generated } from 'kysely';

export type Json = ColumnType<unknown, string, string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LocalesTable {
  code: string;
  name: string;
  hreflang: string;
  is_default: boolean;
  position: number;
}

export interface TranslationsTable {
  locale: string;
  messages: Json;
  updated_at: UpdatedAt;
}

export interface CmsConfigsTable {
  locale: string;
  config: Json;
  updated_at: UpdatedAt;
}

export interface SiteSettingsTable {
  key: string;
  value: Json;
  updated_at: UpdatedAt;
}

export interface SeoPagesTable {
  host: string;
  path: string;
  locale: string;
  metadata: Json;
}

export interface ContentPagesTable {
  slug: string;
  locale: string;
  title: string;
  body: string;
  faq: Json;
  updated_at: UpdatedAt;
}

export interface RedirectRulesTable {
  id: Generated<number>;
  from_pattern: string;
  to_url: string;
  is_external: boolean;
  position: number;
}

export interface BannersTable {
  id: number;
  position: string;
  image: string;
  url: string | null;
  sort: number;
  started_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** Per locale: { title, subtitle, button }. */
  texts: Json;
}

export interface PopupsTable {
  id: number;
  image: string | null;
  url: string | null;
  is_active: boolean;
  /** Per locale: { title, text, button }. */
  texts: Json;
}
