import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { BonusesTable, BonusRowStatus } from '../../db/tables/bonuses.table.ts';
import type { OfferRow, PlayerStanding } from './offer-rules.ts';

export type BonusRow = Selectable<BonusesTable>;

/** Offers a player can pick from a list; those with a promo code are found by the code only. */
export function listedOffers(db: DbOrTrx): Promise<OfferRow[]> {
  return db
    .selectFrom('campaign_offers')
    .selectAll()
    .where('promo_code', 'is', null)
    .orderBy('position')
    .execute();
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
    db
      .selectFrom('bonuses')
      .select(['offer_id', 'once_key', 'status'])
      .where('user_id', '=', userId)
      .execute(),
  ]);
  return {
    hasDeposited: deposited !== undefined,
    usedOfferIds: new Set(
      bonuses.flatMap((bonus) =>
        bonus.offer_id !== null && bonus.once_key.startsWith('offer:') ? [bonus.offer_id] : [],
      ),
    ),
    hasActiveBonus: bonuses.some((bonus) => bonus.status === 'active'),
  };
}

/** Inserts the bonus unless the player holds one already or took this once-only offer (then undefined). */
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

/** Real-money stakes of the player in `currency` on rounds after `fromRound` (rollbacks netted out). */
export async function stakedSince(
  db: DbOrTrx,
  userId: number,
  currency: string,
  fromRound: number,
): Promise<MinorUnits> {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_bet'), sql<string>`0`).as('staked'))
    .where('user_id', '=', userId)
    .where('id', '>', fromRound)
    .where('mode', '=', 'real')
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return minorUnits(Number(row.staked));
}

export function activeBonuses(db: DbOrTrx, userId: number): Promise<BonusRow[]> {
  return db
    .selectFrom('bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
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

export function recordWagered(db: DbOrTrx, id: number, wagered: MinorUnits): Promise<unknown> {
  return db
    .updateTable('bonuses')
    .set({ wagered })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

/** Ends an active bonus; of two racing endings (release and removal) one wins, the other gets undefined. */
export function finishBonus(
  trx: Trx,
  id: number,
  status: Exclude<BonusRowStatus, 'active'>,
  wagered: MinorUnits,
  now: Date,
): Promise<BonusRow | undefined> {
  return trx
    .updateTable('bonuses')
    .set({ status, wagered, finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .returningAll()
    .executeTakeFirst();
}

/** Players with an active bonus that has run out by `now`. */
export async function usersWithDueBonuses(db: DbOrTrx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bonuses')
    .select('user_id')
    .where('status', '=', 'active')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}
