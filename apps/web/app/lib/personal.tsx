import {
  PERSONAL_DATA_ID,
  PERSONAL_SLOT,
  type PersonalData,
  type PersonalParts,
} from '@casino/shared/routing/personal-parts';
import { type Context, createContext, createElement, type ReactNode, useContext } from 'react';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
import { I18nContext } from './i18n.ts';
import { ServerMessagesContext } from './messages.ts';
import { NonceContext } from './nonce.ts';

/**
 * A signed-in page rendered once for every player (docs/decisions/0047): loaders return PERSONAL_SLOT for
 * a player's own values, components show those values only through `personalText` or `PersonalHtml`,
 * which leave holes the platform fills per request, and the browser gets the values beside the page
 * (PERSONAL_DATA_ID) and hydrates with them.
 */

/** On the server, while a page is rendered for every player: its holes, and how a part becomes HTML. */
export interface PersonalRender {
  parts: PersonalParts;
  renderHtml(node: ReactNode): string;
  /** One stand-in per personal value and render, so that memo dependencies stay put. */
  holes: Map<string, object>;
}

export const PersonalRenderContext = createContext<PersonalRender | null>(null);

/** In the browser: the personal values of the page it was given (read before hydrating). */
let pageData: PersonalData = {};

export function readPagePersonalData(): void {
  const text = document.getElementById(PERSONAL_DATA_ID)?.textContent;
  pageData = text ? (JSON.parse(text) as PersonalData) : {};
}

const holeNames = new WeakMap<object, { render: PersonalRender; name: string }>();

/**
 * The stand-in of a personal value while rendering for every player: reading anything of it fails the
 * render (which is then made per player), so a value cannot end up in the page every player gets.
 */
function holeValue(render: PersonalRender, name: string): object {
  let hole = render.holes.get(name);
  if (!hole) {
    const refuse = (what: PropertyKey) => {
      throw new Error(`personal value "${name}" read outside a hole (${String(what)})`);
    };
    hole = new Proxy(
      {},
      {
        get: (_target, key) => (typeof key === 'symbol' ? undefined : refuse(key)),
        has: (_target, key) => refuse(key),
        ownKeys: () => refuse('keys'),
      },
    );
    holeNames.set(hole, { render, name });
    render.holes.set(name, hole);
  }
  return hole;
}

/**
 * A loader's personal value (`name` as its loader registered it) as this render sees it: the value
 * itself, or, where the loader gave the slot, the page's personal data in the browser and a hole on the
 * server.
 */
export function usePersonal<T>(value: T, name: string): T {
  const render = useContext(PersonalRenderContext);
  if (value !== PERSONAL_SLOT) return value;
  return (render ? holeValue(render, name) : pageData[name]) as T;
}

/** Whether `value` is the stand-in of a personal value (on the server, rendering for every player). */
export function isPersonalHole(value: unknown): boolean {
  return typeof value === 'object' && value !== null && holeNames.has(value);
}

/** Text or an attribute made from a personal value: the text itself, or a hole filled per player. */
export function personalText<T>(value: T, format: (value: T) => string): string {
  const hole = typeof value === 'object' && value !== null ? holeNames.get(value) : undefined;
  if (!hole) return format(value);
  return hole.render.parts.hole((data) => escapeHtml(format(data[hole.name] as T)));
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * A part of the page made of one personal value (a signed-in player's game rows): on the server, while
 * rendering for every player, a hole rendered per player with the page's contexts. The wrapper keeps
 * the part in one element on both sides; `display: contents` keeps it out of the layout.
 */
export function PersonalHtml<T>({ value, children }: { value: T; children: (value: T) => ReactNode }) {
  const render = useContext(PersonalRenderContext);
  // What the part needs of the page around it (the router's state for links and paths, the translations,
  // the nonce): read here and provided again around its own render.
  const contexts: Array<[Context<unknown>, unknown]> = [
    [UNSAFE_DataRouterContext as Context<unknown>, useContext(UNSAFE_DataRouterContext)],
    [UNSAFE_DataRouterStateContext as Context<unknown>, useContext(UNSAFE_DataRouterStateContext)],
    [UNSAFE_FrameworkContext as Context<unknown>, useContext(UNSAFE_FrameworkContext)],
    [UNSAFE_LocationContext as Context<unknown>, useContext(UNSAFE_LocationContext)],
    [UNSAFE_NavigationContext as Context<unknown>, useContext(UNSAFE_NavigationContext)],
    [UNSAFE_RouteContext as Context<unknown>, useContext(UNSAFE_RouteContext)],
    [I18nContext as Context<unknown>, useContext(I18nContext)],
    [ServerMessagesContext as Context<unknown>, useContext(ServerMessagesContext)],
    [NonceContext as Context<unknown>, useContext(NonceContext)],
  ];
  const hole = typeof value === 'object' && value !== null ? holeNames.get(value) : undefined;
  if (!render || !hole) return <div className="personal-part">{children(value)}</div>;
  const marker = render.parts.hole((data) =>
    render.renderHtml(
      contexts.reduceRight<ReactNode>(
        (node, [context, contextValue]) => createElement(context.Provider, { value: contextValue }, node),
        children(data[hole.name] as T),
      ),
    ),
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a hole marker, filled with React's own HTML.
  return <div className="personal-part" dangerouslySetInnerHTML={{ __html: marker }} />;
}
