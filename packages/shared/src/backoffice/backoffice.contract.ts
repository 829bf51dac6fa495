import { z } from 'zod';
import type { ActionDefinition } from '../api/define-action.ts';
import { formAmount, formFlag, formInt, formJson, formText } from '../api/form-params.ts';
import { MAX_MINOR_UNITS } from '../money/minor-units.ts';
import { chatConversationSchema, chatMessageSchema, chatThreadSchema } from '../support/chat.ts';
import { CHAT_ATTACHMENT_MAX_CHARS, CHAT_MESSAGE_MAX } from '../support/chat-constants.ts';
import {
  BACKOFFICE_ACCESS,
  type BackofficeAccess,
  type BackofficeActionName,
  STAFF_ROLES,
} from './backoffice-access.ts';
import { REPORT_NAMES, REPORT_PAGE_MAX } from './reports.ts';
import { RISK_HINTS } from './risk-hints.ts';

/**
 * The operator back-office's API (`/backoffice/api/{action}`, issue 18): the same envelope and
 * validation as the player API, but its own registry, its own session (staff, not players) and a role
 * list on every action that the server checks. The player site never imports this module.
 */

export interface BackofficeActionDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>
  extends ActionDefinition<P, R> {
  roles: BackofficeAccess;
}

/** An action's schemas, with its method and roles from the access table. */
function defineBackofficeAction<P extends z.ZodType, R extends z.ZodType>(
  name: BackofficeActionName,
  definition: { summary: string; params: P; result: R },
): BackofficeActionDefinition<P, R> {
  const { method, roles } = BACKOFFICE_ACCESS[name];
  return { ...definition, method, roles, access: roles === 'anyone' ? 'public' : 'user' };
}

/**
 * A content list the back-office edits in every language (banners, offers, tournaments): no parameters,
 * the site's languages and every item under `key`.
 */
function contentListAction<K extends string, S extends z.ZodType>(
  name: BackofficeActionName,
  summary: string,
  key: K,
  item: S,
) {
  const result = z.object({ locales: localesSchema, [key]: z.array(item) }) as z.ZodObject<
    { locales: typeof localesSchema } & { [P in K]: z.ZodArray<S> }
  >;
  return defineBackofficeAction(name, { summary, params: z.object({}), result });
}

const email = formText({ max: 200 }).pipe(z.email());
const reason = formText({ min: 3, max: 500 });
const id = formInt({ min: 1 });

export const staffViewSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['active', 'disabled']),
  totp_enrolled: z.boolean(),
  created_at: z.string(),
});
export type StaffView = z.infer<typeof staffViewSchema>;

const signInResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed_in'), staff: staffViewSchema }),
  z.object({ status: z.literal('code_required') }),
  /** No authenticator yet: scan this, then sign in again with a code from it. */
  z.object({
    status: z.literal('enrol'),
    secret: z.string(),
    otpauth_uri: z.string(),
    qr_code: z.string(),
  }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

const chatListItemSchema = chatConversationSchema.extend({
  player_email: z.string().nullable(),
  player_login: z.string(),
  last_message: z.string(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

const chatAgentThreadSchema = chatThreadSchema.extend({
  player: z.object({
    id: z.number(),
    email: z.string().nullable(),
    login: z.string(),
    name: z.string().nullable(),
    status: z.string(),
    verification: z.string(),
    is_verified: z.boolean(),
    balances: z.array(z.object({ kind: z.string(), amount: z.number() })),
  }),
});
export type ChatAgentThread = z.infer<typeof chatAgentThreadSchema>;

const kycApplicantSchema = z.object({
  player_id: z.number(),
  login: z.string(),
  applicant_id: z.string(),
  submitted_at: z.string(),
  document_type: z.string().nullable(),
  /** The sides with an image (front, back, selfie), each at kycImagePath. */
  sides: z.array(z.string()),
});
export type KycApplicant = z.infer<typeof kycApplicantSchema>;

const kycDecisionSchema = z.object({
  player_id: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reject_reason: z.string().nullable(),
});

const requisitesStatus = z.enum(['pending', 'approved', 'fraudulent']);

/** Payout details waiting for (or given) the operator's check (decision 0045). */
const payoutRequisitesSchema = z.object({
  id: z.number(),
  player_id: z.number(),
  login: z.string(),
  method_type: z.string(),
  masked: z.string(),
  status: requisitesStatus,
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PayoutRequisites = z.infer<typeof payoutRequisitesSchema>;

const balanceSchema = z.object({ kind: z.string(), amount: z.number() });

export const playerSummarySchema = z.object({
  id: z.number(),
  login: z.string(),
  fakename: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['active', 'banned', 'deleted']),
  created_at: z.string(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

const paymentSchema = z.object({
  transaction: z.string(),
  player_id: z.number(),
  direction: z.enum(['deposit', 'withdrawal']),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  requisites: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type BackofficePayment = z.infer<typeof paymentSchema>;

/** A withdrawal in the queue, with the reasons to look twice (risk-hints.ts). */
const queuedWithdrawalSchema = paymentSchema.extend({ risk: z.array(z.enum(RISK_HINTS)) });
export type QueuedWithdrawal = z.infer<typeof queuedWithdrawalSchema>;

/**
 * One UTC day (or the window's total) of one currency on the dashboard (decision 0038 defines each
 * figure). Money in minor units. In the total, `active_players` counts each player once.
 */
const dashboardDaySchema = z.object({
  day: z.string(),
  registrations: z.number(),
  first_deposits: z.number(),
  deposits: z.number(),
  deposit_amount: z.number(),
  withdrawals: z.number(),
  withdrawal_amount: z.number(),
  bets: z.number(),
  casino_stakes: z.number(),
  sports_stakes: z.number(),
  stakes: z.number(),
  casino_wins: z.number(),
  sports_wins: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonus_released: z.number(),
  cashback_paid: z.number(),
  tournament_prizes: z.number(),
  bonus_cost: z.number(),
  ngr: z.number(),
  adjustments: z.number(),
  active_players: z.number(),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

const dashboardCurrencySchema = z.object({
  currency: z.string(),
  /** Today and the 30 days before it, oldest first. */
  days: z.array(dashboardDaySchema),
  totals: dashboardDaySchema,
});
export type DashboardCurrency = z.infer<typeof dashboardCurrencySchema>;

const dashboardSchema = z.object({
  generated_at: z.string(),
  /** The first day read live from the ledger; the days before it come from the daily rollup. */
  live_from: z.string(),
  currencies: z.array(dashboardCurrencySchema),
});
export type DashboardView = z.infer<typeof dashboardSchema>;

/** A staff note on a player: append-only, with its author and time. */
const playerNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  staff_id: z.number(),
  staff_name: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});
export type PlayerNote = z.infer<typeof playerNoteSchema>;
export const PLAYER_NOTE_MAX = 2_000;

/** A casino or betting bonus as the card lists it (minor units of `currency`). */
const cardBonusSchema = z.object({
  id: z.number(),
  type: z.enum(['casino', 'betting']),
  status: z.string(),
  title: z.string(),
  amount: z.number(),
  currency: z.string(),
  wager_required: z.number(),
  wagered: z.number(),
  created_at: z.string(),
  expires_at: z.string(),
});

const cardFreeSpinsSchema = z.object({
  id: z.number(),
  title: z.string(),
  game: z.string(),
  total: z.number(),
  spins_left: z.number(),
  stake: z.number(),
  currency: z.string(),
  winnings: z.number(),
  status: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});

const cardSportsBetSchema = z.object({
  id: z.string(),
  type: z.string(),
  /** The legs as "home – away" (at most the first three, then a count). */
  events: z.string(),
  total_stake: z.number(),
  currency: z.string(),
  /** Combined odds in thousandths; null for systems. */
  total_odds: z.number().nullable(),
  funding: z.string(),
  status: z.string(),
  return: z.number().nullable(),
  placed_at: z.string(),
});

const cardVerificationSchema = z.object({
  /** `init`: the player opened the check but sent nothing yet. */
  status: z.enum(['none', 'init', 'pending', 'approved', 'rejected']),
  reject_reason: z.string().nullable(),
  is_verified: z.boolean(),
  /** When staff asked this player for an identity check; null when nobody did. */
  requested_at: z.string().nullable(),
});

const playerCardSchema = z.object({
  player: playerSummarySchema,
  /** The site's languages, the default marked: a grant's title may be given in each. */
  locales: z.array(z.object({ code: z.string(), name: z.string(), is_default: z.boolean() })),
  contacts: z.array(z.object({ type: z.string(), contact: z.string(), is_confirmed: z.boolean() })),
  balances: z.array(balanceSchema),
  ledger: z.array(
    z.object({
      transaction_id: z.number(),
      kind: z.string(),
      account: z.string(),
      amount: z.number(),
      balance_after: z.number(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(paymentSchema),
  rounds: z.array(
    z.object({
      round: z.string(),
      game: z.string(),
      bet: z.number(),
      win: z.number(),
      currency: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
    }),
  ),
  deposit_limit: z.object({
    period: z.string(),
    limit_amount: z.number().nullable(),
    pending_period: z.string().nullable(),
  }),
  self_exclusion: z.object({ is_excluded: z.boolean(), ends_at: z.string().nullable() }),
  /** Wager, loss and session limits set or waiting (decision 0031); minor units, minutes for the session. */
  play_limits: z.array(
    z.object({
      kind: z.string(),
      value: z.number().nullable(),
      used: z.number(),
      pending_value: z.number().nullable(),
      pending_from: z.string().nullable(),
    }),
  ),
  time_out_ends_at: z.string().nullable(),
  reality_check_minutes: z.number(),
  bonuses: z.array(cardBonusSchema),
  free_spins: z.array(cardFreeSpinsSchema),
  sports_bets: z.array(cardSportsBetSchema),
  verification: cardVerificationSchema,
  notes: z.array(playerNoteSchema),
  /** The tracking parameters the player registered with (decision 0052); null without any. */
  attribution: z
    .object({
      track_id: z.string().nullable(),
      publisher_id: z.string().nullable(),
      goal_id: z.string().nullable(),
      link_id: z.string().nullable(),
    })
    .nullable(),
  /** The latest device-risk signal of the player's browsers (decision 0052); null before any. */
  device_risk: z
    .object({
      risk: z.enum(['low', 'medium', 'high']),
      accounts_on_device: z.number(),
      automated: z.boolean(),
      at: z.string(),
    })
    .nullable(),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A banner's words in one locale, as the player site shows them. */
export const bannerTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(240).optional(),
  button: z.string().trim().max(40).optional(),
});
export type BannerTexts = z.infer<typeof bannerTextsSchema>;

/** A banner as the back-office edits it: every locale's words at once (the player API answers one). */
export const editableBannerSchema = z.object({
  id: z.number(),
  position: z.string(),
  image: z.string(),
  url: z.string().nullable(),
  sort: z.number(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  texts: z.record(z.string(), bannerTextsSchema.partial()),
});
export type EditableBanner = z.infer<typeof editableBannerSchema>;

/** The site's languages, as every content editor lists them. */
const localesSchema = z.array(z.object({ code: z.string(), name: z.string() }));

const contentMessagesSchema = z.object({
  locales: localesSchema,
  /** How many keys matched; at most MESSAGE_SEARCH_LIMIT are listed. */
  total: z.number(),
  messages: z.array(z.object({ key: z.string(), texts: z.record(z.string(), z.string().nullable()) })),
});

/** A redirect rule as the content service serves it (spec §2.1), in the order rules are tried. */
export const redirectRuleSchema = z.object({
  from: z.string().trim().min(1).max(200),
  to: z.string().trim().min(1).max(500),
  external: z.boolean(),
});
export const MAX_REDIRECT_RULES = 200;

/** An ISO date-time, or empty for none (a banner without a start or an end). */
const optionalDateTime = formText({ max: 40 })
  .pipe(z.iso.datetime({ offset: true }))
  .optional();

/** A game as the back-office edits it: shown or not, its place in the hall, its categories with its place in each. */
export const editableGameSchema = z.object({
  id: z.number(),
  sysname: z.string(),
  title: z.string(),
  provider: z.string(),
  type: z.string(),
  is_active: z.boolean(),
  /** Its place in the hall's curated order (lower first). */
  position: z.number(),
  /** Category sysname to the game's place in that category (1 first). */
  categories: z.record(z.string(), z.number()),
});
export type EditableGame = z.infer<typeof editableGameSchema>;

const contentGamesSchema = z.object({
  categories: z.array(z.object({ sysname: z.string(), title: z.string() })),
  /** How many games match; `games` is one page of them in the hall's order. */
  total: z.number(),
  games: z.array(editableGameSchema),
});
export const GAMES_PAGE_SIZE = 50;
/** More categories than the catalogue has would be a mistake; this bounds the JSON. */
const MAX_GAME_CATEGORIES = 50;

const faqItemSchema = z.object({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(5_000),
});
/** A content page's words in one locale: paragraphs separated by a blank line, and an optional FAQ. */
export const pageTextsSchema = z.object({ title: z.string(), body: z.string(), faq: z.array(faqItemSchema) });
export type PageTexts = z.infer<typeof pageTextsSchema>;

/** A deposit offer's words in one locale, as the cashier and the promotions show them. */
export const offerTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(2_000),
});

/** A deposit offer as the back-office edits it: its words in every locale, picture, dates and terms. */
export const editableOfferSchema = z.object({
  id: z.number(),
  image: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Percent of the deposit given as bonus, up to `max_amount` (minor units); from `min_amount`. */
  percent: z.number(),
  max_amount: z.number(),
  min_amount: z.number(),
  wager: z.number(),
  days: z.number(),
  first_deposit: z.boolean(),
  repeatable: z.boolean(),
  texts: z.record(z.string(), offerTextsSchema.partial()),
});
export type EditableOffer = z.infer<typeof editableOfferSchema>;

/** A tournament's words in one locale: its title, what it is, and its rules. */
export const tournamentTextsSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2_000),
  rules: z.string().trim().max(10_000),
});

/** A free-spin pack won by a tournament place (decision 0044): its title per locale and its terms. */
export const tournamentFreeSpinsSchema = z
  .object({
    /** Every site language needs one; the save names a missing one on its row. */
    titles: z.record(z.string().max(20), z.string().trim().max(120)),
    game: z.string().min(1).max(80),
    count: z.number().int().min(1).max(500),
    stake: z.number().int().min(1).max(MAX_MINOR_UNITS),
    days: z.number().int().min(1).max(365),
    wager: z.number().int().min(0).max(200),
  })
  .strict();

/**
 * One place's prize: cash in minor units of the tournament's currency, or a free-spin pack. Numbers
 * only here: the save judges places and amounts itself, so a refusal names the row (`prizes.<n>.amount`).
 */
export const tournamentPrizeSchema = z.union([
  z.object({ place: z.number(), amount: z.number() }).strict(),
  z.object({ place: z.number(), free_spins: tournamentFreeSpinsSchema }).strict(),
]);
export type TournamentPrizeEdit = z.infer<typeof tournamentPrizeSchema>;

/** Most places a tournament pays, as the content files allow. */
export const MAX_TOURNAMENT_PLACES = 100;

/**
 * A tournament as the back-office edits it (decisions 0055, 0062): words and picture always; its
 * schedule, games (a list, or a category, or neither for every game) and prizes until it starts, after
 * which they decide points and payouts of a race under way. Scoring, stake and currency are shown only.
 */
export const editableTournamentSchema = z.object({
  id: z.number(),
  image: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  currency: z.string(),
  /** Started (running or finished): only its words and picture may change. */
  started: z.boolean(),
  games: z.array(z.string()),
  category: z.string().nullable(),
  prizes: z.array(tournamentPrizeSchema),
  texts: z.record(z.string(), tournamentTextsSchema.partial()),
});
export type EditableTournament = z.infer<typeof editableTournamentSchema>;

/** Which report, sorted and filtered how: the table's query, and its CSV export's. */
export const reportQuerySchema = z.object({
  report: z.enum(REPORT_NAMES),
  sort: formText({ max: 60 }).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  filters: formJson(z.record(z.string().max(60), z.string().max(200))).optional(),
});

export const balanceAdjustmentSchema = z.object({
  id: z.number(),
  player_id: z.number(),
  currency: z.string(),
  /** Signed minor units: positive credits the player. */
  amount: z.number(),
  reason: z.string(),
  status: z.enum(['pending', 'posted', 'rejected']),
  requested_by: z.number(),
  decided_by: z.number().nullable(),
  decision_reason: z.string().nullable(),
  transaction_id: z.number().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type BalanceAdjustment = z.infer<typeof balanceAdjustmentSchema>;

const adjustmentListItemSchema = balanceAdjustmentSchema.extend({
  requested_by_email: z.string(),
  player_login: z.string(),
});
export type AdjustmentListItem = z.infer<typeof adjustmentListItemSchema>;

/** What every grant from the card gives: the player, a title they see, wagering, days, why, and a key. */
/** The most characters of a grant's title in one language. */
export const GRANT_TITLE_MAX = 120;

const grantTerms = {
  id,
  /** The title in the site's default language, and in every language `titles` leaves out. */
  title: formText({ min: 1, max: GRANT_TITLE_MAX }),
  /** The title in other site languages (language code to title, JSON): the player sees theirs. */
  titles: formJson(
    z.record(z.string().max(20), z.string().trim().min(1).max(GRANT_TITLE_MAX)),
    5_000,
  ).optional(),
  wager: formInt({ min: 0, max: 200 }),
  days: formInt({ min: 1, max: 365 }),
  reason,
  idempotency_key: formText({ min: 8, max: 100 }),
};

/** A grant from the card: `granted` false when its idempotency key was used before (nothing new given). */
const grantResultSchema = z.object({ granted: z.boolean(), id: z.number().nullable() });
export type GrantResult = z.infer<typeof grantResultSchema>;

export const backofficeContract = {
  'staff.signIn': defineBackofficeAction('staff.signIn', {
    summary:
      'Password, then a code from the authenticator. Without an enrolled authenticator it answers one to enrol; a session starts only with a valid code.',
    params: z.object({
      email,
      password: formText({ max: 200 }),
      code: formText({ max: 10 }).optional(),
    }),
    result: signInResultSchema,
  }),
  'staff.signOut': defineBackofficeAction('staff.signOut', {
    summary: 'Ends this session.',
    params: z.object({}),
    result: z.literal(1),
  }),
  'staff.me': defineBackofficeAction('staff.me', {
    summary: 'The signed-in staff member.',
    params: z.object({}),
    result: staffViewSchema,
  }),
  'staff.list': defineBackofficeAction('staff.list', {
    summary: 'Every staff account.',
    params: z.object({}),
    result: z.array(staffViewSchema),
  }),
  'staff.create': defineBackofficeAction('staff.create', {
    summary: 'Creates a staff account; its holder enrols an authenticator at the first sign-in.',
    params: z.object({
      email,
      name: formText({ max: 100 }),
      role: z.enum(STAFF_ROLES),
      password: formText({ min: 12, max: 200 }),
    }),
    result: staffViewSchema,
  }),
  'staff.revokeSessions': defineBackofficeAction('staff.revokeSessions', {
    summary: 'Ends every session of a staff member (a lost laptop, someone leaving); answers how many.',
    params: z.object({ staff_id: id }),
    result: z.number(),
  }),
  'staff.disable': defineBackofficeAction('staff.disable', {
    summary:
      'Disables a staff account (someone leaving): its sessions end and it cannot sign in. Never your own, never the last active admin.',
    params: z.object({ staff_id: id, reason }),
    result: staffViewSchema,
  }),
  'staff.enable': defineBackofficeAction('staff.enable', {
    summary: 'Lets a disabled staff account sign in again.',
    params: z.object({ staff_id: id, reason }),
    result: staffViewSchema,
  }),
  'staff.resetTwoFactor': defineBackofficeAction('staff.resetTwoFactor', {
    summary:
      'Forgets a staff member’s authenticator (a lost phone): their sessions end and the next sign-in enrols a new one.',
    params: z.object({ staff_id: id, reason }),
    result: staffViewSchema,
  }),
  'dashboard.get': defineBackofficeAction('dashboard.get', {
    summary: 'The business figures per currency: today and the 30 UTC days before it, and their totals.',
    params: z.object({}),
    result: dashboardSchema,
  }),
  'players.search': defineBackofficeAction('players.search', {
    summary: 'Players by id, e-mail, phone, login or name (at most 50).',
    params: z.object({ query: formText({ max: 200 }) }),
    result: z.array(playerSummarySchema),
  }),
  'players.get': defineBackofficeAction('players.get', {
    summary: 'A player card: profile, contacts, balances, recent ledger, payments, rounds, sessions, limits.',
    params: z.object({ id }),
    result: playerCardSchema,
  }),
  'players.block': defineBackofficeAction('players.block', {
    summary: 'Blocks a player: sign-in refused, every session ended.',
    params: z.object({ id, reason }),
    result: playerSummarySchema,
  }),
  'players.unblock': defineBackofficeAction('players.unblock', {
    summary: 'Lifts a block.',
    params: z.object({ id, reason }),
    result: playerSummarySchema,
  }),
  'players.endSessions': defineBackofficeAction('players.endSessions', {
    summary:
      'Signs a player out everywhere (a stolen device, a shared computer); answers how many sessions ended.',
    params: z.object({ id, reason }),
    result: z.number(),
  }),
  'players.resetTwoFactor': defineBackofficeAction('players.resetTwoFactor', {
    summary:
      'Turns two-factor sign-in off for a player who lost their authenticator (after checking who asks); their sessions end too.',
    params: z.object({ id, reason }),
    result: z.literal(1),
  }),
  'players.requestIdentityCheck': defineBackofficeAction('players.requestIdentityCheck', {
    summary:
      "Asks a player for an identity check (a risk or AML concern): until they are verified, their withdrawals wait for it (KycWithdrawalException), as the content's requireVerification makes everyone's wait.",
    params: z.object({ id, reason }),
    result: z.object({ kyc_requested_at: z.string() }),
  }),
  'players.adjustBalance': defineBackofficeAction('players.adjustBalance', {
    summary:
      "Credits or debits a player's main balance (their currency) against the house. Above the approval threshold it waits for another staff member's approval; a repeated idempotency key answers the first request.",
    params: z.object({
      id,
      direction: z.enum(['credit', 'debit']),
      amount: formAmount({ min: 1, max: MAX_MINOR_UNITS }),
      reason,
      idempotency_key: formText({ min: 8, max: 100 }),
    }),
    result: balanceAdjustmentSchema,
  }),
  'players.addNote': defineBackofficeAction('players.addNote', {
    summary:
      'Adds a note to a player (append-only: a mistake is corrected by a newer note); answers the notes, newest first.',
    params: z.object({ id, text: formText({ min: 1, max: PLAYER_NOTE_MAX }) }),
    result: z.array(playerNoteSchema),
  }),
  'players.grantBonus': defineBackofficeAction('players.grantBonus', {
    summary:
      "Grants a casino bonus in the player's currency from the bonus liability, wagered `wager` times within `days`; at most the approval threshold. A repeated idempotency key grants nothing more (`granted: false`).",
    params: z.object({ ...grantTerms, amount: formAmount({ min: 1, max: MAX_MINOR_UNITS }) }),
    result: grantResultSchema,
  }),
  'players.grantFreeSpins': defineBackofficeAction('players.grantFreeSpins', {
    summary:
      "Grants a free-spin pack: `count` spins of an active slot at `stake` (the player's currency), playable `days`, winnings wagered `wager` times; count × stake at most the approval threshold. A repeated idempotency key grants nothing more.",
    params: z.object({
      ...grantTerms,
      game: formText({ min: 1, max: 80 }),
      count: formInt({ min: 1, max: 500 }),
      stake: formAmount({ min: 1, max: MAX_MINOR_UNITS }),
    }),
    result: grantResultSchema,
  }),
  'adjustments.list': defineBackofficeAction('adjustments.list', {
    summary: 'Balance adjustments, newest first (by status; at most 100).',
    params: z.object({ status: z.enum(['pending', 'posted', 'rejected']).optional() }),
    result: z.array(adjustmentListItemSchema),
  }),
  'adjustments.approve': defineBackofficeAction('adjustments.approve', {
    summary: "Approves and posts another staff member's pending adjustment (once, however often asked).",
    params: z.object({ id, reason: reason.optional() }),
    result: balanceAdjustmentSchema,
  }),
  'adjustments.reject': defineBackofficeAction('adjustments.reject', {
    summary: "Rejects another staff member's pending adjustment; nothing moves.",
    params: z.object({ id, reason }),
    result: balanceAdjustmentSchema,
  }),
  'payments.withdrawals': defineBackofficeAction('payments.withdrawals', {
    summary:
      'Withdrawals, newest first; by status and player; each with its risk hints (new player, big win since the last deposit, unverified).',
    params: z.object({
      status: z.enum(['requested', 'approved', 'declined', 'cancelled']).optional(),
      player_id: id.optional(),
    }),
    result: z.array(queuedWithdrawalSchema),
  }),
  'payments.approveWithdrawal': defineBackofficeAction('payments.approveWithdrawal', {
    summary: 'Approves a requested withdrawal (as `npm run payouts -- approve` does).',
    params: z.object({ transaction: formText({ max: 100 }), reason: reason.optional() }),
    result: paymentSchema,
  }),
  'payments.declineWithdrawal': defineBackofficeAction('payments.declineWithdrawal', {
    summary: 'Declines a requested withdrawal; the amount returns to the player.',
    params: z.object({ transaction: formText({ max: 100 }), reason }),
    result: paymentSchema,
  }),
  'verification.pending': defineBackofficeAction('verification.pending', {
    summary: 'Identity checks waiting for a decision, oldest first, with the submitted images.',
    params: z.object({}),
    result: z.array(kycApplicantSchema),
  }),
  'verification.approve': defineBackofficeAction('verification.approve', {
    summary: "Approves a player's identity documents; the provider tells the platform through its webhook.",
    params: z.object({ player_id: id, reason: reason.optional() }),
    result: kycDecisionSchema,
  }),
  'verification.reject': defineBackofficeAction('verification.reject', {
    summary: "Rejects a player's identity documents with a reason the player sees; they may submit again.",
    params: z.object({ player_id: id, reason }),
    result: kycDecisionSchema,
  }),
  'requisites.list': defineBackofficeAction('requisites.list', {
    summary: 'Payout details by check status (waiting ones by default), oldest first; at most 100.',
    params: z.object({ status: requisitesStatus.optional() }),
    result: z.array(payoutRequisitesSchema),
  }),
  'requisites.approve': defineBackofficeAction('requisites.approve', {
    summary: "Approves a player's payout details: withdrawals to them go through from now on.",
    params: z.object({ id, reason: reason.optional() }),
    result: payoutRequisitesSchema,
  }),
  'requisites.refuse': defineBackofficeAction('requisites.refuse', {
    summary:
      "Refuses a player's payout details as fraudulent; withdrawals to them answer RequisitesFraudulent.",
    params: z.object({ id, reason }),
    result: payoutRequisitesSchema,
  }),
  'support.conversations': defineBackofficeAction('support.conversations', {
    summary: 'Support chat conversations (open by default), the latest first, with unread counts.',
    params: z.object({ status: z.enum(['open', 'closed']).optional() }),
    result: z.array(chatListItemSchema),
  }),
  'support.conversation': defineBackofficeAction('support.conversation', {
    summary:
      "One conversation with its messages and the player's context; opening it reads the player's messages.",
    params: z.object({ id }),
    result: chatAgentThreadSchema,
  }),
  'support.reply': defineBackofficeAction('support.reply', {
    summary:
      "Answers the player in an open conversation (words, a picture or both); pushed to the player live. `attachment`: a picture, base64, checked like the player's (type by content, size, dimensions) and re-encoded.",
    params: z.object({
      id,
      message: formText({ max: CHAT_MESSAGE_MAX }).optional(),
      attachment: formText({ max: CHAT_ATTACHMENT_MAX_CHARS }).optional(),
    }),
    result: chatMessageSchema,
  }),
  'support.typing': defineBackofficeAction('support.typing', {
    summary: 'Tells the player an agent is typing (live only, not stored).',
    params: z.object({ id }),
    result: z.literal(1),
  }),
  'support.close': defineBackofficeAction('support.close', {
    summary: "Closes a conversation; the player's next message opens a new one.",
    params: z.object({ id }),
    result: chatConversationSchema,
  }),
  'content.banners': contentListAction(
    'content.banners',
    'Every banner with its words in every locale, in the order the site shows them.',
    'banners',
    editableBannerSchema,
  ),
  'content.saveBanner': defineBackofficeAction('content.saveBanner', {
    summary:
      "Publishes a banner's words, link, image, order and dates; every server process shows it at once.",
    params: z.object({
      id,
      image: formText({ min: 1, max: 500 }),
      url: formText({ max: 500 }).optional(),
      sort: formInt({ min: 0, max: 10_000 }),
      started_at: optionalDateTime,
      finished_at: optionalDateTime,
      texts: formJson(z.record(z.string().max(20), bannerTextsSchema)),
    }),
    result: editableBannerSchema,
  }),
  'content.messages': defineBackofficeAction('content.messages', {
    summary: "The site's messages (translations) whose key or text contains `query`, in every locale.",
    params: z.object({ query: formText({ max: 100 }).optional() }),
    result: contentMessagesSchema,
  }),
  'content.saveMessage': defineBackofficeAction('content.saveMessage', {
    summary:
      "Publishes one message in one locale; the key must exist and the text keep the default locale's placeholders.",
    params: z.object({
      key: formText({ max: 200 }),
      locale: formText({ max: 20 }),
      text: formText({ max: 5000 }),
    }),
    result: z.object({ key: z.string(), locale: z.string(), text: z.string() }),
  }),
  'content.redirects': defineBackofficeAction('content.redirects', {
    summary: 'The redirect rules, in the order they are tried.',
    params: z.object({}),
    result: z.array(redirectRuleSchema),
  }),
  'content.saveRedirects': defineBackofficeAction('content.saveRedirects', {
    summary:
      'Replaces the redirect rules (a JSON list, tried in its order); each is checked as the site applies it.',
    params: z.object({ rules: formJson(z.array(redirectRuleSchema).max(MAX_REDIRECT_RULES), 100_000) }),
    result: z.array(redirectRuleSchema),
  }),
  'content.games': defineBackofficeAction('content.games', {
    summary:
      'The catalogue for editing, shown and hidden games alike, in the hall order: found by title or sysname, or by category.',
    params: z.object({
      query: formText({ max: 100 }).optional(),
      category: formText({ max: 80 }).optional(),
      offset: formInt({ min: 0, max: 1_000_000 }).default(0),
    }),
    result: contentGamesSchema,
  }),
  'content.saveGame': defineBackofficeAction('content.saveGame', {
    summary:
      "Publishes a game's state: shown or hidden, its place in the hall, its categories and its place in each; every server process lists it at once.",
    params: z.object({
      sysname: formText({ min: 1, max: 80 }),
      is_active: formFlag(),
      position: formInt({ min: 0, max: 1_000_000 }),
      categories: formJson(
        z
          .record(z.string().max(80), z.number().int().min(1).max(100_000))
          .refine((value) => Object.keys(value).length <= MAX_GAME_CATEGORIES, 'Too many categories'),
      ),
    }),
    result: editableGameSchema,
  }),
  'content.offers': contentListAction(
    'content.offers',
    'The deposit offers with their words in every locale, picture, dates and bonus terms.',
    'offers',
    editableOfferSchema,
  ),
  'content.saveOffer': defineBackofficeAction('content.saveOffer', {
    summary:
      "Publishes a deposit offer's words, picture, dates and bonus terms (for grants from now on); every server process shows it at once.",
    params: z.object({
      id,
      image: formText({ max: 500 }).optional(),
      started_at: optionalDateTime,
      finished_at: optionalDateTime,
      percent: formInt({ min: 1, max: 1_000 }),
      max_amount: formAmount({ min: 1, max: MAX_MINOR_UNITS }),
      min_amount: formAmount({ min: 0, max: MAX_MINOR_UNITS }),
      wager: formInt({ min: 0, max: 200 }),
      days: formInt({ min: 1, max: 365 }),
      texts: formJson(z.record(z.string().max(20), offerTextsSchema), 50_000),
    }),
    result: editableOfferSchema,
  }),
  'content.tournaments': contentListAction(
    'content.tournaments',
    'The tournaments with their words in every locale, picture, schedule, games and prizes.',
    'tournaments',
    editableTournamentSchema,
  ),
  'content.saveTournament': defineBackofficeAction('content.saveTournament', {
    summary:
      "Publishes a tournament's words (title, description, rules) and picture, and until it starts its schedule, games and prizes (`starts_at`, `ends_at`, `games`, `category`, `prizes` given together); every server process shows it at once.",
    params: z.object({
      id,
      image: formText({ min: 1, max: 500 }),
      texts: formJson(z.record(z.string().max(20), tournamentTextsSchema), 100_000),
      starts_at: optionalDateTime,
      ends_at: optionalDateTime,
      /** Sysnames of the games that score; empty with no category: every game. */
      games: formJson(z.array(z.string().trim().min(1).max(80)).max(500), 50_000).optional(),
      /** A game category that scores instead of a list; empty for none. */
      category: formText({ max: 80 }).optional(),
      prizes: formJson(z.array(tournamentPrizeSchema).max(MAX_TOURNAMENT_PLACES), 100_000).optional(),
    }),
    result: editableTournamentSchema,
  }),
  'reports.get': defineBackofficeAction('reports.get', {
    summary:
      "One page of a report's table, sorted and filtered on the server (filters: column to value, `<column>.from`/`.to` for ranges).",
    params: reportQuerySchema.extend({
      offset: formInt({ min: 0, max: 1_000_000 }).default(0),
      count: formInt({ min: 1, max: REPORT_PAGE_MAX }).default(50),
    }),
    result: z.object({
      /** Rows matching, counted up to REPORT_COUNT_LIMIT; `more` when there are more than that. */
      total: z.number(),
      more: z.boolean(),
      rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
    }),
  }),
  'content.pages': defineBackofficeAction('content.pages', {
    summary: "The site's content pages (about, terms, ...) with their words in every locale.",
    params: z.object({}),
    result: z.object({
      locales: localesSchema,
      pages: z.array(z.object({ slug: z.string(), texts: z.record(z.string(), pageTextsSchema) })),
    }),
  }),
  'content.savePage': defineBackofficeAction('content.savePage', {
    summary:
      "Publishes a content page's title, text and FAQ in one locale; every server process shows it at once.",
    params: z.object({
      slug: formText({ min: 1, max: 80 }),
      locale: formText({ min: 1, max: 20 }),
      title: formText({ min: 1, max: 200 }),
      body: formText({ min: 1, max: 50_000 }),
      faq: formJson(z.array(faqItemSchema).max(50), 200_000).default([]),
    }),
    result: pageTextsSchema.extend({ slug: z.string(), locale: z.string() }),
  }),
  'audit.list': defineBackofficeAction('audit.list', {
    summary: 'The audit log, newest first (before `before_id`, for paging).',
    params: z.object({
      before_id: id.optional(),
      target_type: formText({ max: 50 }).optional(),
      target_id: formText({ max: 100 }).optional(),
    }),
    result: z.array(auditEntrySchema),
  }),
} satisfies Record<BackofficeActionName, BackofficeActionDefinition>;

export type BackofficeContract = typeof backofficeContract;
