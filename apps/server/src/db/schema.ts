import type { Transaction } from 'kysely';
import type { AppKysely } from './after-commit.ts';
import type {
  AuthCodesTable,
  MailLinkUsesTable,
  OutboxMessagesTable,
  RateLimitsTable,
  SessionsTable,
  UserContactsTable,
  UsersTable,
} from './tables/accounts.table.ts';
import type {
  BettingBonusesTable,
  BettingBonusWagersTable,
  BettingOffersTable,
} from './tables/betting-bonuses.table.ts';
import type {
  BonusesTable,
  CampaignOffersTable,
  PromoCodesTable,
  PromotionsTable,
} from './tables/bonuses.table.ts';
import type { CashbackProgrammesTable, CashbacksTable } from './tables/cashback.table.ts';
import type {
  BannersTable,
  CmsConfigsTable,
  ContentPagesTable,
  LocalesTable,
  PopupsTable,
  RedirectRulesTable,
  SeoPagesTable,
  SiteSettingsTable,
  TranslationsTable,
} from './tables/content.table.ts';
import type {
  DashboardDaysTable,
  DashboardHourPlayersTable,
  DashboardHourRollupsTable,
  DashboardHoursTable,
  DashboardLastActiveTable,
  DashboardRollupsTable,
} from './tables/dashboard.table.ts';
import type { FreeSpinPacksTable } from './tables/free-spins.table.ts';
import type {
  GameHistoryExportsTable,
  GameRoundsTable,
  GameSessionsTable,
  GameWalletTransactionsTable,
} from './tables/game-wallet.table.ts';
import type {
  GameCategoriesTable,
  GameCategoryGamesTable,
  GameLikesTable,
  GameProvidersTable,
  GamesTable,
} from './tables/games.table.ts';
import type { HouseRoundsTable, HouseSeedPairsTable } from './tables/house-games.table.ts';
import type { JackpotsTable, JackpotWinsTable } from './tables/jackpots.table.ts';
import type {
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerTransactionsTable,
} from './tables/ledger.table.ts';
import type {
  LoyaltyAccountsTable,
  LoyaltyCharactersTable,
  LoyaltyNoticesTable,
  LoyaltyPlayerCharactersTable,
  LoyaltyPointsTable,
  LoyaltyProductsTable,
  LoyaltyProgrammesTable,
  LoyaltyQuestProgressTable,
  LoyaltyQuestsTable,
} from './tables/loyalty.table.ts';
import type {
  PayGatewayOrdersTable,
  PaymentEventsTable,
  PaymentsTable,
  PayoutRequisitesTable,
} from './tables/payments.table.ts';
import type {
  DepositLimitChangesTable,
  DepositLimitsTable,
  PlayLimitChangesTable,
  PlayLimitsTable,
  PlaySettingsTable,
  PlayTimeOutsTable,
  PlayUsageTable,
  SelfExclusionsTable,
} from './tables/responsible-gaming.table.ts';
import type { DemoIdpCodesTable, OauthStatesTable, SocialIdentitiesTable } from './tables/social.table.ts';
import type {
  SportsBetCashOutsTable,
  SportsBetLegsTable,
  SportsBetResettlementsTable,
  SportsBetsTable,
  SportsbookOperatorActionsTable,
  SportsbookSuspensionsTable,
} from './tables/sports-bets.table.ts';
import type {
  AuditLogTable,
  BalanceAdjustmentsTable,
  PlayerNotesTable,
  StaffSessionsTable,
  StaffUsersTable,
} from './tables/staff.table.ts';
import type { PlayerStorageTable } from './tables/storage.table.ts';
import type {
  FeedbackMessagesTable,
  SupportAgentPresenceTable,
  SupportChatEventsTable,
  SupportConversationsTable,
  SupportMessagesTable,
} from './tables/support.table.ts';
import type {
  TournamentParticipantsTable,
  TournamentPrizesTable,
  TournamentResultsTable,
  TournamentScoresTable,
  TournamentsTable,
} from './tables/tournaments.table.ts';
import type { TrackingEventsTable, TrackingHitsTable } from './tables/tracking.table.ts';
import type {
  KycDemoApplicantsTable,
  VerificationApplicantsTable,
  VerificationWebhookEventsTable,
} from './tables/verification.table.ts';

