import { mayReadReport } from '@casino/shared/backoffice/reports';
import { ApiError } from '@casino/shared/errors/api-error';
import { serializeCookie } from '../../lib/cookies.ts';
import { listSessions } from '../account/account.service.ts';
import { endAllSessions } from '../account/session.service.ts';
import { resetTwoFactor } from '../account/two-factor.service.ts';
import {
  blockPlayer,
  findUser,
  playerContacts,
  playerSummary,
  requestIdentityCheck,
  searchPlayers,
  unblockPlayer,
} from '../account/users.service.ts';
import { bettingBonusesView } from '../bonuses/betting-bonuses.service.ts';
import { bonusesView } from '../bonuses/bonuses.service.ts';
import { offersForEditing, saveOffer } from '../bonuses/offers-editing.service.ts';
import { decideWithdrawal, listWithdrawals, recentPayments } from '../cashier/cashier.service.ts';
import { decidePayoutRequisites, requisitesQueue } from '../cashier/payout-requisites.service.ts';
import { getLocales } from '../content/content.service.ts';
import {
  bannersForEditing,
  pagesForEditing,
  type RecordChange,
  redirectRulesForEditing,
  saveBanner,
  saveMessage,
  savePage,
  saveRedirects,
  searchMessages,
} from '../content/content-editing.service.ts';
import { dashboard } from '../dashboard/dashboard.service.ts';
import { packsForStaff } from '../free-spins/free-spins.service.ts';
import { roundHistory } from '../game-wallet/game-history.service.ts';
import { gamesForEditing, saveGame } from '../games/games-editing.service.ts';
import { reportPage } from '../reports/reports.service.ts';
import { withdrawalRiskHints } from '../reports/withdrawal-risk.service.ts';
import { getPlayProtection } from '../responsible-gaming/play-limits.service.ts';
import { getDepositLimit, getSelfExclusion } from '../responsible-gaming/responsible-gaming.service.ts';
import { getBets } from '../sportsbook/sports-bets.service.ts';
import {
  agentClose,
  agentConversations,
  agentReply,
  agentThread,
  agentTyping,
} from '../support/chat.service.ts';
import { saveTournament, tournamentsForEditing } from '../tournaments/tournaments-editing.service.ts';
import { playerSignals } from '../tracking/tracking.service.ts';
import { decideApplicant, getVerification, pendingApplicants } from '../verification/verification.service.ts';
import { allPlayerBalances, recentLedgerEntries } from '../wallet/wallet.service.ts';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments.service.ts';
import { listAudit, recordAudit } from './audit.service.ts';
import type { BackofficeContext, BackofficeHandlers } from './backoffice-context.ts';
import { grantBonusToPlayer, grantFreeSpinsToPlayer } from './player-grants.service.ts';
import { addNote, notesOf } from './player-notes.service.ts';
import {
  changeStaffStatus,
  createStaff,
  findStaff,
  listStaff,
  resetStaffTwoFactor,
  revokeStaffSessions,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_COOKIE,
  signIn,
  signOut,
} from './staff.service.ts';

export const BACKOFFICE_COOKIE_PATH = '/backoffice';

function staffCookie(ctx: BackofficeContext, token: string, maxAgeSeconds: number) {
  return serializeCookie(STAFF_SESSION_COOKIE, token, {
    maxAgeSeconds,
    secure: ctx.config.publicUrl.startsWith('https:'),
    path: BACKOFFICE_COOKIE_PATH,
    sameSite: 'Strict',
  });
}

/** The signed-in staff member; the dispatcher has checked there is one for every action but sign-in. */
function staffOf(ctx: BackofficeContext) {
  if (!ctx.staff) throw new ApiError('AuthorizationException', 'Sign in to the back-office');
  return ctx.staff;
}

/** The caller as an actor known to be a staff member (four-eyes rules compare who asks and who decides). */
function staffActor(ctx: BackofficeContext) {
  return { ...ctx.actor, staffId: staffOf(ctx).staffId };
}

/** The language of the back-office: titles of bonuses and packs are shown in it. */
const STAFF_LOCALE = 'en';
/** How many of each kind of item the card lists (the reports page has them all). */
const CARD_ITEMS = 20;

