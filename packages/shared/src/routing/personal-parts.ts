import type { ApiCaller } from '../api/api-caller.ts';

/**
 * A signed-in player's page is rendered once for every player (per page address, theme and content, as a
 * guest's is) with holes where a player's own values go, and only those values are read and filled in
 * per request (docs/decisions/0047). This is the contract between the platform, which keeps the rendered
 * page and fills it, and the site, whose loaders and components say what is personal.
 */

/** What a loader returns in place of a personal value while the page is rendered for every player. */
export const PERSONAL_SLOT = '\u2063personal\u2063';

/** The player's own values of one page, by name ("user", "likes", …), as their readers returned them. */
export type PersonalData = Readonly<Record<string, unknown>>;

/** Fills one hole: the text (already escaped for HTML) that replaces its marker for this player. */
export type HoleFill = (data: PersonalData) => string;

export interface PersonalParts {
  /** Random per render: hole `i` is `${marker}${i}~` in the page, which no content can spell. */
  readonly marker: string;
  /** How each personal value is read for the player asking, registered by the loaders. */
  readonly readers: Map<string, (api: ApiCaller) => Promise<unknown>>;
  /** The holes in the page, registered while it renders. */
  readonly holes: HoleFill[];
  /** Why this page cannot be shared (a personal page, an error): it is rendered per player instead. */
  refusal: string | undefined;
  /** Set by the render once it checked that the page shows personal values only in holes. */
  confirmed: boolean;
  /** A loader's personal value: registers its reader and returns the slot the page is rendered with. */
  read<T>(name: string, reader: (api: ApiCaller) => Promise<T>): T;
  /** A hole filled per player; returns its marker. */
  hole(fill: HoleFill): string;
  refuse(reason: string): void;
  /** The page may be shared: without this nothing is (a render that knows nothing of holes is not). */
  confirm(): void;
}

export function createPersonalParts(marker: string): PersonalParts {
  const parts: PersonalParts = {
    marker,
    readers: new Map(),
    holes: [],
    refusal: undefined,
    confirmed: false,
    read<T>(name: string, reader: (api: ApiCaller) => Promise<T>): T {
      parts.readers.set(name, reader);
      return PERSONAL_SLOT as T;
    },
    hole(fill) {
      parts.holes.push(fill);
      return `${marker}${parts.holes.length - 1}~`;
    },
    refuse(reason) {
      parts.refusal ??= reason;
    },
    confirm() {
      parts.confirmed = true;
    },
  };
  return parts;
}

/** JSON for a `<script type="application/json">`: nothing in it can end the element or break a line. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The id of the script that carries a shared page's personal data to the browser. */
export const PERSONAL_DATA_ID = 'personal-data';
