import { type ActionName, apiContract } from '@casino/shared/api/contract';
import type { ActionDefinition } from '@casino/shared/api/define-action';
import { accountActions } from '../modules/account/actions.ts';
import { profileActions } from '../modules/account/profile-actions.ts';
import { socialAuthActions } from '../modules/account/social-actions.ts';
import { bonusActions } from '../modules/bonuses/actions.ts';
import { bettingBonusActions } from '../modules/bonuses/betting-bonuses.actions.ts';
import { cashbackActions } from '../modules/cashback/actions.ts';
import { cashierActions } from '../modules/cashier/actions.ts';
import { contentActions } from '../modules/content/actions.ts';
import { freeSpinsActions } from '../modules/free-spins/actions.ts';
import { gameHistoryActions } from '../modules/game-wallet/history-actions.ts';
import { gamesActions } from '../modules/games/actions.ts';
import { jackpotActions } from '../modules/jackpots/actions.ts';
import { liveActions } from '../modules/live/actions.ts';
import { loyaltyActions } from '../modules/loyalty/actions.ts';
import { responsibleGamingActions } from '../modules/responsible-gaming/actions.ts';
import { sportsBetsActions } from '../modules/sportsbook/bets-actions.ts';
import { sportsbookFeedActions } from '../modules/sportsbook/feed-actions.ts';
import { storageActions } from '../modules/storage/actions.ts';
import { supportActions } from '../modules/support/actions.ts';
import { tournamentsActions } from '../modules/tournaments/actions.ts';
import { trackingActions } from '../modules/tracking/actions.ts';
import { verificationActions } from '../modules/verification/actions.ts';
import type { ActionHandler } from './implement-actions.ts';

const domains = [
  contentActions,
  trackingActions,
  accountActions,
  profileActions,
  socialAuthActions,
  cashierActions,
  gamesActions,
  jackpotActions,
  gameHistoryActions,
  liveActions,
  responsibleGamingActions,
  bonusActions,
  bettingBonusActions,
  cashbackActions,
  freeSpinsActions,
  loyaltyActions,
  sportsbookFeedActions,
  sportsBetsActions,
  verificationActions,
  supportActions,
  storageActions,
  tournamentsActions,
];

export interface RegisteredAction {
  name: ActionName;
  definition: ActionDefinition;
  handler: ActionHandler<ActionDefinition>;
}

/** Every action of the contract bound to its handler; a contract action without one stops the boot. */
export function buildActionRegistry(): Map<ActionName, RegisteredAction> {
  const registry = new Map<ActionName, RegisteredAction>();
  for (const domain of domains) {
    for (const [name, handler] of Object.entries(domain.handlers)) {
      const actionName = name as ActionName;
      registry.set(actionName, {
        name: actionName,
        definition: apiContract[actionName],
        handler: handler as ActionHandler<ActionDefinition>,
      });
    }
  }
  const missing = (Object.keys(apiContract) as ActionName[]).filter((name) => !registry.has(name));
  if (missing.length > 0) throw new Error(`Actions without a handler: ${missing.join(', ')}`);
  return registry;
}
