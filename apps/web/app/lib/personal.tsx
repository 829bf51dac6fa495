import { PERSONAL_DATA_ID, PERSONAL_SLOT, type PersonalData } from '@casino/shared/routing/personal-parts';
import { type Context, createContext, type ReactNode, useContext } from 'react';

/**
 * A signed-in page rendered once for every player (docs/decisions/0047): loaders return PERSONAL_SLOT for
 * a player's own values, components show those values only through `personalText` or `PersonalHtml`,
 * which leave holes the platform fills per request, and the browser gets the values beside the page
 * (PERSONAL_DATA_ID) and hydrates with them. The holes themselves are made on the server only
 * (personal-render.server.tsx), so the browser's bundle carries just what reads the values.
 */

/** The key under which a hole (the stand-in of a personal value on the server) says what it is. */
export const HOLE = Symbol('personal hole');

/** A personal value's stand-in while the page is rendered for every player. */
export interface Hole {
  /** A hole in the page filled per player with `format` of the value (escaped as text); its marker. */
  text(format: (value: never) => string): string;
  /** A hole filled per player with the HTML of `render` of the value, in the page's contexts. */
  html(render: (value: never) => ReactNode, contexts: PageContexts): string;
}

/** On the server, while a page is rendered for every player: holes of the personal values by name. */
export interface PersonalRender {
  holeOf(name: string): object;
  /** Reads the contexts a part rendered per player needs of the page around it (a hook). */
  usePageContexts(): PageContexts;
}

export type PageContexts = ReadonlyArray<readonly [Context<unknown>, unknown]>;

export const PersonalRenderContext = createContext<PersonalRender | null>(null);

/** In the browser: the personal values of the page it was given (read before hydrating). */
let pageData: PersonalData = {};

export function readPagePersonalData(): void {
  const text = document.getElementById(PERSONAL_DATA_ID)?.textContent;
  pageData = text ? (JSON.parse(text) as PersonalData) : {};
}

function holeIn(value: unknown): Hole | undefined {
  return typeof value === 'object' && value !== null ? (value as { [HOLE]?: Hole })[HOLE] : undefined;
}

/** Whether `value` is the stand-in of a personal value (on the server, rendering for every player). */
export function isPersonalHole(value: unknown): boolean {
  return holeIn(value) !== undefined;
}

/**
 * A loader's personal value (`name` as its loader registered it) as this render sees it: the value
 * itself, or, where the loader gave the slot, the page's personal data in the browser and a hole on the
 * server.
 */
export function usePersonal<T>(value: T, name: string): T {
  const render = useContext(PersonalRenderContext);
  if (value !== PERSONAL_SLOT) return value;
  return (render ? render.holeOf(name) : pageData[name]) as T;
}

/** Text or an attribute made from a personal value: the text itself, or a hole filled per player. */
export function personalText<T>(value: T, format: (value: T) => string): string {
  const hole = holeIn(value);
  return hole ? hole.text(format as (value: never) => string) : format(value);
}

/**
 * A part of the page made of one personal value (a signed-in player's game rows): on the server, while
 * rendering for every player, a hole rendered per player in the page's contexts. The wrapper keeps the
 * part in one element on both sides; `display: contents` keeps it out of the layout.
 */
export function PersonalHtml<T>({ value, children }: { value: T; children: (value: T) => ReactNode }) {
  const render = useContext(PersonalRenderContext);
  // Only ever on the server (the same on every render of this tree): the browser never makes holes.
  const contexts = render?.usePageContexts();
  const hole = holeIn(value);
  if (!hole || !contexts) return <div className="personal-part">{children(value)}</div>;
  const marker = hole.html(children as (value: never) => ReactNode, contexts);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a hole marker, filled with React's own HTML.
  return <div className="personal-part" dangerouslySetInnerHTML={{ __html: marker }} />;
}
