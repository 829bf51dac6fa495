import type { GrantResult } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { findUser } from '../account/users.service.ts';
import { bonusAccounts, grantTitledBonus } from '../bonuses/bonuses.service.ts';
import { type ContentCache, getLocales } from '../content/content.service.ts';
import { grantFreeSpins } from '../free-spins/free-spins.service.ts';
import { activeGameType } from '../games/games.service.ts';
import { promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { type Actor, recordAudit } from './audit.service.ts';

// Bonuses and free spins a staff member grants from the player card (decision 0055): through the
// promotions' own grant services, once per (player, member, idempotency key), audited in the grant's
// transaction, bounded by the approval threshold (a larger gift is a balance adjustment's four eyes).

interface GrantRequest {
  playerId: number;
  /** The title in the default language and in those `titles` leaves out. */
  title: string;
  titles?: Record<string, string> | undefined;
  wager: number;
  days: number;
  reason: string;
  idempotencyKey: string;
}

function refused(parameter: string, message: string): ApiError {
  return new ApiError('InvalidParameterException', message, { invalidParameters: { [parameter]: message } });
}

/** The player, checked open to promotions: protection closes them to staff as to the player (0044). */
async function grantablePlayer(db: Db, playerId: number, now: Date): Promise<UserRow> {
  const user = await findUser(db, playerId);
  if (!user) throw refused('id', 'Unknown player');
  if (user.status !== 'active') throw refused('id', 'The player is not active');
  const bar = await promotionBar(db, user.id, now);
  if (bar === 'SELF_EXCLUDED') throw refused('id', 'The player is self-excluded');
  if (bar === 'TIME_OUT') throw refused('id', 'The player is taking a break');
  return user;
}

function withinThreshold(value: MinorUnits, threshold: MinorUnits, parameter: string) {
  if (value > threshold) {
    throw refused(
      parameter,
      'Above the approval threshold: use a balance adjustment, which a second person approves',
    );
  }
}

/**
 * The title in every site language (decision 0062): as given for that language, else the default's, so
 * each player reads it in their own language or the site's default. A language the site lacks is refused.
 */
async function titlesOf(
  db: Db,
  cache: ContentCache,
  request: Pick<GrantRequest, 'title' | 'titles'>,
): Promise<Record<string, string>> {
  const { locales } = await getLocales(db, cache);
  const known = new Set(locales.map((locale) => locale.code));
  const unknown = Object.keys(request.titles ?? {}).filter((code) => !known.has(code));
  if (unknown.length > 0) throw refused('titles', `Unknown language: ${unknown.join(', ')}`);
  return Object.fromEntries(locales.map(({ code }) => [code, request.titles?.[code] ?? request.title]));
}

/** One staff member's key: two members choosing the same key do not answer each other's grant. */
function onceKey(actor: { staffId: number }, key: string): string {
  return `staff:${actor.staffId}:${key}`;
}

export async function grantBonusToPlayer(
  db: Db,
  cache: ContentCache,
  actor: Actor & { staffId: number },
  request: GrantRequest & { amount: MinorUnits },
  threshold: MinorUnits,
  now: Date,
): Promise<GrantResult> {
  withinThreshold(request.amount, threshold, 'amount');
  const user = await grantablePlayer(db, request.playerId, now);
  const titles = await titlesOf(db, cache, request);
  const accounts = await bonusAccounts(db, user.id, user.currency);
  return db.transaction().execute(async (trx) => {
    const bonus = await grantTitledBonus(
      trx,
      {
        userId: user.id,
        currency: user.currency,
        amount: request.amount,
        wager: request.wager,
        days: request.days,
        onceKey: onceKey(actor, request.idempotencyKey),
        titles,
      },
      accounts,
      now,
    );
    if (!bonus) return { granted: false, id: null };
    await recordAudit(trx, actor, {
      action: 'players.grantBonus',
      target: { type: 'player', id: user.id },
      after: {
        bonus: bonus.id,
        titles,
        amount: bonus.amount,
        currency: bonus.currency,
        wager_required: bonus.wager_required,
        status: bonus.status,
        expires_at: bonus.expires_at.toISOString(),
      },
      reason: request.reason,
    });
    return { granted: true, id: bonus.id };
  });
}

export async function grantFreeSpinsToPlayer(
  db: Db,
  cache: ContentCache,
  actor: Actor & { staffId: number },
  request: GrantRequest & { game: string; count: number; stake: MinorUnits },
  threshold: MinorUnits,
  now: Date,
): Promise<GrantResult> {
  withinThreshold(minorUnits(request.count * request.stake), threshold, 'count');
  // Packs are played by the house slots (decision 0035): an unknown, hidden or other game could not.
  if ((await activeGameType(db, request.game)) !== 'slot') throw refused('game', 'Not an active slot');
  const user = await grantablePlayer(db, request.playerId, now);
  const titles = await titlesOf(db, cache, request);
  return db.transaction().execute(async (trx) => {
    const pack = await grantFreeSpins(
      trx,
      {
        userId: user.id,
        currency: user.currency,
        onceKey: onceKey(actor, request.idempotencyKey),
        offerId: null,
        terms: {
          titles,
          game: request.game,
          count: request.count,
          stake: request.stake,
          days: request.days,
          wager: request.wager,
        },
      },
      now,
    );
    if (!pack) return { granted: false, id: null };
    await recordAudit(trx, actor, {
      action: 'players.grantFreeSpins',
      target: { type: 'player', id: user.id },
      after: {
        pack: pack.id,
        titles,
        game: pack.sysname,
        count: pack.total,
        stake: pack.stake,
        currency: pack.currency,
        wager: pack.wager,
        expires_at: pack.expires_at.toISOString(),
      },
      reason: request.reason,
    });
    return { granted: true, id: pack.id };
  });
}
