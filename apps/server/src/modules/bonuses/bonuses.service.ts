import {
  type BonusView,
  BURN_BONUSES_CODE,
  type DepositOffer,
  type OFFER_FIELDS,
  type PromoCodeCheck,
} from '@casino/shared/contract/bonuses.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import { percentProgress } from '@casino/shared/percent-progress';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db, Trx } from '../../db/schema.ts';
import type { PaymentRow } from '../../db/tables/payments.table.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findUser } from '../account/users.service.ts';
import { isSelfExcluded, promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { bonusPlaySettings } from './bonus-play.service.ts';
import { forgetBonusState } from './bonus-presence.ts';
import * as repository from './bonuses.repository.ts';
import {
  bonusTerms,
  depositRefusal,
  isRunning,
  type OfferRefusal,
  type OfferRow,
  offerInCurrency,
  onceKey,
  type PromoCodeRow,
  playerRefusal,
  promoCodeOnceKey,
  promoCodeRefusal,
} from './offer-rules.ts';

const REFUSAL_TEXT: Record<OfferRefusal, string> = {
  NOT_FOUND: 'This offer does not exist',
  EXPIRED: 'This offer has ended',
  ALREADY_USED: 'You have already used this offer',
  NOT_FIRST_DEPOSIT: 'This offer is for a first deposit only',
  METHOD_EXCLUDED: 'This offer is not available for this payment method',
  AMOUNT_TOO_LOW: 'This offer needs a larger deposit',
  LIMIT_REACHED: 'This promo code has been used up',
  CURRENCY_NOT_OFFERED: 'This offer is not available in your currency',
  SELF_EXCLUDED: 'Bonuses are not available while you are self-excluded',
  TIME_OUT: 'Bonuses are not available while you take a break',
  DEPOSIT_REQUIRED: 'This promotion comes with a deposit or by itself, not by taking it',
};

/** A guest's standing: nothing rules an offer out but its dates. */
const emptyStanding = { hasDeposited: false, usedOfferIds: new Set<number>() };

export function offerTexts(offer: Pick<OfferRow, 'texts'>, locale: string) {
  return offer.texts[locale] ?? Object.values(offer.texts)[0] ?? { title: '', text: '' };
}

/** `campaigns.getoffers`: the listed offers running now, each saying whether this player may take it. */
export async function offersView(
  db: Db,
  request: {
    userId: number | null;
    locale: string;
    fields: readonly (typeof OFFER_FIELDS)[number][] | undefined;
    offset: number;
    count: number;
    /** A guest sees the offers in the site's default currency; a player in their own. */
    guestCurrency: string;
  },
  now: Date,
): Promise<DepositOffer[]> {
  const [offers, standing, player] = await Promise.all([
    repository.listedOffers(db),
    request.userId === null ? undefined : repository.playerStanding(db, request.userId),
    request.userId === null ? undefined : findUser(db, request.userId),
  ]);
  const currency = player?.currency ?? request.guestCurrency;
  const fields = new Set(request.fields ?? ['trigger', 'description', 'promotions']);
  return offers
    .flatMap((offer) => offerInCurrency(offer, currency) ?? [])
    .filter((offer) => isRunning(offer, now))
    .slice(request.offset, request.offset + request.count)
    .map((offer) => {
      const view: DepositOffer = { id: offer.id };
      if (fields.has('trigger')) {
        view.trigger = {
          action: offer.action,
          user_satisfies_params: standing !== undefined && playerRefusal(offer, standing, now) === null,
          params: {
            exclude_methods: offer.exclude_methods,
            first_deposit: offer.first_deposit,
            min_amount: offer.min_amount,
          },
        };
      }
      if (fields.has('description'))
        view.description = { ...offerTexts(offer, request.locale), image: offer.image };
      if (fields.has('promotions')) {
        view.promotions = [
          {
            type: 'bonus',
            percent: offer.percent,
            max_amount: offer.max_amount,
            wager: offer.wager,
            days: offer.days,
          },
        ];
      }
      return view;
    });
}

export function offerError(
  field: 'campaign_offer_id' | 'promo_code' | 'offer_id',
  refusal: OfferRefusal,
  offer?: OfferRow,
) {
  return new ApiError('InvalidParameterException', REFUSAL_TEXT[refusal], {
    invalidParameters: { [field]: REFUSAL_TEXT[refusal] },
    errorData: {
      [field]: [refusal],
      ...(refusal === 'AMOUNT_TOO_LOW' && offer ? { min_amount: offer.min_amount } : {}),
    },
  });
}

/**
 * The offer a deposit asks for, by promo code or by `campaign_offer_id`, checked against the player and
 * the deposit; a refusal is an InvalidParameter naming the field. The check is repeated when the money
 * arrives, since the player's standing may change meanwhile.
 */
export async function depositOfferFor(
  db: Db,
  userId: number,
  deposit: {
    method: string;
    amount: number;
    currency: string;
    campaignOfferId?: string | undefined;
    promoCode?: string | undefined;
  },
  now: Date,
): Promise<number | null> {
  const field = deposit.promoCode ? 'promo_code' : 'campaign_offer_id';
  let found: OfferRow | undefined;
  if (deposit.promoCode) found = await repository.findOfferByPromoCode(db, deposit.promoCode);
  else if (deposit.campaignOfferId) {
    const id = Number(deposit.campaignOfferId);
    const byId = Number.isSafeInteger(id) ? await repository.findOffer(db, id) : undefined;
    // An offer behind a promo code is taken with the code, not by its id.
    found = byId?.promo_code === null ? byId : undefined;
  } else return null;
  if (!found) throw offerError(field, 'NOT_FOUND');
  const offer = offerInCurrency(found, deposit.currency);
  if (!offer) throw offerError(field, 'CURRENCY_NOT_OFFERED');
  const standing = await repository.playerStanding(db, userId);
  const refusal = depositRefusal(offer, standing, deposit, now);
  if (refusal) throw offerError(field, refusal, offer);
  return offer.id;
}

/**
 * `campaigns.checkPromocode`: the offer a promo code names, if it runs now and (for a player) is open
 * to them; otherwise the refusal, as `depositOfferFor` would answer it. Guessing codes is limited per
 * address for guests and per account for players, so nobody can use up a player's checks.
 */
export async function checkPromoCode(
  db: Db,
  request: { userId: number | null; ip: string; code: string; locale: string },
  now: Date,
): Promise<PromoCodeCheck> {
  if (request.userId === null) await consumeRateLimit(db, RATE_LIMITS.promoCodeByIp, request.ip, now);
  else await consumeRateLimit(db, RATE_LIMITS.promoCodeByAccount, String(request.userId), now);
  const { offer, refusal } = await promoCodeOffer(db, request.userId, request.code, now);
  if (offer && !refusal) return { offer_id: offer.id, ...offerTexts(offer, request.locale) };
  // A bonus code is activated by a signed-in player; registration takes deposit-offer codes only, so a
  // guest's check (the registration form's) answers as before.
  const player = request.userId === null ? undefined : await findUser(db, request.userId);
  const promo = offer || !player ? undefined : await repository.findPromoCode(db, request.code);
  if (!player || !promo) throw offerError('promo_code', refusal ?? 'NOT_FOUND', offer);
  const standing = await repository.promoCodeStanding(db, promo, promoCodeOnceKey(promo), player.id);
  const promoRefusal = promoCodeRefusal(promo, player.currency, standing, now);
  if (promoRefusal) throw offerError('promo_code', promoRefusal);
  return { offer_id: null, ...offerTexts(promo, request.locale) };
}

/**
 * Grants a promo code's bonus of `amount` inside the activation's transaction, as a ledger posting from
 * the bonus liability like a deposit bonus: active unless another bonus is, then pending (decision 0022).
 * Undefined when the code's once-only key refuses it (the player's own activation won a race).
 */
export async function grantPromoCodeBonus(
  trx: Trx,
  grant: { userId: number; currency: string; promo: PromoCodeRow; amount: MinorUnits },
  accounts: BonusAccounts,
  now: Date,
): Promise<repository.BonusRow | undefined> {
  const { promo, amount } = grant;
  const row = {
    user_id: grant.userId,
    offer_id: null,
    promo_code_id: promo.id,
    payment_id: null,
    once_key: promoCodeOnceKey(promo),
    currency: grant.currency,
    amount,
    wager_required: minorUnits(amount * promo.wager),
    wager_from_round: await repository.latestRoundId(trx),
    created_at: now,
    expires_at: new Date(now.getTime() + promo.days * 86_400_000),
  };
  const granted =
    (await repository.insertBonus(trx, { ...row, status: 'active' })) ??
    (await repository.insertBonus(trx, { ...row, status: 'pending' }));
  if (!granted) return undefined;
  await moveBonus(trx, granted, 'bonus_grant', accounts);
  afterCommit(trx, (committed) => forgetBonusState(committed, grant.userId));
  return granted;
}

/**
 * Whether a promo code names an offer open to the player now; for a guest (`userId` null), one that
 * runs now — what registration accepts.
 */
export async function isOpenPromoCode(db: Db, userId: number | null, code: string, now: Date) {
  return (await promoCodeOffer(db, userId, code, now)).refusal === null;
}

async function promoCodeOffer(
  db: Db,
  userId: number | null,
  code: string,
  now: Date,
): Promise<{ offer: OfferRow | undefined; refusal: OfferRefusal | null }> {
  const offer = await repository.findOfferByPromoCode(db, code);
  if (!offer) return { offer, refusal: 'NOT_FOUND' };
  const standing = userId === null ? emptyStanding : await repository.playerStanding(db, userId);
  return { offer, refusal: playerRefusal(offer, standing, now) };
}

export interface BonusAccounts {
  main: number;
  bonus: number;
  liability: number;
}

/** Resolved on the database before the money transaction (ledger-accounts.service.ts explains why). */
export async function bonusAccounts(db: Db, userId: number, currency: string): Promise<BonusAccounts> {
  const [main, bonus, liability] = await Promise.all([
    playerAccount(db, userId, 'main', currency),
    playerAccount(db, userId, 'bonus', currency),
    systemAccount(db, 'bonus_liability', currency, userId),
  ]);
  return { main, bonus, liability };
}

type BonusMovement = 'bonus_grant' | 'bonus_release' | 'bonus_forfeit';

function moveBonus(trx: Trx, bonus: repository.BonusRow, kind: BonusMovement, accounts: BonusAccounts) {
  const routes: Record<BonusMovement, { from: number; to: number }> = {
    bonus_grant: { from: accounts.liability, to: accounts.bonus },
    bonus_release: { from: accounts.bonus, to: accounts.main },
    bonus_forfeit: { from: accounts.bonus, to: accounts.liability },
  };
  const { from, to } = routes[kind];
  // A grant moves the bonus's amount; an ending moves what play left of it (decision 0041), if any.
  const amount = minorUnits(kind === 'bonus_grant' ? bonus.amount : bonus.amount + bonus.played);
  if (amount === 0) return Promise.resolve(undefined);
  return postTransaction(trx, {
    kind,
    idempotencyKey: `${kind}:${bonus.id}`,
    userId: bonus.user_id,
    reference: `bonus:${bonus.id}`,
    metadata:
      bonus.promo_code_id === null
        ? { offer_id: bonus.offer_id }
        : { offer_id: bonus.offer_id, promo_code_id: bonus.promo_code_id },
    legs: [
      { accountId: from, amount: negateMinor(amount) },
      { accountId: to, amount },
    ],
  });
}

/**
 * Grants the bonus of a deposit's offer inside the transaction that credits the deposit, if the player
 * still qualifies: not self-excluded, a once-only offer not taken before (two deposits crediting at once
 * cannot both get it: the bonus table's unique keys decide). It is active unless another bonus is, and
 * then waits as pending; its money is on the bonus balance either way.
 */
export async function grantDepositBonus(
  trx: Trx,
  payment: PaymentRow,
  accounts: BonusAccounts,
  now: Date,
): Promise<repository.BonusRow | undefined> {
  const offerId = Number(payment.campaign_offer_id);
  if (payment.campaign_offer_id === null || !Number.isSafeInteger(offerId)) return undefined;
  const found = await repository.findOffer(trx, offerId);
  // The bonus is in the deposit's currency, with that currency's terms (decision 0051).
  const offer = found && offerInCurrency(found, payment.currency);
  if (!offer || (await isSelfExcluded(trx, payment.user_id, now))) return undefined;
  const standing = await repository.playerStanding(trx, payment.user_id, payment.id);
  if (depositRefusal(offer, standing, { method: payment.method, amount: payment.amount }, now))
    return undefined;
  const terms = bonusTerms(offer, payment.amount);
  if (terms.amount <= 0) return undefined;
  const row = {
    user_id: payment.user_id,
    offer_id: offer.id,
    payment_id: payment.id,
    once_key: onceKey(offer, payment.id),
    currency: payment.currency,
    amount: terms.amount,
    wager_required: terms.wagerRequired,
    wager_from_round: await repository.latestRoundId(trx),
    created_at: now,
    expires_at: new Date(now.getTime() + offer.days * 86_400_000),
  };
  // Active if no other bonus is (the `bonuses_one_active` index decides between concurrent grants);
  // pending if one is; nothing if the once-only key is taken, which refuses both inserts.
  const bonus =
    (await repository.insertBonus(trx, { ...row, status: 'active' })) ??
    (await repository.insertBonus(trx, { ...row, status: 'pending' }));
  if (!bonus) return undefined;
  await moveBonus(trx, bonus, 'bonus_grant', accounts);
  afterCommit(trx, (db) => forgetBonusState(db, payment.user_id));
  return bonus;
}

/**
 * Grants a bonus with no offer behind it (a loyalty-shop purchase, a cashback, a free-spin pack's
 * winnings, a staff grant) inside the grantor's transaction, once per `onceKey`: like a promo code's,
 * active unless another bonus is and then pending, on the bonus balance either way. It keeps its own
 * title, having no offer to take one from. Answers the bonus, or undefined when the key was used.
 */
export async function grantTitledBonus(
  trx: Trx,
  grant: {
    userId: number;
    currency: string;
    amount: MinorUnits;
    wager: number;
    days: number;
    onceKey: string;
    titles: Record<string, string>;
  },
  accounts: BonusAccounts,
  now: Date,
): Promise<repository.BonusRow | undefined> {
  const row = {
    user_id: grant.userId,
    offer_id: null,
    payment_id: null,
    once_key: grant.onceKey,
    currency: grant.currency,
    amount: grant.amount,
    wager_required: minorUnits(grant.amount * grant.wager),
    wager_from_round: await repository.latestRoundId(trx),
    created_at: now,
    expires_at: new Date(now.getTime() + grant.days * 86_400_000),
    texts: JSON.stringify(
      Object.fromEntries(Object.entries(grant.titles).map(([locale, title]) => [locale, { title }])),
    ),
  };
  const bonus =
    (await repository.insertBonus(trx, { ...row, status: 'active' })) ??
    (await repository.insertBonus(trx, { ...row, status: 'pending' }));
  if (!bonus) return undefined;
  await moveBonus(trx, bonus, 'bonus_grant', accounts);
  afterCommit(trx, (db) => forgetBonusState(db, grant.userId));
  return bonus;
}

/**
 * Brings the player's bonuses up to date: the active one's wagering counted from real rounds (added to
 * that of earlier activations), released to the main balance once complete; any open bonus forfeited
 * once expired. Answers how many bonuses are still active.
 */
export async function settleBonuses(db: Db, userId: number, now: Date): Promise<number> {
  let active = 0;
  const { play } = await bonusPlaySettings(db);
  for (const bonus of await repository.openBonuses(db, userId)) {
    if (bonus.expires_at <= now) {
      await endBonus(db, bonus, 'expired', bonus.wagered, now);
      continue;
    }
    if (bonus.status === 'pending') continue;
    const staked = await repository.stakedSince(
      db,
      userId,
      bonus.currency,
      bonus.wager_from_round,
      play.contributions,
    );
    const total = bonus.wagered_before + staked;
    const wagered = minorUnits(Math.min(total, bonus.wager_required));
    if (total >= bonus.wager_required) {
      await endBonus(db, bonus, 'wagered', wagered, now);
      continue;
    }
    active += 1;
    if (wagered !== bonus.wagered) await repository.recordWagered(db, bonus, wagered);
  }
  return active;
}

async function endBonus(
  db: Db,
  bonus: repository.BonusRow,
  status: 'wagered' | 'expired' | 'removed',
  wagered: MinorUnits,
  now: Date,
): Promise<boolean> {
  const accounts = await bonusAccounts(db, bonus.user_id, bonus.currency);
  return db.transaction().execute(async (trx) => {
    const ended = await repository.finishBonus(trx, bonus, status, wagered, now);
    if (!ended) return false;
    await moveBonus(trx, ended, status === 'wagered' ? 'bonus_release' : 'bonus_forfeit', accounts);
    return true;
  });
}

/** Why a bonus action is refused, in `error_data.bonus_id` (the message is in `invalid_parameters`). */
type BonusRefusal =
  | 'NOT_FOUND'
  | 'NOT_PENDING'
  | 'NOT_ACTIVE'
  | 'NOT_OPEN'
  | 'BONUS_ACTIVE'
  | 'SELF_EXCLUDED'
  | 'TIME_OUT';

const BONUS_REFUSAL_TEXT: Record<BonusRefusal, string> = {
  NOT_FOUND: 'Unknown bonus',
  NOT_PENDING: 'This bonus is not waiting to be activated',
  NOT_ACTIVE: 'This bonus is not active',
  NOT_OPEN: 'This bonus is no longer active',
  BONUS_ACTIVE: 'Deactivate your active bonus first: one bonus is active at a time',
  SELF_EXCLUDED: 'Bonuses are not available while you are self-excluded',
  TIME_OUT: 'Bonuses are not available while you take a break',
};

function bonusRefusal(refusal: BonusRefusal): ApiError {
  return new ApiError('InvalidParameterException', BONUS_REFUSAL_TEXT[refusal], {
    invalidParameters: { bonus_id: BONUS_REFUSAL_TEXT[refusal] },
    errorData: { bonus_id: [refusal] },
  });
}

/** The player's bonus, settled first (an expired one is over, a wagered one released). */
async function settledBonus(db: Db, userId: number, bonusId: number, now: Date) {
  await settleBonuses(db, userId, now);
  const bonus = await repository.findBonus(db, userId, bonusId);
  if (!bonus) throw bonusRefusal('NOT_FOUND');
  return bonus;
}

/** `bonuses.activate`: a pending bonus becomes the active one, if no other is. */
export async function activateBonus(db: Db, userId: number, bonusId: number, now: Date): Promise<void> {
  // Player protection: no bonus is claimed during a self-exclusion or a break (it may still be removed).
  const bar = await promotionBar(db, userId, now);
  if (bar) throw bonusRefusal(bar);
  const bonus = await settledBonus(db, userId, bonusId, now);
  if (bonus.status !== 'pending') throw bonusRefusal('NOT_PENDING');
  let activated: repository.BonusRow | undefined;
  try {
    activated = await repository.activateBonus(db, userId, bonusId);
  } catch (error) {
    // Another bonus is active, or became so by an activation racing this one.
    if (isUniqueViolation(error)) throw bonusRefusal('BONUS_ACTIVE');
    throw error;
  }
  if (!activated) throw bonusRefusal('NOT_PENDING');
  forgetBonusState(db, userId);
}

/** `bonuses.deactivate`: the active bonus waits again as pending; its wagering so far is kept. */
export async function deactivateBonus(db: Db, userId: number, bonusId: number, now: Date): Promise<void> {
  const bonus = await settledBonus(db, userId, bonusId, now);
  const { play } = await bonusPlaySettings(db);
  if (
    bonus.status !== 'active' ||
    !(await repository.deactivateBonus(db, userId, bonusId, play.contributions))
  )
    throw bonusRefusal('NOT_ACTIVE');
}

/** `bonuses.remove`: the player gives up an open bonus; its money leaves the bonus balance. */
export async function removeBonus(db: Db, userId: number, bonusId: number, now: Date): Promise<void> {
  const bonus = await repository.findBonus(db, userId, bonusId);
  if (!bonus) throw bonusRefusal('NOT_FOUND');
  const open = bonus.status === 'active' || bonus.status === 'pending';
  if (!open || !(await endBonus(db, bonus, 'removed', bonus.wagered, now))) throw bonusRefusal('NOT_OPEN');
}

/**
 * A withdrawal burns the player's open bonuses (active and pending), in the withdrawal's transaction
 * and before its debit, so a bonus row is always locked before the player's accounts (as a release
 * does) and a removal racing the withdrawal forfeits once. Without the player's confirmation the
 * withdrawal is refused instead (spec §2.3, the burning-bonuses confirm).
 */
export async function burnBonusesForWithdrawal(
  trx: Trx,
  userId: number,
  accounts: BonusAccounts,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  const burned = await repository.burnOpenBonuses(trx, userId, now);
  if (burned.length === 0) return;
  if (!confirmed) {
    const total = burned.reduce((sum, bonus) => sum + bonus.amount + bonus.played, 0);
    throw new ApiError(
      'WithdrawalDeclinedException',
      'A withdrawal now cancels your bonuses: confirm it with burn_bonuses',
      { code: BURN_BONUSES_CODE, errorData: { bonus_balance: total } },
    );
  }
  for (const bonus of burned) await moveBonus(trx, bonus, 'bonus_forfeit', accounts);
}

const BONUS_LIST_LIMIT = 50;

/** A shop bonus's own title in the locale, else in any locale it has. */
function ownTitle(texts: Record<string, { title: string }> | null, locale: string): string {
  if (!texts) return '';
  return (texts[locale] ?? Object.values(texts)[0])?.title ?? '';
}

/** `bonuses.get`: settled first, so progress and releases are current. */
export async function bonusesView(db: Db, userId: number, locale: string, now: Date): Promise<BonusView[]> {
  await settleBonuses(db, userId, now);
  const rows = await repository.bonusesOf(db, userId, BONUS_LIST_LIMIT);
  const offerIds = [...new Set(rows.flatMap((row) => (row.offer_id === null ? [] : [row.offer_id])))];
  const promoIds = [
    ...new Set(rows.flatMap((row) => (row.promo_code_id === null ? [] : [row.promo_code_id]))),
  ];
  const [offerRows, promoRows] = await Promise.all([
    repository.findOffers(db, offerIds),
    repository.findPromoCodes(db, promoIds),
  ]);
  const offers = new Map(offerRows.map((offer) => [offer.id, offer]));
  const promos = new Map(promoRows.map((promo) => [promo.id, promo]));
  return rows.map((row) => {
    const offer =
      row.offer_id !== null
        ? offers.get(row.offer_id)
        : row.promo_code_id !== null
          ? promos.get(row.promo_code_id)
          : undefined;
    return {
      id: row.id,
      type: 'casino',
      status: row.status,
      offer_id: row.offer_id,
      title: offer ? offerTexts(offer, locale).title : ownTitle(row.texts, locale),
      amount: row.amount,
      money: minorUnits(row.amount + row.played),
      currency: row.currency,
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

/** Forfeits bonuses that ran out (the expiry timer calls it); answers how many players it settled. */
export async function expireDueBonuses(db: Db, now: Date): Promise<number> {
  const users = new Set(await repository.usersWithDueBonuses(db, now, EXPIRY_BATCH));
  for (const userId of users) await settleBonuses(db, userId, now);
  return users.size;
}

/**
 * A listed offer's title, text and picture in a locale, for its page's metadata; undefined for none, and
 * for an offer behind a promo code, which only its code reveals.
 */
export async function listedOfferFacts(
  db: Db,
  id: number,
  locale: string,
): Promise<{ name: string; text: string; image: string } | undefined> {
  const offer = await repository.findOffer(db, id);
  if (!offer || offer.promo_code !== null) return undefined;
  const texts = offer.texts[locale] ?? Object.values(offer.texts)[0];
  return texts ? { name: texts.title, text: texts.text, image: offer.image ?? '' } : undefined;
}