/** A sports bet as one line of the card: what it was on, for how much, how it ended. */
function cardBet(bet: Awaited<ReturnType<typeof getBets>>['items'][number]) {
  const shown = bet.legs.slice(0, 3).map((leg) => `${leg.home} – ${leg.away}`);
  const more = bet.legs.length - shown.length;
  return {
    id: bet.id,
    type: bet.type,
    events: more > 0 ? `${shown.join('; ')} (+${more})` : shown.join('; '),
    total_stake: bet.total_stake,
    currency: bet.currency,
    total_odds: bet.total_odds,
    funding: bet.funding,
    status: bet.status,
    return: bet.return,
    placed_at: bet.placed_at,
  };
}

/** A casino or betting bonus as one line of the card. */
function cardBonus(bonus: {
  id: number;
  type: 'casino' | 'betting';
  status: string;
  title: string;
  amount: number;
  currency: string;
  wager_required: number;
  wagered: number;
  created_at: string;
  expires_at: string;
}) {
  const { id, type, status, title, amount, currency, wager_required, wagered, created_at, expires_at } =
    bonus;
  return { id, type, status, title, amount, currency, wager_required, wagered, created_at, expires_at };
}

/** The terms every grant from the card has, from its parameters. */
function grantRequest(terms: {
  id: number;
  title: string;
  titles?: Record<string, string> | undefined;
  wager: number;
  days: number;
  reason: string;
  idempotency_key: string;
}) {
  return {
    playerId: terms.id,
    title: terms.title,
    titles: terms.titles,
    wager: terms.wager,
    days: terms.days,
    reason: terms.reason,
    idempotencyKey: terms.idempotency_key,
  };
}

function unknownPlayer(): ApiError {
  return new ApiError('InvalidParameterException', 'Unknown player', {
    invalidParameters: { id: 'Unknown player' },
  });
}

async function changeBlock(ctx: BackofficeContext, id: number, reason: string, block: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const change = block ? await blockPlayer(trx, id) : await unblockPlayer(trx, id);
    if (!change?.after) {
      if (!(await playerSummary(trx, id))) throw unknownPlayer();
      throw new ApiError(
        'InvalidParameterException',
        block ? 'The player is not active' : 'The player is not blocked',
        {
          invalidParameters: { id: block ? 'The player is not active' : 'The player is not blocked' },
        },
      );
    }
    await recordAudit(trx, ctx.actor, {
      action: block ? 'players.block' : 'players.unblock',
      target: { type: 'player', id },
      before: change.before,
      after: change.after,
      reason,
    });
    return change.after;
  });
}

/** Issue 19: the player's withdrawals wait for a passed identity check from now on. */
async function askForIdentityCheck(ctx: BackofficeContext, id: number, reason: string) {
  const user = await findUser(ctx.db, id);
  if (!user) throw unknownPlayer();
  const refuse = (text: string) =>
    new ApiError('InvalidParameterException', text, { invalidParameters: { id: text } });
  if (user.is_verified) throw refuse('The player has passed the identity check already');
  const at = new Date();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await requestIdentityCheck(trx, id, at))) throw refuse('The player was asked for it already');
    await recordAudit(trx, ctx.actor, {
      action: 'players.requestIdentityCheck',
      target: { type: 'player', id },
      before: { kyc_requested_at: null },
      after: { kyc_requested_at: at.toISOString() },
      reason,
    });
    return { kyc_requested_at: at.toISOString() };
  });
}

async function endPlayerSessions(ctx: BackofficeContext, id: number, reason: string) {
  if (!(await findUser(ctx.db, id))) throw unknownPlayer();
  return ctx.db.transaction().execute(async (trx) => {
    const ended = await endAllSessions(trx, id);
    await recordAudit(trx, ctx.actor, {
      action: 'players.endSessions',
      target: { type: 'player', id },
      after: { ended },
      reason,
    });
    return ended;
  });
}

/** A lost authenticator: two-factor off and, as a changed sign-in should, every session ended. */
async function resetPlayerTwoFactor(ctx: BackofficeContext, id: number, reason: string) {
  const user = await findUser(ctx.db, id);
  if (!user) throw unknownPlayer();
  return ctx.db.transaction().execute(async (trx) => {
    const { before } = await resetTwoFactor(trx, user);
    const ended = await endAllSessions(trx, id);
    await recordAudit(trx, ctx.actor, {
      action: 'players.resetTwoFactor',
      target: { type: 'player', id },
      before: { two_factor_method: before },
      after: { two_factor_method: 'none', sessions_ended: ended },
      reason,
    });
    return 1 as const;
  });
}

