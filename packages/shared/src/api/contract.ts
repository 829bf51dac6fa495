import { accountContract } from '../contract/account.contract.ts';
import { bettingBonusesContract } from '../contract/betting-bonuses.contract.ts';
import { bonusesContract } from '../contract/bonuses.contract.ts';
import { cashbackContract } from '../contract/cashback.contract.ts';
import { cashierContract } from '../contract/cashier.contract.ts';
import { contentContract } from '../contract/content.contract.ts';
import { freeSpinsContract } from '../contract/free-spins.contract.ts';
import { gameHistoryContract } from '../contract/game-history.contract.ts';
import { gamesContract } from '../contract/games.contract.ts';
import { jackpotsContract } from '../contract/jackpots.contract.ts';
import { liveContract } from '../contract/live.contract.ts';
import { loyaltyContract } from '../contract/loyalty.contract.ts';
import { profileContract } from '../contract/profile.contract.ts';
import { responsibleGamingContract } from '../contract/responsible-gaming.contract.ts';
import { socialAuthContract } from '../contract/social-auth.contract.ts';
import { sportsBetsContract } from '../contract/sports-bets.contract.ts';
import { sportsbookContract } from '../contract/sportsbook.contract.ts';
import { storageContract } from '../contract/storage.contract.ts';
import { supportContract } from '../contract/support.contract.ts';
import { tournamentsContract } from '../contract/tournaments.contract.ts';
import { trackingContract } from '../contract/tracking.contract.ts';
import { verificationContract } from '../contract/verification.contract.ts';
import type { ActionDefinition } from './define-action.ts';

/** The platform API of spec §7: every action, its method, parameters and result. */
export const apiContract = {
  ...contentContract,
  ...accountContract,
  ...profileContract,
  ...cashierContract,
  ...gamesContract,
  ...liveContract,
  ...responsibleGamingContract,
  ...socialAuthContract,
  ...trackingContract,
  ...jackpotsContract,
  ...gameHistoryContract,
  ...bonusesContract,
  ...bettingBonusesContract,
  ...cashbackContract,
  ...freeSpinsContract,
  ...loyaltyContract,
  ...sportsbookContract,
  ...sportsBetsContract,
  ...verificationContract,
  ...supportContract,
  ...storageContract,
  ...tournamentsContract,
} satisfies Record<string, ActionDefinition>;

export type ApiContract = typeof apiContract;
export type ActionName = keyof ApiContract;

const names = new Set<string>(Object.keys(apiContract));
const byLowerName = new Map<string, ActionName | null>();
for (const name of names as Set<ActionName>) {
  const lower = name.toLowerCase();
  // null: several actions share this spelling ignoring case, so only their exact names reach them.
  byLowerName.set(lower, byLowerName.has(lower) ? null : name);
}

/**
 * Action names match case-insensitively (`Jackpots.get` = `jackpots.get`), except where the spec names
 * two actions that differ only in case — the cashier's `gethistory` and the games' `getHistory` (§7):
 * there the exact spelling decides, and any other spelling is unknown (decision 0061).
 */
export function resolveActionName(name: string): ActionName | undefined {
  if (names.has(name)) return name as ActionName;
  return byLowerName.get(name.toLowerCase()) ?? undefined;
}
