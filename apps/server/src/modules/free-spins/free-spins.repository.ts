import type { MinorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { FreeSpinPackStatus, FreeSpinPacksTable } from '../../db/tables/free-spins.table.ts';

export type FreeSpinPackRow = Selectable<FreeSpinPacksTable>;

/** Inserts a pack unless its once-only key is taken (a grant repeated or raced): undefined then. */
export function insertPack(trx: Trx, pack: Insertable<FreeSpinPacksTable>) {
  return trx
    .insertInto('free_spin_packs')
    .values(pack)
    .onConflict((oc) => oc.columns(['user_id', 'once_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A deposit offer's free-spin terms (the column migration 0036 added to the offers content fills). */
export function offerFreeSpins(db: DbOrTrx, offerId: number) {
  return db
    .selectFrom('campaign_offers')
    .select(['id', 'repeatable', 'free_spins'])
    .where('id', '=', offerId)
    .executeTakeFirst();
}

export function findPack(db: DbOrTrx, id: number) {
  return db.selectFrom('free_spin_packs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the pack for the transaction: a round's close, a spin's return and the pack's end take turns. */
export function lockPack(trx: Trx, id: number) {
  return trx.selectFrom('free_spin_packs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The player's packs of one status with their game's title, soonest to end first. */
export function packsOf(db: DbOrTrx, userId: number, status: FreeSpinPackStatus, limit: number) {
  return db
    .selectFrom('free_spin_packs as p')
    .leftJoin('games as g', 'g.sysname', 'p.sysname')
    .selectAll('p')
    .select('g.title as game_title')
    .where('p.user_id', '=', userId)
    .where('p.status', '=', status)
    .orderBy(status === 'active' ? 'p.expires_at' : 'p.finished_at', status === 'active' ? 'asc' : 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** The player's latest packs of any status, newest first (the back-office card). */
export function latestPacksOf(db: DbOrTrx, userId: number, limit: number) {
  return db
    .selectFrom('free_spin_packs as p')
    .leftJoin('games as g', 'g.sysname', 'p.sysname')
    .selectAll('p')
    .select('g.title as game_title')
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
}

/** The player's packs that can be played in this game now, soonest to end first. */
export function playablePacks(db: DbOrTrx, userId: number, sysname: string, now: Date) {
  return db
    .selectFrom('free_spin_packs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('sysname', '=', sysname)
    .where('status', '=', 'active')
    .where('spins_left', '>', 0)
    .where('expires_at', '>', now)
    .orderBy('expires_at')
    .orderBy('id')
    .execute();
}

/**
 * Takes one spin, if the pack is the player's, for this game, active, unexpired and has one left: one
 * conditional update, so two requests for the last spin take it once and the count never goes below 0.
 */
export function takeSpin(
  trx: Trx,
  spin: { packId: number; userId: number; sysname: string; currency: string; now: Date },
) {
  return trx
    .updateTable('free_spin_packs')
    .set({ spins_left: sql`spins_left - 1` })
    .where('id', '=', spin.packId)
    .where('user_id', '=', spin.userId)
    .where('sysname', '=', spin.sysname)
    .where('currency', '=', spin.currency)
    .where('status', '=', 'active')
    .where('spins_left', '>', 0)
    .where('expires_at', '>', spin.now)
    .returning(['id', 'stake', 'spins_left'])
    .executeTakeFirst();
}

/** Gives back the spin of a round that was never played (voided), to a pack still open. */
export async function returnSpin(trx: Trx, packId: number): Promise<void> {
  await trx
    .updateTable('free_spin_packs')
    .set({ spins_left: sql`spins_left + 1` })
    .where('id', '=', packId)
    .where('status', '=', 'active')
    .where(sql<boolean>`spins_left < total`)
    .execute();
}

/** Adds a closed round's payout (the caller closed the round in this transaction: once per round). */
export async function addWinnings(trx: Trx, packId: number, payout: MinorUnits): Promise<void> {
  if (payout <= 0) return;
  await trx
    .updateTable('free_spin_packs')
    .set({ winnings: sql`winnings + ${payout}` })
    .where('id', '=', packId)
    .execute();
}

/**
 * Ends a locked, still active pack as `status`, unless one of its rounds is in play (its result still
 * counts): answers the ended pack, or undefined when it stays open.
 */
export function endPack(trx: Trx, packId: number, status: Exclude<FreeSpinPackStatus, 'active'>, now: Date) {
  return trx
    .updateTable('free_spin_packs')
    .set({ status, finished_at: now })
    .where('id', '=', packId)
    .where('status', '=', 'active')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('house_rounds')
            .select('id')
            .where('free_spin_pack_id', '=', packId)
            .where('status', '=', 'open'),
        ),
      ),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function recordBonus(trx: Trx, packId: number, bonusId: number): Promise<void> {
  await trx.updateTable('free_spin_packs').set({ bonus_id: bonusId }).where('id', '=', packId).execute();
}

export async function bonusIdByOnceKey(trx: Trx, userId: number, onceKey: string) {
  const row = await trx
    .selectFrom('bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .where('once_key', '=', onceKey)
    .executeTakeFirst();
  return row?.id;
}

/** Active packs whose time ran out or whose spins are all taken, oldest end first (the expiry job's). */
export async function duePackIds(db: DbOrTrx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('free_spin_packs')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('spins_left', '=', 0)]))
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
