import type { PersonalParts } from '@casino/shared/routing/personal-parts';
import { type Context, createElement, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
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
import { HOLE, type Hole, type PageContexts, type PersonalRender } from './personal.tsx';

/**
 * React renders a preload `<link>` before each `<img>` it cannot hoist into a head (a part rendered on its
 * own has none), which the browser's render of the same part does not have: hydration failed on the
 * header's character (React #418). The image itself loads as early without it.
 */
export function withoutResourceHints(html: string): string {
  return html.replace(/<link rel="preload"[^>]*>/g, '');
}

/** What a part rendered per player needs of the page: the router (links, paths), translations, nonce. */
const PAGE_CONTEXTS = [
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  I18nContext,
  ServerMessagesContext,
  NonceContext,
] as Context<unknown>[];

/**
 * The holes of a page rendered for every player (docs/decisions/0047). A personal value's stand-in
 * answers only HOLE: reading anything else of it fails the render, which is then made per player, so a
 * value cannot end up in the page every player gets.
 */
export function createPersonalRender(parts: PersonalParts): PersonalRender {
  const holes = new Map<string, object>();
  const holeOf = (name: string): object => {
    let stand = holes.get(name);
    if (!stand) {
      const hole: Hole = {
        text: (format) => parts.hole((data) => escapeHtml(format(data[name] as never))),
        html: (render, contexts) =>
          parts.hole((data) =>
            withoutResourceHints(
              renderToString(
                contexts.reduceRight<ReactNode>(
                  (node, [context, value]) => createElement(context.Provider, { value }, node),
                  render(data[name] as never),
                ),
              ),
            ),
          ),
      };
      const refuse = (what: PropertyKey) => {
        throw new Error(`personal value "${name}" read outside a hole (${String(what)})`);
      };
      stand = new Proxy(
        {},
        {
          get: (_target, key) => (key === HOLE ? hole : typeof key === 'symbol' ? undefined : refuse(key)),
          has: (_target, key) => refuse(key),
          ownKeys: () => refuse('keys'),
        },
      );
      holes.set(name, stand);
    }
    return stand;
  };
  return {
    holeOf,
    // A hook: the same contexts read, in the same order, on every render.
    usePageContexts: (): PageContexts =>
      PAGE_CONTEXTS.map((context) => [context, useContext(context)] as const),
  };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
