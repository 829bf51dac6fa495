import type { FreeSpinPackView, FreeSpinStatus } from '@casino/shared/contract/free-spins.contract';
import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db, Trx } from '../../db/schema.ts';
import type { FreeSpinTerms } from '../../db/tables/free-spins.table.ts';
import { type BonusAccounts, bonusAccounts, grantTitledBonus } from '../bonuses/bonuses.service.ts';
import { isSelfExcluded } from '../responsible-gaming/self-exclusion-status.service.ts';
import {
  offerPackOnceKey,
  packEnding,
  packFromTerms,
  winningsBonus,
  winningsOnceKey,
} from './free-spin-rules.ts';
import * as repository from './free-spins.repository.ts';

// Free-spin packs (decision 0035): granted once per key, each spin taken by one conditional update,
// winnings added once per round as the round closes, and one bonus of the winnings when the pack ends.
// The house games play the spins (providers/house-games/free-spin-rounds.ts); no wallet call bets them.

/**
 * Grants the free-spin pack of a deposit's offer inside the transaction that credited the deposit and
 * granted the offer's bonus (so under the same conditions): once per player for a once-only offer, once
 * per deposit for a repeatable one. Answers the pack, or undefined when the offer has none or it was
 * granted before.
 */
export async function grantDepositFreeSpins(
  trx: Trx,
  payment: { id: number; user_id: number; currency: string },
  bonus: { offer_id: number | null },
  now: Date,
) {
  if (bonus.offer_id === null) return undefined;
  const offer = await repository.offerFreeSpins(trx, bonus.offer_id);
  if (!offer?.free_spins) return undefined;
  return grantFreeSpins(
    trx,
    {
      userId: payment.user_id,
      currency: payment.currency,
      onceKey: offerPackOnceKey(offer, payment.id),
      offerId: offer.id,
      terms: offer.free_spins,
    },
    now,
  );
}

/** Grants a pack once per `onceKey` (the table's unique key holds it under concurrency). */
export async function grantFreeSpins(
  trx: Trx,
  grant: {
    userId: number;
    currency: string;
    onceKey: string;
    offerId: number | null;
    terms: FreeSpinTerms;
  },
  now: Date,
) {
  if (await isSelfExcluded(trx, grant.userId, now)) return undefined;
  return repository.insertPack(trx, packFromTerms(grant.terms, grant, now));
}

function titleOf(texts: Record<string, { title: string }>, locale: string): string {
  return (texts[locale] ?? Object.values(texts)[0])?.title ?? '';
}

export type GrantedPack = NonNullable<Awaited<ReturnType<typeof grantFreeSpins>>>;

/** What a grant answers the player (a promo code's popup): the pack's title in `locale` and its terms. */
export function grantedPackView(pack: GrantedPack, locale: string) {
  return {
    pack_id: pack.id,
    title: titleOf(pack.texts, locale),
    game: pack.sysname,
    count: pack.total,
    stake: pack.stake,
    expires_at: pack.expires_at.toISOString(),
  };
}

/** `freespins.get`: the player's packs of one status; those whose time ran out are ended first. */
export async function freeSpinsView(
  db: Db,
  request: {
    userId: number;
    locale: string;
    status: FreeSpinStatus;
    count: number;
    fields: readonly 'description'[] | undefined;
  },
  now: Date,
): Promise<FreeSpinPackView[]> {
  const packs = await repository.packsOf(db, request.userId, 'active', request.count);
  for (const pack of packs) if (packEnding(pack, now)) await endPackIfDone(db, pack.id, now);
  const rows = await repository.packsOf(db, request.userId, request.status, request.count);
  const withDescription = request.fields?.includes('description') ?? false;
  return rows.map((row) => ({
    id: row.id,
    game: { sysname: row.sysname, title: row.game_title },
    remaining_count: row.status === 'active' ? row.spins_left : 0,
    status: row.status,
    ...(withDescription
      ? {
          description: {
            title: titleOf(row.texts, request.locale),
            total_count: row.total,
            stake: row.stake,
            currency: row.currency,
            winnings: row.winnings,
            wager: row.wager,
            created_at: row.created_at.toISOString(),
            expires_at: row.expires_at.toISOString(),
            finished_at: row.finished_at?.toISOString() ?? null,
          },
        }
      : {}),
  }));
}

/** A player's latest packs of every status for staff (the back-office card); reading changes nothing. */
export async function packsForStaff(db: Db, userId: number, locale: string, limit: number) {
  const rows = await repository.latestPacksOf(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    title: titleOf(row.texts, locale),
    game: row.game_title ?? row.sysname,
    total: row.total,
    spins_left: row.spins_left,
    stake: row.stake,
    currency: row.currency,
    winnings: row.winnings,
    status: row.status,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  }));
}