async function decide(
  ctx: BackofficeContext,
  transaction: string,
  decision: 'approved' | 'declined',
  reason: string | undefined,
) {
  const { before, after } = await decideWithdrawal(
    { db: ctx.db, provider: ctx.paymentProvider },
    transaction,
    decision,
  );
  // The provider's notice moved the money in its own transaction (as any webhook does); the record of
  // who decided follows it, and is written only when the decision was taken.
  await recordAudit(ctx.db, ctx.actor, {
    action: decision === 'approved' ? 'payments.approveWithdrawal' : 'payments.declineWithdrawal',
    target: { type: 'payment', id: transaction },
    before: { status: before.status },
    after: {
      status: after.status,
      amount: after.amount,
      currency: after.currency,
      player_id: after.player_id,
    },
    reason,
  });
  return after;
}

/** The operator's decision on a player's identity documents, through the provider; then audit-logged. */
async function decideVerification(
  ctx: BackofficeContext,
  playerId: number,
  decision: Parameters<typeof decideApplicant>[2],
  reason: string | undefined,
) {
  const after = await decideApplicant({ db: ctx.db, provider: ctx.verificationProvider }, playerId, decision);
  // As with withdrawals, the provider's webhook changed the player in its own transaction.
  await recordAudit(ctx.db, ctx.actor, {
    action: decision.status === 'approved' ? 'verification.approve' : 'verification.reject',
    target: { type: 'player', id: playerId },
    before: { status: 'pending' },
    after: { status: after.status },
    reason,
  });
  return after;
}

/** Staff's check of payout details, audit-logged in the same transaction. */
async function decideRequisites(
  ctx: BackofficeContext,
  id: number,
  status: 'approved' | 'fraudulent',
  reason: string | undefined,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { before, after } = await decidePayoutRequisites(trx, id, {
      status,
      reason: reason ?? null,
      staffId: staffOf(ctx).staffId,
    });
    if (before !== after.status) {
      await recordAudit(trx, ctx.actor, {
        action: status === 'approved' ? 'requisites.approve' : 'requisites.refuse',
        target: { type: 'player', id: after.player_id },
        before: { requisites: id, status: before, masked: after.masked },
        after: { requisites: id, status: after.status },
        reason,
      });
    }
    return after;
  });
}

/**
 * The audit row of a content publish, written by the save in its own transaction (decisions 0042,
 * 0046): the change before and after, as the save hands it over (`shape` when the log keeps another form).
 */
function auditPublish<C extends { before: unknown; after: unknown }>(
  ctx: BackofficeContext,
  action: string,
  target: { type: string; id: string | number },
  shape: (change: C) => { before: unknown; after: unknown } = (change) => change,
): RecordChange<C> {
  return (trx, change) => recordAudit(trx, ctx.actor, { action, target, ...shape(change) });
}

/**
 * Awaits a content publish, then clears this process's content cache: the notice clears every
 * process's, this one's too, and clearing here as well covers a server without LISTEN.
 */
async function published<T>(ctx: BackofficeContext, publish: Promise<T>): Promise<T> {
  const after = await publish;
  ctx.contentCache.clear();
  return after;
}