export interface Database {
  locales: LocalesTable;
  translations: TranslationsTable;
  cms_configs: CmsConfigsTable;
  site_settings: SiteSettingsTable;
  seo_pages: SeoPagesTable;
  content_pages: ContentPagesTable;
  redirect_rules: RedirectRulesTable;
  banners: BannersTable;
  popups: PopupsTable;
  tracking_hits: TrackingHitsTable;
  tracking_events: TrackingEventsTable;
  users: UsersTable;
  user_contacts: UserContactsTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  outbox_messages: OutboxMessagesTable;
  mail_link_uses: MailLinkUsesTable;
  feedback_messages: FeedbackMessagesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_chat_events: SupportChatEventsTable;
  support_agent_presence: SupportAgentPresenceTable;
  rate_limits: RateLimitsTable;
  social_identities: SocialIdentitiesTable;
  oauth_states: OauthStatesTable;
  demo_idp_codes: DemoIdpCodesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payout_requisites: PayoutRequisitesTable;
  pay_gateway_orders: PayGatewayOrdersTable;
  game_providers: GameProvidersTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  game_category_games: GameCategoryGamesTable;
  game_likes: GameLikesTable;
  deposit_limits: DepositLimitsTable;
  deposit_limit_changes: DepositLimitChangesTable;
  self_exclusions: SelfExclusionsTable;
  play_limits: PlayLimitsTable;
  play_limit_changes: PlayLimitChangesTable;
  play_usage: PlayUsageTable;
  play_time_outs: PlayTimeOutsTable;
  play_settings: PlaySettingsTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_wallet_transactions: GameWalletTransactionsTable;
  game_history_exports: GameHistoryExportsTable;
  house_seed_pairs: HouseSeedPairsTable;
  house_rounds: HouseRoundsTable;
  jackpots: JackpotsTable;
  jackpot_wins: JackpotWinsTable;
  campaign_offers: CampaignOffersTable;
  bonuses: BonusesTable;
  promo_codes: PromoCodesTable;
  free_spin_packs: FreeSpinPacksTable;
  promotions: PromotionsTable;
  cashback_programmes: CashbackProgrammesTable;
  cashbacks: CashbacksTable;
  player_storage: PlayerStorageTable;
  loyalty_programmes: LoyaltyProgrammesTable;
  loyalty_products: LoyaltyProductsTable;
  loyalty_accounts: LoyaltyAccountsTable;
  loyalty_points: LoyaltyPointsTable;
  loyalty_characters: LoyaltyCharactersTable;
  loyalty_player_characters: LoyaltyPlayerCharactersTable;
  loyalty_notices: LoyaltyNoticesTable;
  loyalty_quests: LoyaltyQuestsTable;
  loyalty_quest_progress: LoyaltyQuestProgressTable;
  tournaments: TournamentsTable;
  tournament_participants: TournamentParticipantsTable;
  tournament_scores: TournamentScoresTable;
  tournament_results: TournamentResultsTable;
  tournament_prizes: TournamentPrizesTable;
  sports_bets: SportsBetsTable;
  sports_bet_legs: SportsBetLegsTable;
  sports_bet_cash_outs: SportsBetCashOutsTable;
  sports_bet_resettlements: SportsBetResettlementsTable;
  sportsbook_suspensions: SportsbookSuspensionsTable;
  sportsbook_operator_actions: SportsbookOperatorActionsTable;
  betting_offers: BettingOffersTable;
  betting_bonuses: BettingBonusesTable;
  betting_bonus_wagers: BettingBonusWagersTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  player_notes: PlayerNotesTable;
  verification_applicants: VerificationApplicantsTable;
  verification_webhook_events: VerificationWebhookEventsTable;
  kyc_demo_applicants: KycDemoApplicantsTable;
  balance_adjustments: BalanceAdjustmentsTable;
  dashboard_rollups: DashboardRollupsTable;
  dashboard_days: DashboardDaysTable;
  dashboard_last_active: DashboardLastActiveTable;
  dashboard_hour_rollups: DashboardHourRollupsTable;
  dashboard_hours: DashboardHoursTable;
  dashboard_hour_players: DashboardHourPlayersTable;
}

export type Db = AppKysely;
export type Trx = Transaction<Database>;
/** Repositories accept either; money-moving code demands a Trx. */
export type DbOrTrx = Db | Trx;
