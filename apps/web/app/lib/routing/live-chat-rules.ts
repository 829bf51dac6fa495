/** Route names (without the `___lang` suffix) where the live-chat badge would cover the product. */
const CHAT_BADGE_HIDDEN = new Set(['betting', 'game-index-sysname', 'game-sysname']);

export function routeName(routeId: string): string {
  return routeId.replace(/___lang$/, '');
}

export function isChatBadgeVisible(routeId: string): boolean {
  return !CHAT_BADGE_HIDDEN.has(routeName(routeId));
}
