import type { GrantResult } from '@casino/shared/backoffice/backoffice.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { findUser } from '../account/users.service.ts';
import { bonusAccounts, grantTitledBonus } from '../bonuses/bonuses.service.ts';
import { grantFreeSpins } from '../free-spins/free-spins.service.ts';
import { activeGameType } from '../games/games.service.ts';
import { promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { type Actor, recordAudit } from './audit.service.ts';

// Bonuses and free spins a staff member grants from the player card (decision 0055): through the
// promotions' own grant services, once per (player, member, idempotency key), audited in the grant's
// transaction, bounded by the approval threshold (a larger gift is a balance adjustment's four eyes).

/** The language staff work in: grant titles are written in it and shown to players in every locale. */
const STAFF_LOCALE = 'en';

interface GrantRequest {
  playerId: number;
  title: string;
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

/** One staff member's key: two members choosing the same key do not answer each other's grant. */
function onceKey(actor: { staffId: number }, key: string): string {
  return `staff:${actor.staffId}:${key}`;
}

export async function grantBonusToPlayer(
  db: Db,
  actor: Actor & { staffId: number },
  request: GrantRequest & { amount: MinorUnits },
  threshold: MinorUnits,
  now: Date,
): Promise<GrantResult> {
  withinThreshold(request.amount, threshold, 'amount');
  const user = await grantablePlayer(db, request.playerId, now);
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
        titles: { [STAFF_LOCALE]: request.title },
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
        title: request.title,
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
  actor: Actor & { staffId: number },
  request: GrantRequest & { game: string; count: number; stake: MinorUnits },
  threshold: MinorUnits,
  now: Date,
): Promise<GrantResult> {
  withinThreshold(minorUnits(request.count * request.stake), threshold, 'count');
  // Packs are played by the house slots (decision 0035): an unknown, hidden or other game could not.
  if ((await activeGameType(db, request.game)) !== 'slot') throw refused('game', 'Not an active slot');
  const user = await grantablePlayer(db, request.playerId, now);
  return db.transaction().execute(async (trx) => {
    const pack = await grantFreeSpins(
      trx,
      {
        userId: user.id,
        currency: user.currency,
        onceKey: onceKey(actor, request.idempotencyKey),
        offerId: null,
        terms: {
          titles: { [STAFF_LOCALE]: request.title },
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
        title: request.title,
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
