import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely';
import * as contentAndTracking from './migrations/2026-11-23-0001-content-and-tracking.ts';
import * as accounts from './migrations/2026-11-23-0002-accounts.ts';
import * as outboxDelivery from './migrations/2026-11-23-0003-outbox-delivery.ts';
import * as profile from './migrations/2026-11-23-0004-profile.ts';
import * as ledger from './migrations/2026-11-23-0005-ledger.ts';
import * as payments from './migrations/2026-11-23-0006-payments.ts';
import * as socialIdentities from './migrations/2026-11-23-0010-social-identities.ts';
import * as responsibleGaming from './migrations/2026-11-23-0011-responsible-gaming.ts';
import * as gamesCatalogue from './migrations/2026-11-23-0012-games-catalogue.ts';
import * as gameWallet from './migrations/2026-11-23-0013-game-wallet.ts';
import * as houseGameRounds from './migrations/2026-11-23-0014-house-game-rounds.ts';
import * as jackpots from './migrations/2026-11-23-0015-jackpots.ts';
import * as ledgerPostFunction from './migrations/2026-11-23-0016-ledger-post-function.ts';
import * as gameWalletFunction from './migrations/2026-11-23-0017-game-wallet-function.ts';
import * as campaignsAndBonuses from './migrations/2026-11-25-0018-campaigns-and-bonuses.ts';
import * as walletRepeatBeforeRoundState from './migrations/2026-11-25-0019-wallet-repeat-before-round-state.ts';
import * as inFlightRecovery from './migrations/2026-11-25-0020-in-flight-recovery.ts';
import * as gatewayReturnUrls from './migrations/2026-11-25-0021-gateway-return-urls.ts';
import * as sportsBets from './migrations/2026-11-26-0022-sports-bets.ts';
import * as pendingBonuses from './migrations/2026-11-26-0023-pending-bonuses.ts';
import * as staff from './migrations/2026-11-26-0024-staff.ts';
import * as cashback from './migrations/2026-11-26-0025-cashback.ts';
import * as balanceAdjustments from './migrations/2026-11-26-0026-balance-adjustments.ts';
import * as promoCodes from './migrations/2026-11-26-0027-promo-codes.ts';
import * as loyalty from './migrations/2026-11-26-0028-loyalty.ts';
import * as tournaments from './migrations/2026-11-26-0029-tournaments.ts';
import * as verification from './migrations/2026-11-26-0030-verification.ts';
import * as mailLinksAndFeedback from './migrations/2026-11-26-0031-mail-links-and-feedback.ts';
import * as promotions from './migrations/2026-11-26-0032-promotions.ts';
import * as playLimits from './migrations/2026-11-26-0033-play-limits.ts';
import * as supportChat from './migrations/2026-11-26-0034-support-chat.ts';
import * as playerStorage from './migrations/2026-11-26-0035-player-storage.ts';
import * as freeSpins from './migrations/2026-11-26-0036-free-spins.ts';
import * as bettingBonuses from './migrations/2026-11-26-0037-betting-bonuses.ts';
import * as loyaltyCharactersNotices from './migrations/2026-11-26-0038-loyalty-characters-notices.ts';
import * as dashboardRollups from './migrations/2026-11-26-0039-dashboard-rollups.ts';
import * as playableBonusMoney from './migrations/2026-11-26-0041-playable-bonus-money.ts';
import * as promotionGrants from './migrations/2026-11-26-0042-promotion-grants.ts';
import * as payoutRequisitesChatFiles from './migrations/2026-11-26-0043-payout-requisites-chat-files.ts';
import * as sportsbookBonusStakesResettlement from './migrations/2026-11-26-0045-sportsbook-bonus-stakes-resettlement.ts';
import * as walletCallBatches from './migrations/2026-11-26-0047-wallet-call-batches.ts';
import * as offerAmountsPerCurrency from './migrations/2026-11-26-0048-offer-amounts-per-currency.ts';
import * as analyticsSignals from './migrations/2026-11-26-0049-analytics-signals.ts';
import * as playerNotes from './migrations/2026-11-26-0052-player-notes.ts';
import * as identityCheckRequests from './migrations/2026-11-26-0053-identity-check-requests.ts';
import * as jackpotPoolsPerCurrency from './migrations/2026-11-26-0054-jackpot-pools-per-currency.ts';
import * as ledgerPostingChecks from './migrations/2026-11-27-0055-ledger-posting-checks.ts';
import * as walletBatchesSetBased from './migrations/2026-11-27-0056-wallet-batches-set-based.ts';
import * as walletCallsByTime from './migrations/2026-11-27-0057-wallet-calls-by-time.ts';
import * as roundWinsIndex from './migrations/2026-11-27-0058-round-wins-index.ts';

