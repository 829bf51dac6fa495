import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { BonusesTable, BonusRowStatus, PromotionsTable } from '../../db/tables/bonuses.table.ts';
import type { OfferRow, PlayerStanding, PromoCodeRow, PromoCodeStanding } from './offer-rules.ts';

export type BonusRow = Selectable<BonusesTable>;
export type PromotionRow = Selectable<PromotionsTable>;

/** Offers a player can pick from a list; those with a promo code are found by the code only. */
export function listedOffers(db: DbOrTrx): Promise<OfferRow[]> {
  return db
    .selectFrom('campaign_offers')
    .selectAll()
    .where('promo_code', 'is', null)
    .orderBy('position')
    .execute();
}

/** Every deposit offer, listed or by promo code, in page order (the back-office edits them all). */
export function allOffers(db: DbOrTrx): Promise<OfferRow[]> {
  return db.selectFrom('campaign_offers').selectAll().orderBy('position').orderBy('id').execute();
}

/** An offer locked for an edit (two editors of one offer do not lose each other's change). */
export function findOfferForUpdate(trx: Trx, id: number): Promise<OfferRow | undefined> {
  return trx.selectFrom('campaign_offers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function updateOffer(
  trx: Trx,
  id: number,
  change: {
    image: string | null;
    started_at: Date | null;
    finished_at: Date | null;
    percent: number;
    max_amount: MinorUnits;
    min_amount: MinorUnits;
    wager: number;
    days: number;
    texts: string;
  },
): Promise<OfferRow> {
  return trx
    .updateTable('campaign_offers')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOffer(db: DbOrTrx, id: number): Promise<OfferRow | undefined> {
  return db.selectFrom('campaign_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOffers(db: DbOrTrx, ids: readonly number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('campaign_offers').selectAll().where('id', 'in', ids).execute();
}

export function findOfferByPromoCode(db: DbOrTrx, code: string): Promise<OfferRow | undefined> {
  return db
    .selectFrom('campaign_offers')
    .selectAll()
    .where(sql<string>`lower(promo_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

export function findPromoCode(db: DbOrTrx, code: string): Promise<PromoCodeRow | undefined> {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

export async function findPromoCodes(db: DbOrTrx, ids: readonly number[]): Promise<PromoCodeRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('promo_codes').selectAll().where('id', 'in', ids).execute();
}

/**
 * Locks the code's row for the transaction, so activations of one code take turns and the uses a
 * later statement counts include every grant committed before: the total limit cannot be overrun.
 */
export async function lockPromoCode(trx: Trx, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('promo_codes')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A code's uses are the players it granted something: its bonus, or its free-spin pack (the packs'
 * once-key of the code, decision 0044), each player counted once.
 */
export async function promoCodeStanding(
  db: DbOrTrx,
  promo: Pick<PromoCodeRow, 'id'>,
  onceKey: string,
  userId: number,
): Promise<PromoCodeStanding> {
  const { rows } = await sql<{ uses: string; mine: string }>`
    select count(*) as uses, count(*) filter (where user_id = ${userId}) as mine
    from (
      select user_id from bonuses where promo_code_id = ${promo.id}
      union
      select user_id from free_spin_packs where once_key = ${onceKey}
    ) as used`.execute(db);
  const row = rows[0]!;
  return { uses: Number(row.uses), usedByPlayer: Number(row.mine) > 0 };
}

/** The player's standing; `exceptPayment` leaves out the deposit being credited now. */
export async function playerStanding(
  db: DbOrTrx,
  userId: number,
  exceptPayment: number | null = null,
): Promise<PlayerStanding> {
  const [deposited, bonuses] = await Promise.all([
    db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('direction', '=', 'deposit')
      .where('status', '=', 'success')
      .$if(exceptPayment !== null, (query) => query.where('id', '<>', exceptPayment as number))
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('bonuses').select(['offer_id', 'once_key']).where('user_id', '=', userId).execute(),
  ]);
  return {
    hasDeposited: deposited !== undefined,
    usedOfferIds: new Set(
      bonuses.flatMap((bonus) =>
        bonus.offer_id !== null && bonus.once_key.startsWith('offer:') ? [bonus.offer_id] : [],
      ),
    ),
  };
}

/**
 * Inserts the bonus unless the player took this once-only offer (or this deposit's bonus) already, or
 * it would be a second active bonus: then undefined.
 */
export function insertBonus(trx: Trx, row: Insertable<BonusesTable>): Promise<BonusRow | undefined> {
  return trx
    .insertInto('bonuses')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The newest game round id: rounds after it count towards a bonus granted now. */
export async function latestRoundId(trx: DbOrTrx): Promise<number> {
  const row = await trx
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Real-money stakes of the player in `currency` on rounds after `fromRound` (rollbacks netted out), each
 * round counted at its game type's contribution percentage (`weights`, type → percent, 100 when not
 * listed; rounded down per round). Bonus-funded stakes count like real ones (decision 0041).
 */
export async function stakedSince(
  db: DbOrTrx,
  userId: number,
  currency: string,
  fromRound: number,
  weights: Record<string, number>,
): Promise<MinorUnits> {
  const row = await db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', 'g.sysname', 'r.sysname')
    .select(sql<string>`coalesce(sum(${weightedStake(weights)}), 0)`.as('staked'))
    .where('r.user_id', '=', userId)
    .where('r.id', '>', fromRound)
    .where('r.mode', '=', 'real')
    .where('r.currency', '=', currency)
    .executeTakeFirstOrThrow();
  return minorUnits(Number(row.staked));
}

/** A round's stake (`r`) weighted by its game's (`g`) type. */
function weightedStake(weights: Record<string, number>) {
  // Sports bets are wallet rounds of the sportsbook (no catalogue game): they count as `betting`.
  const type = sql`coalesce(g.type, case when r.provider = 'sportsbook' then 'betting' end)`;
  const percent = sql`coalesce((${JSON.stringify(weights)}::jsonb ->> ${type})::bigint, 100)`;
  // not money: a percentage weight (0–100), the stake stays in minor units
  return sql`r.total_bet * ${percent} / 100`;
}

/** The player's active bonus, if any. */
export function findActiveBonus(db: DbOrTrx, userId: number): Promise<BonusRow | undefined> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** A site setting's JSON value (content). */
export async function findSiteSetting(db: DbOrTrx, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The bonuses still open: active, and pending ones (which can still expire). */
export function openBonuses(db: DbOrTrx, userId: number): Promise<BonusRow[]> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .execute();
}

export function findBonus(db: DbOrTrx, userId: number, id: number): Promise<BonusRow | undefined> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function bonusesOf(db: DbOrTrx, userId: number, limit: number): Promise<BonusRow[]> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Progress of an active bonus, unless it was deactivated (or activated anew) since it was read. */
export function recordWagered(db: DbOrTrx, bonus: BonusRow, wagered: MinorUnits): Promise<unknown> {
  return db
    .updateTable('bonuses')
    .set({ wagered })
    .where('id', '=', bonus.id)
    .where('status', '=', 'active')
    .where('wager_from_round', '=', bonus.wager_from_round)
    .execute();
}

/**
 * Ends an open bonus that is still as it was read: of two racing endings (a release and a removal, a
 * removal and a withdrawal's burn) one wins, the other gets undefined. A release also needs the same
 * activation it counted the stakes of.
 */
export function finishBonus(
  trx: Trx,
  bonus: BonusRow,
  status: Exclude<BonusRowStatus, 'active' | 'pending'>,
  wagered: MinorUnits,
  now: Date,
): Promise<BonusRow | undefined> {
  return trx
    .updateTable('bonuses')
    .set({ status, wagered, finished_at: now })
    .where('id', '=', bonus.id)
    .$if(status === 'wagered', (query) =>
      query.where('status', '=', 'active').where('wager_from_round', '=', bonus.wager_from_round),
    )
    .$if(status !== 'wagered', (query) => query.where('status', 'in', ['pending', 'active']))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes a pending bonus active: its wagering goes on from the rounds after the newest one. A second
 * active bonus of the player is refused by the `bonuses_one_active` index (unique violation).
 */
export function activateBonus(db: DbOrTrx, userId: number, id: number): Promise<BonusRow | undefined> {
  return db
    .updateTable('bonuses')
    .set((eb) => ({
      status: 'active',
      wagered_before: eb.ref('wagered'),
      wager_from_round: eb
        .selectFrom('game_rounds')
        .select(eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('id')),
    }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Returns an active bonus to pending, its wagering so far (counted in the same statement, so no stake
 * slips between count and change) kept for the next activation.
 */
export function deactivateBonus(
  db: DbOrTrx,
  userId: number,
  id: number,
  weights: Record<string, number>,
): Promise<BonusRow | undefined> {
  return db
    .updateTable('bonuses')
    .set({
      status: 'pending',
      wagered: sql<MinorUnits>`least(bonuses.wager_required, bonuses.wagered_before + coalesce((
        select sum(${weightedStake(weights)}) from game_rounds r left join games g on g.sysname = r.sysname
        where r.user_id = bonuses.user_id and r.id > bonuses.wager_from_round
          and r.mode = 'real' and r.currency = bonuses.currency), 0))`,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

/** Ends every open bonus of the player as removed (a withdrawal burns them); answers those it ended. */
export function burnOpenBonuses(trx: Trx, userId: number, now: Date): Promise<BonusRow[]> {
  return trx
    .updateTable('bonuses')
    .set({ status: 'removed', finished_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .returningAll()
    .execute();
}

/** Players with an open bonus that has run out by `now`. */
export async function usersWithDueBonuses(db: DbOrTrx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bonuses')
    .select('user_id')
    .where('status', 'in', ['pending', 'active'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export function listedPromotions(db: DbOrTrx): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().orderBy('position').execute();
}

export function findPromotion(db: DbOrTrx, id: number): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}