export const backofficeHandlers: BackofficeHandlers = {
  'staff.signIn': async (params, ctx) => {
    const { result, token } = await signIn(ctx.db, params, ctx.client);
    if (token) ctx.cookies.push(staffCookie(ctx, token, STAFF_SESSION_ABSOLUTE_MS / 1000));
    return result;
  },
  'staff.signOut': async (_params, ctx) => {
    await signOut(ctx.db, ctx.actor, staffOf(ctx).tokenHash);
    ctx.cookies.push(staffCookie(ctx, '', 0));
    return 1;
  },
  'staff.me': async (_params, ctx) => {
    const me = await findStaff(ctx.db, staffOf(ctx).staffId);
    if (!me) throw new ApiError('AuthorizationException', 'Sign in to the back-office');
    return me;
  },
  'staff.list': async (_params, ctx) => listStaff(ctx.db),
  'staff.create': async (params, ctx) => createStaff(ctx.db, ctx.actor, params),
  'staff.revokeSessions': async (params, ctx) => revokeStaffSessions(ctx.db, ctx.actor, params.staff_id),
  'staff.disable': async (params, ctx) =>
    changeStaffStatus(ctx.db, ctx.actor, {
      staffId: params.staff_id,
      status: 'disabled',
      reason: params.reason,
    }),
  'staff.enable': async (params, ctx) =>
    changeStaffStatus(ctx.db, ctx.actor, {
      staffId: params.staff_id,
      status: 'active',
      reason: params.reason,
    }),
  'staff.resetTwoFactor': async (params, ctx) =>
    resetStaffTwoFactor(ctx.db, ctx.actor, { staffId: params.staff_id, reason: params.reason }),
  // A read, like the other lists: not audit-logged (decision 0023 logs changes and sign-ins).
  'dashboard.get': async (_params, ctx) => dashboard(ctx.db, new Date()),
  'players.search': async (params, ctx) => searchPlayers(ctx.db, params.query),
  'players.get': async (params, ctx) => {
    const user = await findUser(ctx.db, params.id);
    const player = user && (await playerSummary(ctx.db, user.id));
    if (!user || !player) throw unknownPlayer();
    const now = new Date();
    const [contacts, balances, ledger, payments, rounds, sessions, limit, exclusion, protection, signals] =
      await Promise.all([
        playerContacts(ctx.db, user.id),
        allPlayerBalances(ctx.db, user.id),
        recentLedgerEntries(ctx.db, user.id),
        recentPayments(ctx.db, user.id),
        roundHistory(ctx.db, user.id, { offset: 0, count: CARD_ITEMS }),
        listSessions(ctx.db, user.id, null),
        getDepositLimit(ctx.db, { id: user.id, currency: user.currency }, now),
        getSelfExclusion(ctx.db, user, now),
        getPlayProtection(ctx.db, { id: user.id, currency: user.currency }, now),
        playerSignals(ctx.db, user.id),
      ]);
    // Each through its own module's service. The bonus views settle first, as the player's own do, so
    // staff see progress and releases as they stand.
    const [bonuses, bettingBonuses, packs, bets, verification, notes, site] = await Promise.all([
      bonusesView(ctx.db, user.id, STAFF_LOCALE, now),
      bettingBonusesView(ctx.db, user.id, STAFF_LOCALE, now),
      packsForStaff(ctx.db, user.id, STAFF_LOCALE, CARD_ITEMS),
      getBets(
        {
          db: ctx.db,
          sportsbook: ctx.sportsbook,
          settings: ctx.config.sportsbook,
          now: () => now,
          recoveryGraceMs: ctx.config.recoveryGraceMs,
        },
        user.id,
        { status: 'all', offset: 0, count: CARD_ITEMS },
      ),
      getVerification(ctx.db, user),
      notesOf(ctx.db, user.id),
      getLocales(ctx.db, ctx.contentCache),
    ]);
    return {
      player,
      locales: site.locales.map(({ code, name }) => ({
        code,
        name,
        is_default: code === site.defaultLocale,
      })),
      contacts,
      balances,
      ledger,
      payments,
      rounds: rounds.items.map((round) => ({
        round: round.round_id,
        game: round.game_name,
        bet: round.bet,
        win: round.win,
        currency: round.currency,
        status: round.status,
        created_at: round.opened_at,
      })),
      sessions: sessions.map((session) => ({
        id: session.id,
        created_at: session.created_at,
        last_seen_at: session.last_seen_at,
        ip: session.ip,
      })),
      deposit_limit: {
        period: limit.period,
        limit_amount: limit.limit_amount,
        pending_period: limit.pending_period,
      },
      self_exclusion: { is_excluded: exclusion.is_excluded, ends_at: exclusion.ends_at },
      play_limits: protection.limits
        .filter((each) => each.value !== null || each.pending_from !== null)
        .map((each) => ({
          kind: each.kind,
          value: each.value,
          used: each.used,
          pending_value: each.pending_value,
          pending_from: each.pending_from,
        })),
      time_out_ends_at: protection.time_out.ends_at,
      reality_check_minutes: protection.reality_check_minutes,
      bonuses: [...bonuses, ...bettingBonuses]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, CARD_ITEMS)
        .map(cardBonus),
      free_spins: packs,
      sports_bets: bets.items.map(cardBet),
      verification: {
        status: verification.status,
        reject_reason: verification.reject_reason,
        is_verified: verification.is_verified,
        requested_at: user.kyc_requested_at?.toISOString() ?? null,
      },
      notes,
      ...signals,
    };
  },
  'players.block': async (params, ctx) => changeBlock(ctx, params.id, params.reason, true),
  'players.unblock': async (params, ctx) => changeBlock(ctx, params.id, params.reason, false),
  'players.endSessions': async (params, ctx) => endPlayerSessions(ctx, params.id, params.reason),
  'players.resetTwoFactor': async (params, ctx) => resetPlayerTwoFactor(ctx, params.id, params.reason),
  'players.requestIdentityCheck': async (params, ctx) => askForIdentityCheck(ctx, params.id, params.reason),
  'players.adjustBalance': async (params, ctx) =>
    requestAdjustment(
      ctx.db,
      staffActor(ctx),
      {
        playerId: params.id,
        amount: params.direction === 'debit' ? -params.amount : params.amount,
        reason: params.reason,
        idempotencyKey: params.idempotency_key,
      },
      ctx.config.backofficeApprovalThreshold,
    ),
  'players.addNote': async (params, ctx) => {
    if (!(await findUser(ctx.db, params.id))) throw unknownPlayer();
    return addNote(ctx.db, staffActor(ctx), { userId: params.id, text: params.text });
  },
  'players.grantBonus': async ({ amount, ...terms }, ctx) =>
    grantBonusToPlayer(
      ctx.db,
      ctx.contentCache,
      staffActor(ctx),
      { ...grantRequest(terms), amount },
      ctx.config.backofficeApprovalThreshold,
      new Date(),
    ),
  'players.grantFreeSpins': async ({ game, count, stake, ...terms }, ctx) =>
    grantFreeSpinsToPlayer(
      ctx.db,
      ctx.contentCache,
      staffActor(ctx),
      { ...grantRequest(terms), game, count, stake },
      ctx.config.backofficeApprovalThreshold,
      new Date(),
    ),
  'adjustments.list': async (params, ctx) => listAdjustments(ctx.db, params.status),
  'adjustments.approve': async (params, ctx) =>
    decideAdjustment(ctx.db, staffActor(ctx), params.id, 'posted', params.reason),
  'adjustments.reject': async (params, ctx) =>
    decideAdjustment(ctx.db, staffActor(ctx), params.id, 'rejected', params.reason),
  'payments.withdrawals': async (params, ctx) => {
    const withdrawals = await listWithdrawals(ctx.db, { status: params.status, userId: params.player_id });
    // One query for the whole page's hints, never one per row.
    const hints = await withdrawalRiskHints(
      ctx.db,
      withdrawals.map((each) => each.transaction),
    );
    return withdrawals.map((each) => ({ ...each, risk: hints.get(each.transaction) ?? [] }));
  },
  'payments.approveWithdrawal': async (params, ctx) =>
    decide(ctx, params.transaction, 'approved', params.reason),
  'payments.declineWithdrawal': async (params, ctx) =>
    decide(ctx, params.transaction, 'declined', params.reason),
  'verification.pending': async (_params, ctx) =>
    pendingApplicants({ db: ctx.db, provider: ctx.verificationProvider }),
  'verification.approve': async (params, ctx) =>
    decideVerification(ctx, params.player_id, { status: 'approved' }, params.reason),
  'verification.reject': async (params, ctx) =>
    decideVerification(ctx, params.player_id, { status: 'rejected', reason: params.reason }, params.reason),
  'requisites.list': async (params, ctx) => requisitesQueue(ctx.db, params.status ?? 'pending'),
  'requisites.approve': async (params, ctx) => decideRequisites(ctx, params.id, 'approved', params.reason),
  'requisites.refuse': async (params, ctx) => decideRequisites(ctx, params.id, 'fraudulent', params.reason),
  'support.conversations': async (params, ctx) => agentConversations(ctx.db, params.status ?? 'open'),
  'support.conversation': async (params, ctx) => agentThread(ctx.db, ctx.fileStore, params.id),
  'support.reply': async (params, ctx) =>
    agentReply({ db: ctx.db, files: ctx.fileStore }, staffOf(ctx).staffId, params.id, params),
  'support.typing': async (params, ctx) => {
    await agentTyping(ctx.db, params.id);
    return 1;
  },
  'support.close': async (params, ctx) => {
    const conversation = await agentClose(ctx.db, staffOf(ctx).staffId, params.id);
    await recordAudit(ctx.db, ctx.actor, {
      action: 'support.close',
      target: { type: 'player', id: conversation.user_id },
      after: { conversation: conversation.id, status: conversation.status },
    });
    return conversation;
  },
  'content.banners': async (_params, ctx) => bannersForEditing(ctx.db, ctx.contentCache),
  'content.saveBanner': async (params, ctx) =>
    published(
      ctx,
      saveBanner(
        ctx.db,
        ctx.contentCache,
        params,
        auditPublish(ctx, 'content.saveBanner', { type: 'banner', id: params.id }),
      ),
    ),
  'content.messages': async (params, ctx) => searchMessages(ctx.db, ctx.contentCache, params.query),
  'content.saveMessage': async (params, ctx) =>
    published(
      ctx,
      saveMessage(
        ctx.db,
        ctx.contentCache,
        params,
        auditPublish(
          ctx,
          'content.saveMessage',
          { type: 'message', id: `${params.locale}:${params.key}` },
          (change) => ({
            before: { text: change.before },
            after: { text: change.after.text },
          }),
        ),
      ),
    ),
  'content.redirects': async (_params, ctx) => redirectRulesForEditing(ctx.db),
  'content.saveRedirects': async (params, ctx) =>
    published(
      ctx,
      saveRedirects(
        ctx.db,
        ctx.contentCache,
        params.rules,
        auditPublish(ctx, 'content.saveRedirects', { type: 'redirect_rules', id: 'all' }),
      ),
    ),
  'content.pages': async (_params, ctx) => pagesForEditing(ctx.db, ctx.contentCache),
  'content.savePage': async (params, ctx) =>
    published(
      ctx,
      savePage(
        ctx.db,
        ctx.contentCache,
        params,
        auditPublish(ctx, 'content.savePage', { type: 'page', id: `${params.slug}:${params.locale}` }),
      ),
    ),
  'content.games': async (params, ctx) => gamesForEditing(ctx.db, ctx.contentCache, params),
  // The games module drops its catalogue index itself (decision 0046); the content cache is not involved.
  'content.saveGame': async (params, ctx) =>
    published(
      ctx,
      saveGame(ctx.db, params, auditPublish(ctx, 'content.saveGame', { type: 'game', id: params.sysname })),
    ),
  'content.offers': async (_params, ctx) => offersForEditing(ctx.db, ctx.contentCache),
  'content.saveOffer': async (params, ctx) =>
    published(
      ctx,
      saveOffer(
        ctx.db,
        ctx.contentCache,
        params,
        auditPublish(ctx, 'content.saveOffer', { type: 'offer', id: params.id }),
      ),
    ),
  'content.tournaments': async (_params, ctx) => tournamentsForEditing(ctx.db, ctx.contentCache, new Date()),
  'content.saveTournament': async (params, ctx) =>
    published(
      ctx,
      saveTournament(
        ctx.db,
        ctx.contentCache,
        params,
        auditPublish(ctx, 'content.saveTournament', { type: 'tournament', id: params.id }),
        new Date(),
      ),
    ),
  // A read, like the other lists: not audit-logged; its CSV export is (reportExportRoutes).
  'reports.get': async ({ offset, count, ...request }, ctx) => {
    if (!mayReadReport(request.report, staffOf(ctx).role)) {
      throw new ApiError('AccessDeniedException', 'Your role may not do this');
    }
    return reportPage(ctx.db, request, { offset, count });
  },
  'audit.list': async (params, ctx) =>
    listAudit(ctx.db, {
      beforeId: params.before_id,
      targetType: params.target_type,
      targetId: params.target_id,
    }),
};
