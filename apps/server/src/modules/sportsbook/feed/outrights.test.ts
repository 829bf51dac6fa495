import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/database.ts';
import { slip, testBook } from '../../../test/sportsbook-factory.ts';
import { freshPglite, testConfig } from '../../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../../test/wallet-factory.ts';
import { checkLedger } from '../../wallet/ledger-check.ts';
import { placeBet } from '../bet-placement.service.ts';
import { settleDueBets } from '../bet-settler.service.ts';
import { impliedProbability, type Odds } from '../odds.ts';
import { getBet } from '../sports-bets.service.ts';
import { buildCatalogue, type Team } from './catalogue.ts';
import { beats, drawOf, outrightId, playBracket, WEEK_MS, weekOf, winChances } from './outrights.ts';

const SEED = 'outright-test';
const team = (id: string, rating: number): Team => ({ id, name: id, rating });

describe('a league cup (outright) priced from ratings', () => {
  it('gives each team its exact chance of winning the bracket', () => {
    const [a, b, c, d] = [team('a', 1), team('b', 0), team('c', -0.5), team('d', 0.3)];
    const chances = winChances([a, b, c, d]);
    // a must beat b, then whichever of c and d comes through.
    const final = beats(c, d) * beats(a, c) + beats(d, c) * beats(a, d);
    expect(chances.get('a')).toBeCloseTo(beats(a, b) * final, 12);
    expect([...chances.values()].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    // A bye takes its team through the first round.
    const withBye = winChances([a, undefined, c, d]);
    expect(withBye.get('a')).toBeCloseTo(beats(c, d) * beats(a, c) + beats(d, c) * beats(a, d), 12);
  });

  it('sums to one for every league of the feed (byes where a league is no power of two) and agrees with the draws', () => {
    const catalogue = buildCatalogue(SEED);
    for (const league of catalogue) {
      const slots = drawOf(SEED, league, 2921);
      expect(slots.filter(Boolean)).toHaveLength(league.teams.length);
      const chances = winChances(slots);
      expect([...chances.values()].reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    }
    // The played cups follow the chances: over 400 weeks the favourite wins about as often as priced.
    const league = catalogue.find((each) => each.teams.length === 16)!;
    let favouriteWins = 0;
    let expected = 0;
    for (let week = 0; week < 400; week++) {
      const chances = winChances(drawOf(SEED, league, week));
      const [favourite, chance] = [...chances.entries()].sort((x, y) => y[1] - x[1])[0]!;
      expected += chance;
      if (playBracket(SEED, league, week).id === favourite) favouriteWins += 1;
    }
    expect(Math.abs(favouriteWins - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });
});

describe('outrights in the book', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPglite();
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });

  it('offers each league’s cup of the week with the margin, takes a bet on it and settles it on the winner when the week ends', async () => {
    const book = testBook(database.db);
    const week = weekOf(book.now().getTime());
    const cups = book.sportsbook.events().filter((event) => event.fixture.id.startsWith('outright-'));
    expect(cups).toHaveLength(book.sportsbook.leagues().length);
    const id = outrightId('football-1', week);
    const detail = book.sportsbook.event(id)!;
    expect(detail.view.phase).toBe('not-started');
    const [market] = detail.markets;
    expect(market!.key).toBe(`outright:${id}`);
    // Implied probabilities sum to 1 + margin (within the rounding down of each price; long shots past
    // 1000.0 are left out).
    const implied = market!.selections.reduce((sum, s) => sum + impliedProbability(s.odds as Odds), 0);
    expect(implied).toBeGreaterThan(1.04);
    expect(implied).toBeLessThan(1.07);

    const userId = await insertPlayer(database.db);
    await fundPlayer(database.db, userId, 100_000);
    const picks = market!.selections.slice(0, 2);
    const bets = [];
    for (const pick of picks) {
      const selection = { event_id: id, market_key: market!.key, selection_key: pick.key, odds: pick.odds };
      bets.push(await placeBet(book.deps, userId, slip([selection], { stake: 1_000 })));
    }
    expect(bets[0]!.legs[0]).toMatchObject({
      home: 'Premier Division',
      away: book.sportsbook.teamName(picks[0]!.key),
    });
    expect(book.sportsbook.legOutcome(id, market!.market, picks[0]!.key)).toBe('open');

    book.advance(WEEK_MS);
    await settleDueBets(database.db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });
    const winner = playBracket(testConfig.sportsbook.seed, book.sportsbook.leagues()[0]!, week);
    let returned = 0;
    for (const [index, bet] of bets.entries()) {
      const settled = await getBet(book.deps, userId, bet.id);
      const won = picks[index]!.key === winner.id;
      expect(settled.status).toBe(won ? 'won' : 'lost');
      returned += settled.return ?? 0;
    }
    expect(await playerBalance(database.db, userId)).toBe(98_000 + returned);
  });
});
