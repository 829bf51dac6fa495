/**
 * Pages whose content arrives with later capabilities (cashier, games, loyalty, ...). Until then they
 * render the shell, their title and an empty state. Keyed by route name without the `___lang` suffix.
 */
export const SECTION_TITLES: Record<string, string> = {
  offers: 'menu.offers',
  'offers-id': 'menu.offers',
  betting: 'menu.betting',
  winners: 'menu.winners',
  jackpots: 'menu.jackpots',
  'jackpots-id': 'menu.jackpots',
  promotions: 'menu.promotions',
  'promotions-id': 'menu.promotions',
  tournaments: 'menu.tournaments',
  'tournaments-id': 'menu.tournaments',
  'tournaments-id-gamehall': 'menu.tournaments',
};

export function sectionTitleKey(routeId: string): string {
  const name = routeId.replace(/___lang$/, '');
  if (SECTION_TITLES[name]) return SECTION_TITLES[name];
  if (name.startsWith('cashier')) return 'menu.cashier';
  if (name.startsWith('profile')) return 'menu.profile';
  return 'common.siteName';
}
