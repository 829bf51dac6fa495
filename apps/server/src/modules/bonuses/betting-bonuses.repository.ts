import type { MinorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { BettingBonusesTable, BettingOffersTable } from '../../db/tables/betting-bonuses.table.ts';
import type { BonusRowStatus } from '../../db/tables/bonuses.table.ts';
import type { WageringBet } from './betting-bonus-rules.ts';

export type BettingOfferRow = Selectable<BettingOffersTable>;
export type BettingBonusRow = Selectable<BettingBonusesTable>;

export function findBettingOfferByCode(db: DbOrTrx, code: string): Promise<BettingOfferRow | undefined> {
  return db
    .selectFrom('betting_offers')
    .selectAll()
    .where('trigger', '=', 'promo_code')
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
}

/** The sports welcome offers, in content order (the first running one applies). */
export function registrationOffers(db: DbOrTrx): Promise<BettingOfferRow[]> {
  return db
    .selectFrom('betting_offers')
    .selectAll()
    .where('trigger', '=', 'registration')
    .orderBy('position')
    .execute();
}

export async function findBettingOffers(db: DbOrTrx, ids: readonly number[]): Promise<BettingOfferRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('betting_offers').selectAll().where('id', 'in', ids).execute();
}

/** Locks the offer's row, so grants of one offer take turns and its `max_uses` cannot be overrun. */
export async function lockBettingOffer(trx: Trx, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('betting_offers')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function bettingOfferStanding(
  db: DbOrTrx,
  offerId: number,
  userId: number,
): Promise<{ uses: number; usedByPlayer: boolean }> {
  const row = await db
    .selectFrom('betting_bonuses')
    .select((eb) => [
      eb.fn.countAll<string>().as('uses'),
      eb.fn.countAll<string>().filterWhere('user_id', '=', userId).as('mine'),
    ])
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
  return { uses: Number(row.uses), usedByPlayer: Number(row.mine) > 0 };
}

/** Inserts the bonus unless the once-only key is taken or it would be a second active one: undefined. */
export function insertBettingBonus(
  trx: Trx,
  row: Insertable<BettingBonusesTable>,
): Promise<BettingBonusRow | undefined> {
  return trx
    .insertInto('betting_bonuses')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function openBettingBonuses(db: DbOrTrx, userId: number): Promise<BettingBonusRow[]> {
  return db
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .execute();
}

export function findBettingBonus(
  db: DbOrTrx,
  userId: number,
  id: number,
): Promise<BettingBonusRow | undefined> {
  return db
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function bettingBonusesOf(db: DbOrTrx, userId: number, limit: number): Promise<BettingBonusRow[]> {
  return db
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Locks the bonus while it is still active: wagering counts and the release take turns on this row, so
 * of two racing counts (a settlement's and `BettingBonuses.get`'s) the second sees what the first did.
 */
export function lockActiveBettingBonus(trx: Trx, id: number): Promise<BettingBonusRow | undefined> {
  return trx
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The player's settled bets not counted for any betting bonus yet, placed since `since`; the wagering
 * rule (betting-bonus-rules.ts) decides which of them count.
 */
export function uncountedSettledBets(
  db: DbOrTrx,
  userId: number,
  since: Date,
): Promise<(WageringBet & { id: string })[]> {
  return db
    .selectFrom('sports_bets')
    .select(['id', 'status', 'total_odds', 'total_stake', 'cashed_out', 'currency', 'placed_at'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['won', 'lost', 'void', 'cashed_out'])
    .where('placed_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('betting_bonus_wagers')
            .select('bet_id')
            .whereRef('betting_bonus_wagers.bet_id', '=', 'sports_bets.id'),
        ),
      ),
    )
    .execute();
}

/**
 * Notes the bets that counted (a bet counts once, for one bonus: the key refuses a second); answers
 * those newly noted, so a count repeated by a racing call adds nothing.
 */
export async function recordWagers(
  trx: Trx,
  bonusId: number,
  bets: readonly { id: string; amount: MinorUnits }[],
  now: Date,
): Promise<MinorUnits[]> {
  if (bets.length === 0) return [];
  const rows = await trx
    .insertInto('betting_bonus_wagers')
    .values(bets.map((bet) => ({ bet_id: bet.id, bonus_id: bonusId, amount: bet.amount, counted_at: now })))
    .onConflict((conflict) => conflict.column('bet_id').doNothing())
    .returning('amount')
    .execute();
  return rows.map((row) => row.amount);
}

export function setWagered(trx: Trx, id: number, wagered: MinorUnits): Promise<unknown> {
  return trx.updateTable('betting_bonuses').set({ wagered }).where('id', '=', id).execute();
}

/**
 * Ends an open bonus still open (a release: still active): of two racing endings one wins, the other
 * gets undefined.
 */
export function finishBettingBonus(
  trx: Trx,
  id: number,
  status: Exclude<BonusRowStatus, 'active' | 'pending'>,
  wagered: MinorUnits,
  now: Date,
): Promise<BettingBonusRow | undefined> {
  return trx
    .updateTable('betting_bonuses')
    .set({ status, wagered, finished_at: now })
    .where('id', '=', id)
    .where('status', 'in', status === 'wagered' ? ['active'] : ['pending', 'active'])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Makes a pending bonus active from `now`; a second active betting bonus of the player is refused by
 * the `betting_bonuses_one_active` index (unique violation).
 */
export function activateBettingBonus(
  db: DbOrTrx,
  userId: number,
  id: number,
  now: Date,
): Promise<BettingBonusRow | undefined> {
  return db
    .updateTable('betting_bonuses')
    .set({ status: 'active', activated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Ends every open betting bonus of the player as removed (a withdrawal burns them). */
export function burnOpenBettingBonuses(trx: Trx, userId: number, now: Date): Promise<BettingBonusRow[]> {
  return trx
    .updateTable('betting_bonuses')
    .set({ status: 'removed', finished_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'active'])
    .returningAll()
    .execute();
}

export async function usersWithDueBettingBonuses(db: DbOrTrx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('betting_bonuses')
    .select('user_id')
    .where('status', 'in', ['pending', 'active'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The player's active betting bonus, its row locked (a bonus-funded stake takes turns on it). */
export function lockPlayersActiveBettingBonus(
  trx: Trx,
  userId: number,
): Promise<BettingBonusRow | undefined> {
  return trx
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

export function findActiveBettingBonus(db: DbOrTrx, userId: number): Promise<BettingBonusRow | undefined> {
  return db
    .selectFrom('betting_bonuses')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** Locks a bonus in whatever state it is: where a bet's money goes depends on it. */
export function lockBettingBonus(trx: Trx, id: number): Promise<BettingBonusRow | undefined> {
  return trx.selectFrom('betting_bonuses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Adds to what bonus-funded bets took (negative) and gave back; the check keeps the money >= 0. */
export async function addPlayed(trx: Trx, id: number, delta: number): Promise<void> {
  await trx
    .updateTable('betting_bonuses')
    .set({ played: sql<MinorUnits>`played + ${delta}` })
    .where('id', '=', id)
    .execute();
}

/** Takes a bet's count back from the bonus it counted for, while that bonus is still active. */
export async function uncountWager(trx: Trx, betId: string): Promise<boolean> {
  const wager = await trx
    .selectFrom('betting_bonus_wagers')
    .selectAll()
    .where('bet_id', '=', betId)
    .executeTakeFirst();
  if (!wager) return false;
  const bonus = await lockActiveBettingBonus(trx, wager.bonus_id);
  if (!bonus) return false;
  await trx.deleteFrom('betting_bonus_wagers').where('bet_id', '=', betId).execute();
  await trx
    .updateTable('betting_bonuses')
    .set({ wagered: sql<MinorUnits>`greatest(0, wagered - ${wager.amount})` })
    .where('id', '=', bonus.id)
    .execute();
  return true;
}