/** The packs the player can play in this game now, as the game client shows them. */
export async function playablePacks(db: Db, userId: number, sysname: string, now: Date) {
  const packs = await repository.playablePacks(db, userId, sysname, now);
  return packs.map((pack) => ({
    id: pack.id,
    left: pack.spins_left,
    total: pack.total,
    stake: pack.stake,
    winnings: pack.winnings,
    expiresAt: pack.expires_at.toISOString(),
  }));
}

export type PlayablePack = Awaited<ReturnType<typeof playablePacks>>[number];

/**
 * Takes one spin of the pack for a round being opened in the same transaction; undefined when none can
 * be taken (not the player's, another game or currency, ended, expired or played out). The round's
 * insert and the spin go together: a refused insert gives the spin back with the transaction.
 */
export function takeFreeSpin(
  trx: Trx,
  spin: { packId: number; userId: number; sysname: string; currency: string },
  now: Date,
) {
  return repository.takeSpin(trx, { ...spin, now });
}

/**
 * Closes a free-spin round of the pack: the pack is locked first (so its end sees every round closed
 * before it), then `closeRound` closes the round only if it is still open (the caller's conditional
 * update, in this transaction); only then does the round's payout count in the winnings (`won`) or its
 * spin go back (`won` null: a round voided, never played). The pack then ends if this was its last
 * round in play and it is done. Idempotent: a repeat finds the round closed and moves nothing.
 */
export async function closeFreeSpin(
  db: Db,
  spin: { packId: number; userId: number; currency: string },
  closeRound: (trx: Trx) => Promise<boolean>,
  won: MinorUnits | null,
  now: Date,
): Promise<void> {
  const accounts = await bonusAccounts(db, spin.userId, spin.currency);
  await db.transaction().execute(async (trx) => {
    await repository.lockPack(trx, spin.packId);
    if (await closeRound(trx)) {
      if (won === null) await repository.returnSpin(trx, spin.packId);
      else await repository.addWinnings(trx, spin.packId, won);
    }
    await endLockedPack(trx, spin.packId, accounts, now);
  });
}

/**
 * Ends the locked pack if it is done (every spin played, or its time over) and none of its rounds is in
 * play, and grants its winnings as one casino bonus wagered `wager` times, from the bonus liability like
 * every bonus, keyed by the pack: however often the end is attempted, the money moves once.
 */
async function endLockedPack(trx: Trx, packId: number, accounts: BonusAccounts, now: Date) {
  const pack = await repository.lockPack(trx, packId);
  const ending = pack && packEnding(pack, now);
  if (!pack || !ending) return false;
  const ended = await repository.endPack(trx, packId, ending, now);
  if (!ended) return false;
  const bonus = winningsBonus(ended);
  if (!bonus) return true;
  const onceKey = winningsOnceKey(ended.id);
  const titles = Object.fromEntries(
    Object.entries(ended.texts).map(([locale, { title }]) => [locale, title]),
  );
  await grantTitledBonus(
    trx,
    {
      userId: ended.user_id,
      currency: ended.currency,
      amount: bonus.amount,
      wager: ended.wager,
      days: ended.bonus_days,
      onceKey,
      titles,
    },
    accounts,
    now,
  );
  const bonusId = await repository.bonusIdByOnceKey(trx, ended.user_id, onceKey);
  if (bonusId !== undefined) await repository.recordBonus(trx, ended.id, bonusId);
  return true;
}

/** Ends one pack if it is done: the expiry job's and `freespins.get`'s step, safe to repeat and race. */
export async function endPackIfDone(db: Db, packId: number, now: Date): Promise<boolean> {
  const pack = await repository.findPack(db, packId);
  if (!pack || !packEnding(pack, now)) return false;
  const accounts = await bonusAccounts(db, pack.user_id, pack.currency);
  return db.transaction().execute((trx) => endLockedPack(trx, packId, accounts, now));
}

const EXPIRY_BATCH = 100;

/**
 * Ends the packs whose time ran out (their spins left are gone) or whose last spin was played, granting
 * their winnings; answers how many ended. Several processes may run it at once: each pack is ended under
 * its row lock by a conditional update, so once.
 */
export async function expireDuePacks(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (const id of await repository.duePackIds(db, now, EXPIRY_BATCH)) {
    if (await endPackIfDone(db, id, now)) ended += 1;
  }
  return ended;
}
