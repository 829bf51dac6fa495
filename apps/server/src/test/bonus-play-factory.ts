import { randomUUID } from 'node:crypto';
import type { BonusPlay } from '@casino/shared/content/bonus-play-config';
import type { GameType } from '@casino/shared/contract/games.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { forgetBonusPlaySettings } from '../modules/bonuses/bonus-play.service.ts';
import { bonusAccounts, grantTitledBonus } from '../modules/bonuses/bonuses.service.ts';
import { openGameSession } from '../modules/game-wallet/game-sessions.service.ts';
import { fundPlayer, insertPlayer, playerBalance } from './wallet-factory.ts';

/** A player with `main` on the main balance and an active casino bonus of `bonus` (wager × `wager`). */
export async function playerWithBonus(
  db: Db,
  money: { main: number; bonus: number; wager?: number },
): Promise<{ userId: number; bonusId: number }> {
  const userId = await insertPlayer(db);
  if (money.main > 0) await fundPlayer(db, userId, money.main);
  const accounts = await bonusAccounts(db, userId, 'USD');
  await db.transaction().execute((trx) =>
    grantTitledBonus(
      trx,
      {
        userId,
        currency: 'USD',
        amount: minorUnits(money.bonus),
        wager: money.wager ?? 30,
        days: 7,
        onceKey: `test:${randomUUID()}`,
        titles: { en: 'Test bonus' },
      },
      accounts,
      new Date(),
    ),
  );
  const bonus = await db
    .selectFrom('bonuses')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, bonusId: bonus.id };
}

/** A real-money session of a catalogue game of `type` without jackpots. */
export async function realSession(db: Db, userId: number, type: GameType = 'slot'): Promise<string> {
  const game = await db
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .where('has_jackpot', '=', false)
    .orderBy('sysname')
    .limit(1)
    .executeTakeFirstOrThrow();
  const session = await openGameSession(db, { userId, sysname: game.sysname, mode: 'real', now: new Date() });
  return session.token;
}

/** Replaces the content's bonus-play settings (and the isolation flag) for the rest of the test file. */
export async function setBonusPlay(db: Db, play: BonusPlay, isolated = false): Promise<void> {
  await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(play) })
    .where('key', '=', 'bonus_play')
    .execute();
  await db
    .updateTable('site_settings')
    .set({
      value: sql`jsonb_set(value::jsonb, '{is_bonus_isolation_enabled}', ${JSON.stringify(isolated)}::jsonb)`,
    })
    .where('key', '=', 'general_info')
    .execute();
  forgetBonusPlaySettings(db);
}

/** Main balance, bonus balance and the bonus's own money (`amount + played`). */
export async function moneyOf(db: Db, userId: number, bonusId: number) {
  const bonus = await db
    .selectFrom('bonuses')
    .select(['amount', 'played', 'status'])
    .where('id', '=', bonusId)
    .executeTakeFirstOrThrow();
  return {
    main: await playerBalance(db, userId, 'main'),
    bonus: await playerBalance(db, userId, 'bonus'),
    bonusMoney: Number(bonus.amount) + Number(bonus.played),
    status: bonus.status,
  };
}
