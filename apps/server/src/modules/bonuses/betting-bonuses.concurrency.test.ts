import { describe, expect, it } from 'vitest';
import {
  bettingBonusBalance,
  insertBettingCode,
  selectionsByOdds,
} from '../../test/betting-bonus-factory.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { slip, testBook } from '../../test/sportsbook-factory.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { placeBet } from '../sportsbook/bet-placement.service.ts';
import { settleDueBets } from '../sportsbook/bet-settler.service.ts';
import {
  activateBettingBonus,
  activateBettingPromoCode,
  removeBettingBonus,
  settleBettingBonuses,
} from './betting-bonuses.service.ts';

const settled = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string; errorData?: Record<string, string[]> }) =>
      error.errorData?.bonus_id?.[0] ?? error.errorData?.promo_code?.[0] ?? String(error),
  );

describe.skipIf(!testDatabaseUrl)('betting bonuses under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  it('grants a code once to a player activating it ten times at once, and within its total uses', async () => {
    const db = database.db;
    await insertBettingCode(db, { id: 91, code: 'RACE3', amount: 200, wager: 1, minOdds: 1.5, maxUses: 3 });
    const players = await Promise.all(Array.from({ length: 5 }, () => insertPlayer(db)));
    const users = await Promise.all(players.map(async (id) => (await findUser(db, id))!));
    const request = (index: number) => ({ user: users[index]!, code: 'RACE3', locale: 'en' });
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => settled(activateBettingPromoCode(db, request(0), new Date()))),
      ...[1, 2, 3, 4].map((index) => settled(activateBettingPromoCode(db, request(index), new Date()))),
    ]);
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    const granted = await db.selectFrom('betting_bonuses').selectAll().where('offer_id', '=', 91).execute();
    expect(granted).toHaveLength(3);
    expect(granted.filter((bonus) => bonus.user_id === players[0])).toHaveLength(1);
    for (const id of players) {
      const held = granted.filter((bonus) => bonus.user_id === id).length;
      expect(await bettingBonusBalance(db, id)).toBe(held * 200);
    }
  });

  it('makes one of two pending bonuses active when both are activated at once', async () => {
    const db = database.db;
    await insertBettingCode(db, { id: 92, code: 'PAIR-A', amount: 100, wager: 1, minOdds: 1.5 });
    await insertBettingCode(db, { id: 93, code: 'PAIR-B', amount: 150, wager: 1, minOdds: 1.5 });
    const userId = await insertPlayer(db);
    const user = (await findUser(db, userId))!;
    const now = new Date();
    const first = await activateBettingPromoCode(db, { user, code: 'PAIR-A', locale: 'en' }, now);
    const a = await activateBettingPromoCode(db, { user, code: 'PAIR-B', locale: 'en' }, now);
    const b = await activateBettingPromoCode(db, { user, code: 'FREEBET5', locale: 'en' }, now);
    expect([first!.status, a!.status, b!.status]).toEqual(['active', 'pending', 'pending']);
    await removeBettingBonus(db, userId, first!.bonus_id!, now);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        settled(activateBettingBonus(db, userId, index % 2 === 0 ? a!.bonus_id! : b!.bonus_id!, now)),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.every((result) => ['ok', 'BONUS_ACTIVE', 'NOT_PENDING'].includes(result))).toBe(true);
    const active = await db
      .selectFrom('betting_bonuses')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
    expect(await bettingBonusBalance(db, userId)).toBe(150 + 500);
  });

  it('releases once when the settler, the bonus list and a removal race over the same settled bet', async () => {
    const db = database.db;
    const book = testBook(db);
    const rounds = 6;
    const players = await Promise.all(Array.from({ length: rounds }, () => insertPlayer(db)));
    const selections = selectionsByOdds(book, 1.8, 'at-least', rounds);
    for (const [index, userId] of players.entries()) {
      await fundPlayer(db, userId, 5_000);
      const user = (await findUser(db, userId))!;
      await activateBettingPromoCode(db, { user, code: 'FREEBET5', locale: 'en' }, book.now());
      await placeBet(book.deps, userId, slip([selections[index]!], { stake: 500 }));
    }
    book.finishAll();
    const now = book.now();
    const bonuses = await db
      .selectFrom('betting_bonuses')
      .selectAll()
      .where('user_id', 'in', players)
      .execute();
    await Promise.all([
      settleDueBets(db, book.sportsbook, now, { recoveryGraceMs: 30_000 }),
      settleDueBets(db, book.sportsbook, now, { recoveryGraceMs: 30_000 }),
      ...players.flatMap((userId) => [
        settleBettingBonuses(db, userId, now),
        settleBettingBonuses(db, userId, now),
      ]),
      // Half the players also try to give the bonus up while it is being released.
      ...bonuses
        .filter((_, index) => index % 2 === 0)
        .map((bonus) => settled(removeBettingBonus(db, bonus.user_id, bonus.id, now))),
    ]);
    // The settler's pass may have lost its race to a concurrent close: a last pass settles what is left.
    await settleDueBets(db, book.sportsbook, now, { recoveryGraceMs: 30_000 });
    for (const userId of players) await settleBettingBonuses(db, userId, now);

    for (const userId of players) {
      const [bonus] = await db
        .selectFrom('betting_bonuses')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      expect(['wagered', 'removed']).toContain(bonus!.status);
      const postings = await db
        .selectFrom('ledger_transactions')
        .select('kind')
        .where('reference', '=', `betting_bonus:${bonus!.id}`)
        .execute();
      const endings = postings.filter((posting) => posting.kind !== 'betting_bonus_grant');
      expect(endings.map((posting) => posting.kind)).toEqual([
        bonus!.status === 'wagered' ? 'betting_bonus_release' : 'betting_bonus_forfeit',
      ]);
      expect(await bettingBonusBalance(db, userId)).toBe(0);
      const [bet] = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
      const released = bonus!.status === 'wagered' ? 500 : 0;
      expect(await playerBalance(db, userId)).toBe(5_000 - 500 + (bet!.settled_return ?? 0) + released);
    }
  });

  it('bets racing for the last bonus money: as many as it covers are staked, the rest refused; a slip sent 10× at once is one bet', async () => {
    const db = database.db;
    const book = testBook(db);
    await insertBettingCode(db, { id: 94, code: 'LASTMONEY', amount: 1_000, wager: 5, minOdds: 1.01 });
    const userId = await insertPlayer(db);
    await fundPlayer(db, userId, 5_000);
    const user = (await findUser(db, userId))!;
    const granted = await activateBettingPromoCode(db, { user, code: 'LASTMONEY', locale: 'en' }, book.now());
    const selections = selectionsByOdds(book, 1.01, 'at-least', 8);
    const results = await Promise.all(
      selections.map((selection) =>
        placeBet(book.deps, userId, slip([selection], { stake: 300, funding: 'betting_bonus' })).then(
          () => 'ok',
          (error: { code?: string }) => error.code ?? String(error),
        ),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(3);
    expect(results.filter((result) => result === 'INSUFFICIENT_BONUS_FUNDS')).toHaveLength(5);
    expect(await bettingBonusBalance(db, userId)).toBe(100);
    expect(await playerBalance(db, userId)).toBe(5_000);
    const bonus = await db
      .selectFrom('betting_bonuses')
      .selectAll()
      .where('id', '=', granted!.bonus_id)
      .executeTakeFirstOrThrow();
    expect(bonus.played).toBe(-900);

    // The last 100, one slip sent ten times at once: one bet, one stake.
    const once = slip([selections[0]!], { stake: 100, funding: 'betting_bonus' });
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => placeBet(book.deps, userId, once).then((bet) => bet.id)),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await bettingBonusBalance(db, userId)).toBe(0);
    const stakes = await db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('kind', '=', 'sports_bonus_stake')
      .where('user_id', '=', userId)
      .execute();
    expect(stakes).toHaveLength(4);
  });

  it('a removal racing bonus-funded bets: every stake taken before it is forfeited with the bonus, none after', async () => {
    const db = database.db;
    const book = testBook(db);
    await insertBettingCode(db, { id: 97, code: 'RACEOUT', amount: 1_000, wager: 5, minOdds: 1.01 });
    const userId = await insertPlayer(db);
    const user = (await findUser(db, userId))!;
    const granted = await activateBettingPromoCode(db, { user, code: 'RACEOUT', locale: 'en' }, book.now());
    const selections = selectionsByOdds(book, 1.01, 'at-least', 6);
    await Promise.all([
      ...selections.map((selection) =>
        settled(placeBet(book.deps, userId, slip([selection], { stake: 150, funding: 'betting_bonus' }))),
      ),
      settled(removeBettingBonus(db, userId, granted!.bonus_id!, book.now())),
    ]);
    const bets = await db.selectFrom('sports_bets').selectAll().where('user_id', '=', userId).execute();
    expect(bets.every((bet) => bet.status === 'open' && bet.bonus_staked)).toBe(true);
    const bonus = await db
      .selectFrom('betting_bonuses')
      .selectAll()
      .where('id', '=', granted!.bonus_id)
      .executeTakeFirstOrThrow();
    expect(bonus.status).toBe('removed');
    expect(bonus.played + 150 * bets.length).toBe(0);
    expect(await bettingBonusBalance(db, userId)).toBe(0);
  });
});