/**
 * Migrations are listed here explicitly (not discovered on disk) so the bundled server carries them.
 * Names are date-prefixed and sort in the order they must run.
 */
const migrations: Record<string, Migration> = {
  '2026-11-23-0001-content-and-tracking': contentAndTracking,
  '2026-11-23-0002-accounts': accounts,
  '2026-11-23-0003-outbox-delivery': outboxDelivery,
  '2026-11-23-0004-profile': profile,
  '2026-11-23-0005-ledger': ledger,
  '2026-11-23-0006-payments': payments,
  '2026-11-23-0010-social-identities': socialIdentities,
  '2026-11-23-0011-responsible-gaming': responsibleGaming,
  '2026-11-23-0012-games-catalogue': gamesCatalogue,
  '2026-11-23-0013-game-wallet': gameWallet,
  '2026-11-23-0014-house-game-rounds': houseGameRounds,
  '2026-11-23-0015-jackpots': jackpots,
  '2026-11-23-0016-ledger-post-function': ledgerPostFunction,
  '2026-11-23-0017-game-wallet-function': gameWalletFunction,
  '2026-11-25-0018-campaigns-and-bonuses': campaignsAndBonuses,
  '2026-11-25-0019-wallet-repeat-before-round-state': walletRepeatBeforeRoundState,
  '2026-11-25-0020-in-flight-recovery': inFlightRecovery,
  '2026-11-25-0021-gateway-return-urls': gatewayReturnUrls,
  '2026-11-26-0022-sports-bets': sportsBets,
  '2026-11-26-0023-pending-bonuses': pendingBonuses,
  '2026-11-26-0024-staff': staff,
  '2026-11-26-0025-cashback': cashback,
  '2026-11-26-0026-balance-adjustments': balanceAdjustments,
  '2026-11-26-0027-promo-codes': promoCodes,
  '2026-11-26-0028-loyalty': loyalty,
  '2026-11-26-0029-tournaments': tournaments,
  '2026-11-26-0030-verification': verification,
  '2026-11-26-0031-mail-links-and-feedback': mailLinksAndFeedback,
  '2026-11-26-0032-promotions': promotions,
  '2026-11-26-0033-play-limits': playLimits,
  '2026-11-26-0034-support-chat': supportChat,
  '2026-11-26-0035-player-storage': playerStorage,
  '2026-11-26-0036-free-spins': freeSpins,
  '2026-11-26-0037-betting-bonuses': bettingBonuses,
  '2026-11-26-0038-loyalty-characters-notices': loyaltyCharactersNotices,
  '2026-11-26-0039-dashboard-rollups': dashboardRollups,
  '2026-11-26-0041-playable-bonus-money': playableBonusMoney,
  '2026-11-26-0042-promotion-grants': promotionGrants,
  '2026-11-26-0043-payout-requisites-chat-files': payoutRequisitesChatFiles,
  '2026-11-26-0045-sportsbook-bonus-stakes-resettlement': sportsbookBonusStakesResettlement,
  '2026-11-26-0047-wallet-call-batches': walletCallBatches,
  '2026-11-26-0048-offer-amounts-per-currency': offerAmountsPerCurrency,
  '2026-11-26-0049-analytics-signals': analyticsSignals,
  '2026-11-26-0052-player-notes': playerNotes,
  '2026-11-26-0053-identity-check-requests': identityCheckRequests,
  '2026-11-26-0054-jackpot-pools-per-currency': jackpotPoolsPerCurrency,
  '2026-11-27-0055-ledger-posting-checks': ledgerPostingChecks,
  '2026-11-27-0056-wallet-batches-set-based': walletBatchesSetBased,
  '2026-11-27-0057-wallet-calls-by-time': walletCallsByTime,
  '2026-11-27-0058-round-wins-index': roundWinsIndex,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Kysely's migrator takes a PostgreSQL advisory lock, so processes starting together migrate once. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Every later start: the migrator would read the whole catalogue twice and lock before finding
  // nothing to do; one read of its table says the same.
  if (await isUpToDate(db)) return { results: [] };
  const result = await new Migrator({ db, provider }).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

/** Whether every known migration, and no other, is recorded as done. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  const table = sql<{ found: boolean }>`select to_regclass('kysely_migration') is not null as found`;
  if (!(await table.execute(db)).rows[0]?.found) return false;
  const done = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  const known = Object.keys(migrations).sort();
  return done.length === known.length && done.every((row, index) => row.name === known[index]);
}
