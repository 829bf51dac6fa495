import type { Kysely, Transaction } from 'kysely';
import type {
  AuthCodesTable,
  OutboxMessagesTable,
  RateLimitsTable,
  SessionsTable,
  UserContactsTable,
  UsersTable,
} from './tables/accounts.table.ts';
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
  LedgerAccountsTable,
  LedgerEntriesTable,
  LedgerTransactionsTable,
} from './tables/ledger.table.ts';
import type { PayGatewayOrdersTable, PaymentEventsTable, PaymentsTable } from './tables/payments.table.ts';
import type { DemoIdpCodesTable, OauthStatesTable, SocialIdentitiesTable } from './tables/social.table.ts';
import type { TrackingEventsTable, TrackingHitsTable } from './tables/tracking.table.ts';

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
  rate_limits: RateLimitsTable;
  social_identities: SocialIdentitiesTable;
  oauth_states: OauthStatesTable;
  demo_idp_codes: DemoIdpCodesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  pay_gateway_orders: PayGatewayOrdersTable;
}

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories accept either; money-moving code demands a Trx. */
export type DbOrTrx = Db | Trx;
