/**
 * Route names (without the `___lang` suffix) where the live-chat badge would cover the product (spec
 * §2.1); an event page is the sportsbook as much as `betting` is, and its bet slip sits where the badge would.
 */
const CHAT_BADGE_HIDDEN = new Set(['betting', 'betting-event-id', 'game-index-sysname', 'game-sysname']);

export function routeName(routeId: string): string {
  return routeId.replace(/___lang$/, '');
}

export function isChatBadgeVisible(routeId: string): boolean {
  return !CHAT_BADGE_HIDDEN.has(routeName(routeId));
}
