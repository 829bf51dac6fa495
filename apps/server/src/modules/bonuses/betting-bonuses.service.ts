import type { BettingBonusView } from '@casino/shared/contract/betting-bonuses.contract';
import {
  BURN_BONUSES_CODE,
  type PromoCodeActivation,
  type PromoCodeCheck,
} from '@casino/shared/contract/bonuses.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import { percentProgress } from '@casino/shared/percent-progress';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db, Trx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findUser } from '../account/users.service.ts';
import { promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { IdempotencyConflictError, lockedBalance, postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { wageringStake } from './betting-bonus-rules.ts';
import * as repository from './betting-bonuses.repository.ts';
import { offerError } from './bonuses.service.ts';
import { isRunning, type OfferRefusal } from './offer-rules.ts';

/**
 * Betting bonuses (decision 0036): the casino bonus life-cycle (decision 0022) on their own table and
 * their own balance (`betting_bonus`). Granted by the sports welcome offer (registration with
 * is_betting = 1) or a betting promo code; pending or active (one active at a time), released to the
 * main balance once settled bets at the minimum odds have wagered `wager_required`; forfeited by
 * expiry, removal or a withdrawal. Every movement is one ledger posting keyed by the bonus.
 */

export interface BettingBonusAccounts {
  main: number;
  bettingBonus: number;
  liability: number;
}

/** Resolved on the database before the money transaction (ledger-accounts.service.ts explains why). */
export async function bettingBonusAccounts(
  db: Db,
  userId: number,
  currency: string,
): Promise<BettingBonusAccounts> {
  const [main, bettingBonus, liability] = await Promise.all([
    playerAccount(db, userId, 'main', currency),
    playerAccount(db, userId, 'betting_bonus', currency),
    systemAccount(db, 'bonus_liability', currency, userId),
  ]);
  return { main, bettingBonus, liability };
}

type Movement = 'betting_bonus_grant' | 'betting_bonus_release' | 'betting_bonus_forfeit';

function moveBettingBonus(
  trx: Trx,
  bonus: repository.BettingBonusRow,
  kind: Movement,
  accounts: BettingBonusAccounts,
) {
  const routes: Record<Movement, { from: number; to: number }> = {
    betting_bonus_grant: { from: accounts.liability, to: accounts.bettingBonus },
    betting_bonus_release: { from: accounts.bettingBonus, to: accounts.main },
    betting_bonus_forfeit: { from: accounts.bettingBonus, to: accounts.liability },
  };
  const { from, to } = routes[kind];
  // A grant moves the amount; an ending what bonus-funded bets left of it (decision 0048).
  const money = kind === 'betting_bonus_grant' ? bonus.amount : bettingBonusMoney(bonus);
  if (money <= 0) return undefined;
  return postTransaction(trx, {
    kind,
    idempotencyKey: `${kind}:${bonus.id}`,
    userId: bonus.user_id,
    reference: `betting_bonus:${bonus.id}`,
    metadata: { offer_id: bonus.offer_id },
    legs: [
      { accountId: from, amount: negateMinor(money) },
      { accountId: to, amount: money },
    ],
  });
}

/** What a betting bonus holds now: its amount, less the stakes of bets it funded, plus what they gave back. */
export function bettingBonusMoney(bonus: Pick<repository.BettingBonusRow, 'amount' | 'played'>): MinorUnits {
  return minorUnits(Number(bonus.amount) + Number(bonus.played));
}

/** Why a betting offer is refused for a player (null: it may be granted). */
export function bettingOfferRefusal(
  offer: repository.BettingOfferRow,
  currency: string,
  standing: { uses: number; usedByPlayer: boolean },
  now: Date,
): OfferRefusal | null {
  if (!isRunning(offer, now)) return 'EXPIRED';
  if (standing.usedByPlayer) return 'ALREADY_USED';
  if (offer.max_uses !== null && standing.uses >= offer.max_uses) return 'LIMIT_REACHED';
  if (offer.amounts[currency] === undefined) return 'CURRENCY_NOT_OFFERED';
  return null;
}

function offerTexts(offer: Pick<repository.BettingOfferRow, 'texts'>, locale: string) {
  return offer.texts[locale] ?? Object.values(offer.texts)[0] ?? { title: '', text: '' };
}

/**
 * Grants an offer's betting bonus once per player (the `betting_bonuses_once` key) and within its
 * `max_uses` (the offer's row is locked while its uses are counted): active unless another betting
 * bonus is, then pending. A refusal is thrown as `offerError(field, …)`; nothing moves.
 */
async function grantBettingOffer(
  db: Db,
  user: UserRow,
  offer: repository.BettingOfferRow,
  field: 'promo_code',
  now: Date,
): Promise<repository.BettingBonusRow> {
  const bar = await promotionBar(db, user.id, now);
  if (bar) throw offerError(field, bar);
  const accounts = await bettingBonusAccounts(db, user.id, user.currency);
  return db.transaction().execute(async (trx) => {
    if (!(await repository.lockBettingOffer(trx, offer.id))) throw offerError(field, 'NOT_FOUND');
    const standing = await repository.bettingOfferStanding(trx, offer.id, user.id);
    const refusal = bettingOfferRefusal(offer, user.currency, standing, now);
    const amount = offer.amounts[user.currency];
    if (refusal || amount === undefined) throw offerError(field, refusal ?? 'CURRENCY_NOT_OFFERED');
    const row = {
      user_id: user.id,
      offer_id: offer.id,
      once_key: `offer:${offer.id}`,
      currency: user.currency,
      amount: minorUnits(amount),
      wager_required: minorUnits(amount * offer.wager),
      min_odds: offer.min_odds,
      created_at: now,
      expires_at: new Date(now.getTime() + offer.days * 86_400_000),
    };
    // Active unless another betting bonus is (the one-active index decides between concurrent grants);
    // nothing if the once-only key is taken, which refuses both.
    const granted =
      (await repository.insertBettingBonus(trx, { ...row, status: 'active', activated_at: now })) ??
      (await repository.insertBettingBonus(trx, { ...row, status: 'pending' }));
    if (!granted) throw offerError(field, 'ALREADY_USED');
    await moveBettingBonus(trx, granted, 'betting_bonus_grant', accounts);
    return granted;
  });
}

/**
 * `campaigns.activateOffer` for a betting promo code (content `bettingOffers` with a code): answered
 * like a casino code's activation; undefined when no betting offer has this code.
 */
export async function activateBettingPromoCode(
  db: Db,
  request: { user: UserRow; code: string; locale: string },
  now: Date,
): Promise<PromoCodeActivation | undefined> {
  const offer = await repository.findBettingOfferByCode(db, request.code);
  if (!offer) return undefined;
  await consumeRateLimit(db, RATE_LIMITS.promoCodeByAccount, String(request.user.id), now);
  const bonus = await grantBettingOffer(db, request.user, offer, 'promo_code', now);
  return {
    bonus_id: bonus.id,
    status: bonus.status === 'active' ? 'active' : 'pending',
    amount: bonus.amount,
    currency: bonus.currency,
    wager_required: bonus.wager_required,
    expires_at: bonus.expires_at.toISOString(),
    free_spins: null,
    ...offerTexts(offer, request.locale),
  };
}

/**
 * `campaigns.checkPromocode` of a signed-in player for a betting promo code: its title, or the refusal
 * its activation would answer; undefined for a guest (registration takes deposit-offer codes) or when
 * no betting offer has this code.
 */
export async function checkBettingPromoCode(
  db: Db,
  request: { userId: number | null; code: string; locale: string },
  now: Date,
): Promise<PromoCodeCheck | undefined> {
  if (request.userId === null) return undefined;
  const offer = await repository.findBettingOfferByCode(db, request.code);
  const user = offer ? await findUser(db, request.userId) : undefined;
  if (!offer || !user) return undefined;
  await consumeRateLimit(db, RATE_LIMITS.promoCodeByAccount, String(user.id), now);
  const standing = await repository.bettingOfferStanding(db, offer.id, user.id);
  const refusal = bettingOfferRefusal(offer, user.currency, standing, now);
  if (refusal) throw offerError('promo_code', refusal);
  return { offer_id: null, ...offerTexts(offer, request.locale) };
}

/**
 * The sports welcome offer: a player who registered with is_betting = 1 gets the first running
 * `registration` betting offer in their currency (casino players keep the casino deposit offers).
 * Called after the registration committed; once per player however often it runs. A refusal (none
 * running, self-excluded, used up) just grants nothing: registration never fails over a bonus.
 */
export async function grantSportsWelcome(db: Db, user: UserRow, now: Date): Promise<boolean> {
  if (!user.is_betting) return false;
  for (const offer of await repository.registrationOffers(db)) {
    if (!isRunning(offer, now) || offer.amounts[user.currency] === undefined) continue;
    try {
      await grantBettingOffer(db, user, offer, 'promo_code', now);
      return true;
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
  }
  return false;
}

/**
 * Counts the active bonus's wagering from the player's settled bets and releases it once complete;
 * forfeits open bonuses that expired. Runs after each settled bet, on `BettingBonuses.get` and from
 * the expiry timer. Each count is one transaction holding the bonus row: the bets it counts are noted
 * (a bet counts once), `wagered` grows, and the release is a conditional status change with its
 * posting, so a count racing another count, a settlement, a removal or a withdrawal moves money once.
 */
export async function settleBettingBonuses(db: Db, userId: number, now: Date): Promise<void> {
  const open = await repository.openBettingBonuses(db, userId);
  if (open.length === 0) return;
  const accounts = await bettingBonusAccounts(db, userId, open[0]!.currency);
  for (const bonus of open) {
    if (bonus.expires_at <= now) {
      await endBettingBonus(db, bonus, 'expired', accounts, now);
      continue;
    }
    if (bonus.status !== 'active' || bonus.activated_at === null) continue;
    await db.transaction().execute(async (trx) => {
      const locked = await repository.lockActiveBettingBonus(trx, bonus.id);
      if (!locked?.activated_at) return;
      const candidates = await repository.uncountedSettledBets(trx, userId, locked.activated_at);
      const counting = candidates.flatMap((bet) => {
        const amount = wageringStake(bet, locked);
        return amount > 0 ? [{ id: bet.id, amount }] : [];
      });
      const counted = await repository.recordWagers(trx, locked.id, counting, now);
      if (counted.length === 0 && locked.wagered < locked.wager_required) return;
      const total = counted.reduce<number>((sum, amount) => sum + Number(amount), Number(locked.wagered));
      const wagered = minorUnits(Math.min(total, locked.wager_required));
      if (total < locked.wager_required) {
        await repository.setWagered(trx, locked.id, wagered);
        return;
      }
      const released = await repository.finishBettingBonus(trx, locked.id, 'wagered', wagered, now);
      if (released) await moveBettingBonus(trx, released, 'betting_bonus_release', accounts);
    });
  }
}

async function endBettingBonus(
  db: Db,
  bonus: repository.BettingBonusRow,
  status: 'expired' | 'removed',
  accounts: BettingBonusAccounts,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await repository.finishBettingBonus(trx, bonus.id, status, bonus.wagered, now);
    if (!ended) return false;
    await moveBettingBonus(trx, ended, 'betting_bonus_forfeit', accounts);
    return true;
  });
}

type BonusRefusal = 'NOT_FOUND' | 'NOT_PENDING' | 'NOT_OPEN' | 'BONUS_ACTIVE';

const REFUSAL_TEXT: Record<BonusRefusal, string> = {
  NOT_FOUND: 'Unknown bonus',
  NOT_PENDING: 'This bonus is not waiting to be activated',
  NOT_OPEN: 'This bonus is no longer active',
  BONUS_ACTIVE: 'Another betting bonus is active: one betting bonus is active at a time',
};

function bonusRefusal(refusal: BonusRefusal): ApiError {
  return new ApiError('InvalidParameterException', REFUSAL_TEXT[refusal], {
    invalidParameters: { bonus_id: REFUSAL_TEXT[refusal] },
    errorData: { bonus_id: [refusal] },
  });
}

/** `BettingBonuses.activate`: a pending betting bonus becomes the active one, if no other is. */
export async function activateBettingBonus(db: Db, userId: number, bonusId: number, now: Date) {
  await settleBettingBonuses(db, userId, now);
  const bonus = await repository.findBettingBonus(db, userId, bonusId);
  if (!bonus) throw bonusRefusal('NOT_FOUND');
  if (bonus.status !== 'pending') throw bonusRefusal('NOT_PENDING');
  let activated: repository.BettingBonusRow | undefined;
  try {
    activated = await repository.activateBettingBonus(db, userId, bonusId, now);
  } catch (error) {
    // Another betting bonus is active, or became so by an activation racing this one.
    if (isUniqueViolation(error)) throw bonusRefusal('BONUS_ACTIVE');
    throw error;
  }
  if (!activated) throw bonusRefusal('NOT_PENDING');
}

/** `BettingBonuses.remove`: the player gives up an open betting bonus; its money leaves the balance. */
export async function removeBettingBonus(db: Db, userId: number, bonusId: number, now: Date) {
  const bonus = await repository.findBettingBonus(db, userId, bonusId);
  if (!bonus) throw bonusRefusal('NOT_FOUND');
  const open = bonus.status === 'active' || bonus.status === 'pending';
  const accounts = await bettingBonusAccounts(db, userId, bonus.currency);
  if (!open || !(await endBettingBonus(db, bonus, 'removed', accounts, now))) throw bonusRefusal('NOT_OPEN');
}

/**
 * A withdrawal burns the open betting bonuses too (decision 0022), in its transaction and before its
 * debit (bonus rows before accounts, as a release locks them); unconfirmed, it is refused the same way.
 */
export async function burnBettingBonusesForWithdrawal(
  trx: Trx,
  userId: number,
  accounts: BettingBonusAccounts,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  const burned = await repository.burnOpenBettingBonuses(trx, userId, now);
  if (burned.length === 0) return;
  if (!confirmed) {
    const total = burned.reduce((sum, bonus) => sum + bettingBonusMoney(bonus), 0);
    throw new ApiError(
      'WithdrawalDeclinedException',
      'A withdrawal now cancels your bonuses: confirm it with burn_bonuses',
      { code: BURN_BONUSES_CODE, errorData: { bonus_balance: total } },
    );
  }
  for (const bonus of burned) await moveBettingBonus(trx, bonus, 'betting_bonus_forfeit', accounts);
}

const LIST_LIMIT = 50;

function ownTitle(texts: Record<string, { title: string }> | null, locale: string): string {
  if (!texts) return '';
  return (texts[locale] ?? Object.values(texts)[0])?.title ?? '';
}

/** `BettingBonuses.get`: settled first, so progress and releases are current. */
export async function bettingBonusesView(
  db: Db,
  userId: number,
  locale: string,
  now: Date,
): Promise<BettingBonusView[]> {
  await settleBettingBonuses(db, userId, now);
  const rows = await repository.bettingBonusesOf(db, userId, LIST_LIMIT);
  const offerIds = [...new Set(rows.flatMap((row) => (row.offer_id === null ? [] : [row.offer_id])))];
  const offers = new Map(
    (await repository.findBettingOffers(db, offerIds)).map((offer) => [offer.id, offer]),
  );
  return rows.map((row) => {
    const offer = row.offer_id === null ? undefined : offers.get(row.offer_id);
    return {
      id: row.id,
      type: 'betting',
      status: row.status,
      offer_id: row.offer_id,
      title: offer ? offerTexts(offer, locale).title : ownTitle(row.texts, locale),
      amount: row.amount,
      currency: row.currency,
      min_odds: Number(row.min_odds),
      wager_required: row.wager_required,
      wagered: row.wagered,
      wager_percent: percentProgress({ minValue: 0, maxValue: row.wager_required, expCount: row.wagered }),
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
    };
  });
}

const EXPIRY_BATCH = 100;

/** Forfeits betting bonuses that ran out (the bonus expiry timer calls it). */
export async function expireDueBettingBonuses(db: Db, now: Date): Promise<number> {
  const users = new Set(await repository.usersWithDueBettingBonuses(db, now, EXPIRY_BATCH));
  for (const userId of users) await settleBettingBonuses(db, userId, now);
  return users.size;
}

/** The player's betting bonus balance as bonuses hold it (tests compare it with the ledger). */
export function openAmount(bonuses: readonly repository.BettingBonusRow[]): MinorUnits {
  return minorUnits(bonuses.reduce((sum, bonus) => sum + bettingBonusMoney(bonus), 0));
}

/**
 * Bonus-funded bets (decision 0048). A bet staked from the betting bonus is wholly bonus money: its
 * stake leaves the active bonus's money (`played`) for the bonus liability, and everything it gives
 * back (return, cash-out, refund, a resettlement's correction) comes back from the liability to where
 * the bonus stands now: the bonus while it is open, the main balance once it was released, nowhere once
 * it was forfeited (its money went back to the liability with it). Each movement is keyed by the bet.
 */

/** The active betting bonus a bet may be staked from, with what it holds. */
export async function stakeableBettingBonus(
  db: Db,
  userId: number,
): Promise<{ id: number; currency: string; money: MinorUnits } | undefined> {
  const bonus = await repository.findActiveBettingBonus(db, userId);
  return bonus && { id: bonus.id, currency: bonus.currency, money: bettingBonusMoney(bonus) };
}

export type BonusStake = 'ok' | 'INSUFFICIENT_FUNDS' | 'BONUS_NOT_ACTIVE';

/**
 * Takes a bet's stake from the betting bonus `bonusId`, in the caller's transaction (which holds the
 * bet's row, so a refund cannot pass it). The bonus row is locked first: two bets racing for the last
 * bonus money take turns, and the second finds too little. Conditional on the bonus being active.
 */
export async function stakeBettingBonus(
  trx: Trx,
  accounts: BettingBonusAccounts,
  stake: { bonusId: number; userId: number; betId: string; amount: MinorUnits },
): Promise<BonusStake> {
  const bonus = await repository.lockPlayersActiveBettingBonus(trx, stake.userId);
  if (bonus?.id !== stake.bonusId) return 'BONUS_NOT_ACTIVE';
  if (bettingBonusMoney(bonus) < stake.amount) return 'INSUFFICIENT_FUNDS';
  const posting = await postTransaction(trx, {
    kind: 'sports_bonus_stake',
    idempotencyKey: `sports_bonus_stake:${stake.betId}`,
    userId: stake.userId,
    reference: `sports_bet:${stake.betId}`,
    metadata: { betting_bonus_id: bonus.id },
    legs: [
      { accountId: accounts.bettingBonus, amount: negateMinor(stake.amount) },
      { accountId: accounts.liability, amount: stake.amount },
    ],
  });
  if (!posting.duplicate) await repository.addPlayed(trx, bonus.id, -stake.amount);
  return 'ok';
}

type BetMoney = { bonusId: number; userId: number; betId: string; key: string; amount: MinorUnits };

/** Where a bonus-funded bet's money goes now: the bonus (open), main (released), or nowhere. */
function destination(bonus: repository.BettingBonusRow, accounts: BettingBonusAccounts) {
  if (bonus.status === 'active' || bonus.status === 'pending') return accounts.bettingBonus;
  return bonus.status === 'wagered' ? accounts.main : undefined;
}

/**
 * Credits what a bonus-funded bet gives back, in `trx`; answers what moved. `key` names the movement
 * within the bet (`return`, `refund`, `cash-out:2`, `resettle:1`): each moves once.
 */
export async function creditBettingBonusBet(
  trx: Trx,
  accounts: BettingBonusAccounts,
  credit: BetMoney,
): Promise<MinorUnits> {
  if (credit.amount <= 0) return minorUnits(0);
  const bonus = await repository.lockBettingBonus(trx, credit.bonusId);
  const to = bonus && destination(bonus, accounts);
  if (!bonus || to === undefined) return minorUnits(0);
  const posting = await postTransaction(trx, {
    kind: 'sports_bonus_return',
    idempotencyKey: `sports_bonus_${credit.key}:${credit.betId}`,
    userId: credit.userId,
    reference: `sports_bet:${credit.betId}`,
    metadata: { betting_bonus_id: bonus.id },
    legs: [
      { accountId: accounts.liability, amount: negateMinor(credit.amount) },
      { accountId: to, amount: credit.amount },
    ],
  });
  if (posting.duplicate) return minorUnits(0);
  if (to === accounts.bettingBonus) await repository.addPlayed(trx, bonus.id, credit.amount);
  return credit.amount;
}

/**
 * The same credit in a transaction of its own, for payments that are retried: a retry after the bonus
 * changed state finds its key already used for another route, which means it was paid.
 */
export async function payBettingBonusBet(db: Db, credit: BetMoney, currency: string): Promise<void> {
  if (credit.amount <= 0) return;
  const accounts = await bettingBonusAccounts(db, credit.userId, currency);
  try {
    await db.transaction().execute((trx) => creditBettingBonusBet(trx, accounts, credit));
  } catch (error) {
    if (!(error instanceof IdempotencyConflictError)) throw error;
  }
}

/**
 * Takes back up to `amount` of what a bonus-funded bet gave (a resettlement that lowers its return), in
 * `trx`, from where it went: the open bonus's money, or main after the release (no more than each
 * holds, locked; the rest is the shortfall). After a forfeit there is nothing to take: the liability
 * already has all of it.
 */
export async function debitBettingBonusBet(
  trx: Trx,
  accounts: BettingBonusAccounts,
  debit: BetMoney,
): Promise<{ taken: MinorUnits; shortfall: MinorUnits }> {
  const none = minorUnits(0);
  const bonus = await repository.lockBettingBonus(trx, debit.bonusId);
  const from = bonus && destination(bonus, accounts);
  if (!bonus || from === undefined || debit.amount <= 0) return { taken: none, shortfall: none };
  const held = from === accounts.bettingBonus ? bettingBonusMoney(bonus) : await lockedBalance(trx, from);
  const taken = minorUnits(Math.min(debit.amount, Math.max(0, held)));
  const shortfall = minorUnits(debit.amount - taken);
  if (taken === 0) return { taken, shortfall };
  await postTransaction(trx, {
    kind: 'sports_bonus_return',
    idempotencyKey: `sports_bonus_${debit.key}:${debit.betId}`,
    userId: debit.userId,
    reference: `sports_bet:${debit.betId}`,
    metadata: { betting_bonus_id: bonus.id },
    legs: [
      { accountId: from, amount: negateMinor(taken) },
      { accountId: accounts.liability, amount: taken },
    ],
  });
  if (from === accounts.bettingBonus) await repository.addPlayed(trx, bonus.id, -taken);
  return { taken, shortfall };
}

/**
 * A resettled bet that no longer counts for wagering (now void, say) is taken out of its bonus's
 * progress while that bonus is active; once released, the release stands (decision 0048).
 */
export function uncountBettingBonusBet(trx: Trx, betId: string): Promise<boolean> {
  return repository.uncountWager(trx, betId);
}
