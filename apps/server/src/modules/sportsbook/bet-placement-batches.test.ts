import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { freshPglite } from '../../test/test-app.ts';
import { insertPlayer } from '../../test/wallet-factory.ts';
import { openPendingBet, storePendingBet } from './bet-placement-batches.ts';
import type { PendingBet } from './sports-bets.repository.ts';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
});
afterAll(() => database.close());

const placedAt = new Date('2026-11-27T12:00:00Z');

function pending(userId: number, odds = 1_850, eventId = 'football-9-1'): PendingBet {
  const id = randomUUID();
  return {
    bet: {
      id,
      user_id: userId,
      slip_id: randomUUID(),
      currency: 'USD',
      kind: 'single',
      system_size: null,
      system_name: null,
      lines: 1,
      unit_stake: minorUnits(100),
      total_stake: minorUnits(100),
      total_odds: '1.85',
      potential_return: minorUnits(185),
      status: 'pending',
      session_token: 'token',
      funding: 'main',
      betting_bonus_id: null,
      placed_at: placedAt,
    },
    legs: [
      {
        bet_id: id,
        position: 0,
        event_id: eventId,
        sport: 'football',
        league_id: 'league',
        home_name: 'Home',
        away_name: 'Away',
        event_starts_at: placedAt,
        market_key: 'match-result:match',
        market: { kind: 'match-result', scope: 'match' },
        selection_key: 'home',
        odds,
        live: false,
        outcome: null,
        settled_at: null,
      },
    ],
  };
}

describe('placement batches', () => {
  it('stores bets that arrive together, each with its legs; a bet that breaks a rule fails alone', async () => {
    const userId = await insertPlayer(db);
    // Odds of 1.000 break the legs' check: the statement of the whole batch fails, then each goes alone.
    const bets = [pending(userId), pending(userId, 1_000), pending(userId)];
    const outcomes = await Promise.allSettled(bets.map((bet) => storePendingBet(db, bet)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[0]).toMatchObject({ value: { id: bets[0]!.bet.id, status: 'pending', cashed_out: 0 } });
    const legs = await db.selectFrom('sports_bet_legs').select('bet_id').orderBy('bet_id').execute();
    expect(legs.map((leg) => leg.bet_id)).toEqual([bets[0]!.bet.id, bets[2]!.bet.id].sort());
  });

  it('stores nothing for a repeat of a slip, nor for a bet on what the operator holds suspended', async () => {
    const userId = await insertPlayer(db);
    const first = pending(userId);
    const repeat = pending(userId);
    repeat.bet.slip_id = first.bet.slip_id;
    for (const leg of repeat.legs) leg.bet_id = repeat.bet.id;
    await db
      .insertInto('sportsbook_suspensions')
      .values({ event_id: 'football-9-2', market_key: '' })
      .execute();
    const held = pending(userId, 1_850, 'football-9-2');
    const [stored, again, suspended] = await Promise.all(
      [first, repeat, held].map((bet) => storePendingBet(db, bet)),
    );
    // One of the two placements of the slip is stored (which one, the statement decides), with its legs.
    const winner = stored ? first : repeat;
    expect((stored ?? again)?.id).toBe(winner.bet.id);
    expect(stored && again).toBeUndefined();
    expect(suspended).toBeUndefined();
    const legs = await db
      .selectFrom('sports_bet_legs')
      .select('bet_id')
      .where('bet_id', 'in', [first.bet.id, repeat.bet.id, held.bet.id])
      .execute();
    expect(legs).toEqual([{ bet_id: winner.bet.id }]);
  });

  it('opens a pending bet once, and not one placed before the recovery cut-off', async () => {
    const userId = await insertPlayer(db);
    const [young, old] = [pending(userId), pending(userId)];
    await Promise.all([storePendingBet(db, young), storePendingBet(db, old)]);
    const before = new Date(placedAt.getTime() - 1);
    const opened = await Promise.all([
      openPendingBet(db, young.bet.id, before),
      openPendingBet(db, old.bet.id, placedAt),
    ]);
    expect(opened).toEqual([true, false]);
    expect(await openPendingBet(db, young.bet.id, before)).toBe(false);
  });
});
