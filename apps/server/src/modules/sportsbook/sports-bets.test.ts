import { randomUUID } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import {
  liveSelection,
  slip,
  type TestBook,
  testBook,
  upcomingSelections,
} from '../../test/sportsbook-factory.ts';
import { freshPglite } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { setPlayLimit, takeBreak } from '../responsible-gaming/play-limits.service.ts';
import { selfExclude } from '../responsible-gaming/responsible-gaming.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { placeBet } from './bet-placement.service.ts';
import { settleDueBets } from './bet-settler.service.ts';
import { resumeMarket, suspendMarket } from './book-operator.service.ts';
import type { Market } from './markets.ts';
import type { Odds } from './odds.ts';
import { recordPartialCashOut } from './sports-bets.repository.ts';
import { cashOut, getBet, getBets } from './sports-bets.service.ts';

let database: DatabaseHandle;
let db: Db;
let book: TestBook;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});
beforeEach(() => {
  book = testBook(db);
});

const balance = (userId: number) => playerBalance(db, userId);

async function fundedPlayer(amount = 100_000): Promise<number> {
  const userId = await insertPlayer(db);
  if (amount > 0) await fundPlayer(db, userId, amount);
  return userId;
}

/** The error a placement is refused with (its code and error_data), or fails the test. */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Signed in 61 minutes ago, with a 60-minute session limit set now: play is over (and running sessions end). */
async function pastSessionLimit(userId: number): Promise<void> {
  const signIn = new Date(book.now().getTime() - 61 * 60_000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: randomUUID(),
      user_id: userId,
      created_at: signIn,
      expires_at: new Date(signIn.getTime() + 30 * 24 * 3_600_000),
    })
    .execute();
  await setPlayLimit(
    db,
    { id: userId, currency: 'USD' },
    { kind: 'session_minutes', minutes: 60 },
    book.now(),
  );
}

const settle = () => settleDueBets(db, book.sportsbook, book.now(), { recoveryGraceMs: 30_000 });

describe('placing a bet', () => {
  it('takes the stake through the wallet and stores the bet with what it bought', async () => {
    const userId = await fundedPlayer();
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(book.deps, userId, slip([selection!]));
    expect(bet).toMatchObject({
      type: 'single',
      lines: 1,
      status: 'open',
      total_stake: 1_000,
      total_odds: selection!.odds,
      potential_return: Math.floor((1_000 * selection!.odds) / 1000),
      return: null,
    });
    expect(bet.legs[0]).toMatchObject({
      event_id: selection!.event_id,
      market_key: 'match-result:match',
      market: { kind: 'match-result', scope: 'match' },
      selection_key: selection!.selection_key,
      odds: selection!.odds,
      live: false,
      outcome: 'open',
    });
    expect(await balance(userId)).toBe(99_000);
    const round = await db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', bet.id)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      provider: 'sportsbook',
      sysname: 'sportsbook',
      status: 'open',
      total_bet: 1_000,
    });
    expect(
      (await getBets(book.deps, userId, { status: 'open', offset: 0, count: 20 })).items.map((b) => b.id),
    ).toEqual([bet.id]);
  });

  it('stakes a system bet on every line', async () => {
    const userId = await fundedPlayer();
    const bet = await placeBet(
      book.deps,
      userId,
      slip(upcomingSelections(book, 3), { type: 'trixie', stake: 500 }),
    );
    expect(bet).toMatchObject({ type: 'trixie', lines: 4, total_stake: 2_000, total_odds: null });
    const system = await placeBet(
      book.deps,
      userId,
      slip(upcomingSelections(book, 3), { type: 'system', size: 2 }),
    );
    expect(system).toMatchObject({ type: 'system', size: 2, lines: 3, total_stake: 3_000 });
    expect(await balance(userId)).toBe(95_000);
  });

  it('answers a repeated slip with the first bet and takes the stake once', async () => {
    const userId = await fundedPlayer();
    const params = slip(upcomingSelections(book, 2));
    const first = await placeBet(book.deps, userId, params);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => placeBet(book.deps, userId, params)));
    expect(new Set(repeats.map((bet) => bet.id))).toEqual(new Set([first.id]));
    expect(await balance(userId)).toBe(99_000);
    const parallel = slip(upcomingSelections(book, 1));
    const bets = await Promise.all(Array.from({ length: 10 }, () => placeBet(book.deps, userId, parallel)));
    expect(new Set(bets.map((bet) => bet.id)).size).toBe(1);
    expect(await balance(userId)).toBe(98_000);
  });

  describe('refusals', () => {
    const [closedMarket, unknownEvent] = ['no-such-market', 'football-1-1'];

    it.each([
      ['a market that is gone', { market_key: closedMarket }, 'SELECTION_CLOSED'],
      ['a selection that is gone', { selection_key: 'nobody' }, 'SELECTION_CLOSED'],
      ['an event that is not offered', { event_id: unknownEvent }, 'SELECTION_CLOSED'],
    ])('refuses %s', async (_name, change, code) => {
      const userId = await fundedPlayer();
      const [selection] = upcomingSelections(book, 1);
      const error = await refusal(placeBet(book.deps, userId, slip([{ ...selection!, ...change }])));
      expect(error).toMatchObject({ type: 'InvalidRequestException', code });
      expect(error.errorData?.selections).toEqual([expect.objectContaining({ state: 'closed', odds: null })]);
      expect(await balance(userId)).toBe(100_000);
    });

    it('refuses a suspended market', async () => {
      const userId = await fundedPlayer();
      let selection = liveSelection(book, 'suspended');
      for (let step = 0; !selection && step < 500; step++) {
        book.advance(15_000);
        selection = liveSelection(book, 'suspended');
      }
      const error = await refusal(placeBet(book.deps, userId, slip([selection!])));
      expect(error).toMatchObject({ code: 'SELECTION_SUSPENDED' });
      expect(error.errorData?.selections).toEqual([expect.objectContaining({ state: 'suspended' })]);
    });

    it.each([
      // The price the player saw against today's: [seen - today, policy, accepted]
      [+10, 'none', false],
      [+10, 'higher', false],
      [+10, 'any', true],
      [-10, 'none', false],
      [-10, 'higher', true],
      [-10, 'any', true],
      [0, 'none', true],
    ] as const)('a price %i from the one seen, policy %s: accepted %s', async (moved, policy, accepted) => {
      const userId = await fundedPlayer();
      const [selection] = upcomingSelections(book, 1);
      const params = slip([{ ...selection!, odds: selection!.odds + moved }], { odds_change: policy });
      if (accepted) {
        const bet = await placeBet(book.deps, userId, params);
        // The bet takes today's price.
        expect(bet.legs[0]!.odds).toBe(selection!.odds);
      } else {
        const error = await refusal(placeBet(book.deps, userId, params));
        expect(error).toMatchObject({ code: 'ODDS_CHANGED' });
        expect(error.errorData?.selections).toEqual([
          expect.objectContaining({ state: 'open', odds: selection!.odds }),
        ]);
      }
    });

    it('refuses two legs of one event in a combination', async () => {
      const userId = await fundedPlayer();
      const [home] = upcomingSelections(book, 1);
      const [draw] = upcomingSelections(book, 1, { selection: 1 });
      expect(draw!.event_id).toBe(home!.event_id);
      const error = await refusal(placeBet(book.deps, userId, slip([home!, draw!])));
      expect(error).toMatchObject({ code: 'SAME_EVENT' });
    });

    it.each([
      ['below the minimum per line', { stake: 5 }, 1, 'STAKE_TOO_LOW'],
      ['above the maximum per bet', { stake: 1_000_001 }, 1, 'STAKE_TOO_HIGH'],
      ['above the maximum over all lines', { stake: 300_000, type: 'trixie' }, 3, 'STAKE_TOO_HIGH'],
    ] as const)('refuses a stake %s', async (_name, change, legs, code) => {
      const userId = await fundedPlayer();
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, legs), change)));
      expect(error).toMatchObject({ type: 'InvalidParameterException', code });
      expect(error.errorData).toEqual({ min_stake: 10, max_stake: 1_000_000 });
    });

    it.each([
      ['a system without its size', { type: 'system' }, 3],
      ['a trixie on two selections', { type: 'trixie' }, 2],
      ['an accumulator of one', { type: 'accumulator' }, 1],
    ] as const)('refuses %s', async (_name, change, legs) => {
      const userId = await fundedPlayer();
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, legs), change)));
      expect(error.type).toBe('InvalidParameterException');
    });

    it('refuses a stake the balance does not cover, and the slip can be placed after a deposit', async () => {
      const userId = await fundedPlayer(500);
      const params = slip(upcomingSelections(book, 1));
      const error = await refusal(placeBet(book.deps, userId, params));
      expect(error).toMatchObject({ type: 'UserNeedDepositException', code: 'INSUFFICIENT_FUNDS' });
      expect(await db.selectFrom('sports_bets').select('id').where('user_id', '=', userId).execute()).toEqual(
        [],
      );
      await fundPlayer(db, userId, 1_000);
      expect((await placeBet(book.deps, userId, params)).status).toBe('open');
      expect(await balance(userId)).toBe(500);
    });

    it('refuses a self-excluded player as casino play is', async () => {
      const userId = await fundedPlayer();
      await db
        .insertInto('self_exclusions')
        .values({ user_id: userId, period: 'permanent', started_at: book.now(), ends_at: null })
        .execute();
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, 1))));
      expect(error).toMatchObject({ type: 'AccessDeniedException', code: 'SelfExcluded' });
      expect(await balance(userId)).toBe(100_000);
    });

    it('refuses a stake over a wager limit, moving nothing and saying which limit and what is left (decision 0031)', async () => {
      const userId = await fundedPlayer();
      const player = { id: userId, currency: 'USD' };
      await setPlayLimit(db, player, { kind: 'wager_day', amount: 1_500 }, book.now());
      expect((await placeBet(book.deps, userId, slip(upcomingSelections(book, 1)))).status).toBe('open');
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, 1))));
      expect(error).toMatchObject({
        type: 'InvalidRequestException',
        code: 'PLAY_LIMIT_REACHED',
        errorData: { kind: 'wager_day', limit_value: 1_500, remaining: 500, resets_at: expect.any(String) },
      });
      expect(await balance(userId)).toBe(99_000);
    });

    it('refuses a bet once the session time limit is reached, as a game launch is', async () => {
      const userId = await fundedPlayer();
      await pastSessionLimit(userId);
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, 1))));
      expect(error).toMatchObject({ type: 'InvalidRequestException', code: 'SessionLimitReached' });
      expect(await balance(userId)).toBe(100_000);
    });

    it('refuses a player taking a break as casino play is', async () => {
      const userId = await fundedPlayer();
      await takeBreak(db, { id: userId, currency: 'USD' }, { period: '24h' }, book.now());
      const error = await refusal(placeBet(book.deps, userId, slip(upcomingSelections(book, 1))));
      expect(error).toMatchObject({ type: 'AccessDeniedException', code: 'TimeOut' });
      expect(await balance(userId)).toBe(100_000);
    });
  });

  it("refuses a selection the operator suspended, with every selection's state, and stores nothing", async () => {
    const userId = await fundedPlayer();
    const [open, held] = upcomingSelections(book, 2);
    const operator = { db, sportsbook: book.sportsbook, operator: 'test', now: book.now() };
    await suspendMarket(operator, held!.event_id, held!.market_key);
    const error = await refusal(placeBet(book.deps, userId, slip([open!, held!])));
    expect(error).toMatchObject({ code: 'SELECTION_SUSPENDED' });
    expect(error.errorData?.selections).toEqual([
      expect.objectContaining({ index: 0, state: 'open', odds: open!.odds }),
      expect.objectContaining({ index: 1, state: 'suspended' }),
    ]);
    await suspendMarket(operator, open!.event_id);
    const whole = await refusal(placeBet(book.deps, userId, slip([open!])));
    expect(whole.errorData?.selections).toEqual([expect.objectContaining({ state: 'suspended' })]);
    expect(await db.selectFrom('sports_bets').select('id').where('user_id', '=', userId).execute()).toEqual(
      [],
    );
    expect(await balance(userId)).toBe(100_000);
    await resumeMarket(operator, held!.event_id, held!.market_key);
    await resumeMarket(operator, open!.event_id);
    expect((await placeBet(book.deps, userId, slip([open!, held!]))).status).toBe('open');
  });

  it('answers a repeat of a placed slip with its bet, whatever the book says by then', async () => {
    const userId = await fundedPlayer();
    const [selection] = upcomingSelections(book, 1);
    const params = slip([selection!]);
    const first = await placeBet(book.deps, userId, params);
    const operator = { db, sportsbook: book.sportsbook, operator: 'test', now: book.now() };
    await suspendMarket(operator, selection!.event_id);
    expect((await placeBet(book.deps, userId, params)).id).toBe(first.id);
    expect((await placeBet(book.deps, userId, { ...params, stake: 1 })).id).toBe(first.id);
    expect(await balance(userId)).toBe(99_000);
    await resumeMarket(operator, selection!.event_id);
  });

  it.each([
    ['self-excludes', 'AccessDeniedException', 'SelfExcluded'],
    ['takes a break', 'AccessDeniedException', 'TimeOut'],
    ['reaches a session time limit', 'InvalidRequestException', 'SessionLimitReached'],
  ] as const)(
    'refuses the next bet of a player who %s after betting (the session kept between bets ended)',
    async (how, type, code) => {
      const userId = await fundedPlayer();
      await placeBet(book.deps, userId, slip(upcomingSelections(book, 1)));
      if (how === 'takes a break') {
        await takeBreak(db, { id: userId, currency: 'USD' }, { period: '24h' }, book.now());
      } else if (how === 'self-excludes') {
        const user = await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        await selfExclude(db, user, { period: '7d' }, book.now());
      } else {
        await pastSessionLimit(userId);
      }
      const error = await refusal(
        placeBet(book.deps, userId, slip(upcomingSelections(book, 1, { selection: 1 }))),
      );
      expect(error).toMatchObject({ type, code });
      expect(await balance(userId)).toBe(99_000);
      const bets = await db
        .selectFrom('sports_bets')
        .select('status')
        .where('user_id', '=', userId)
        .execute();
      expect(bets).toEqual([{ status: 'open' }]);
    },
  );

  it('places the bets of players betting at once together, each on its own', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer()));
    const [selection] = upcomingSelections(book, 1);
    const bets = await Promise.all(players.map((userId) => placeBet(book.deps, userId, slip([selection!]))));
    expect(bets.map((bet) => bet.status)).toEqual(players.map(() => 'open'));
    for (const userId of players) expect(await balance(userId)).toBe(99_000);
    const stored = await db
      .selectFrom('sports_bet_legs')
      .select('bet_id')
      .where(
        'bet_id',
        'in',
        bets.map((bet) => bet.id),
      )
      .execute();
    expect(stored).toHaveLength(6);
  });

  it('holds a live bet for the bet delay and checks its price again after it', async () => {
    const userId = await fundedPlayer();
    let selection = liveSelection(book, 'open');
    for (let step = 0; !selection && step < 100; step++) {
      book.advance(15_000);
      selection = liveSelection(book, 'open');
    }
    const slept: number[] = [];
    const deps = {
      ...book.deps,
      settings: { ...book.deps.settings, liveDelayMs: 3_000 },
      // The delay passes on the book's clock, long enough for the match to move on.
      sleep: async (ms: number) => {
        slept.push(ms);
        book.advance(20 * 60_000);
      },
    };
    const outcome = await placeBet(deps, userId, slip([selection!], { odds_change: 'any' })).then(
      (bet) => bet.legs[0]!.odds,
      (error: ApiError) => error.code,
    );
    expect(slept).toEqual([3_000]);
    const quote = book.sportsbook.quote(selection!.event_id, selection!.market_key, selection!.selection_key);
    // Whatever the match did meanwhile decides: today's price, or the refusal of the moment.
    if (quote.state === 'open') expect(outcome).toBe(quote.odds);
    else expect(outcome).toBe(quote.state === 'suspended' ? 'SELECTION_SUSPENDED' : 'SELECTION_CLOSED');
  });
});

describe('settlement', () => {
  it('pays exactly what settle() gives once the events have finished, once', async () => {
    const userId = await fundedPlayer();
    const selections = upcomingSelections(book, 4);
    const bets = [
      await placeBet(book.deps, userId, slip([selections[0]!])),
      await placeBet(book.deps, userId, slip([selections[1]!, selections[2]!])),
      await placeBet(book.deps, userId, slip(selections.slice(1, 4), { type: 'trixie', stake: 200 })),
    ];
    const staked = bets.reduce((sum, bet) => sum + bet.total_stake, 0);
    await settle();
    expect((await getBets(book.deps, userId, { status: 'open', offset: 0, count: 20 })).count).toBe(3);
    book.finishAll();
    expect((await settle()).settled).toBeGreaterThanOrEqual(3);
    let returned = 0;
    for (const placed of bets) {
      const bet = await getBet(book.deps, userId, placed.id);
      const expected = book.sportsbook.settle(
        placed.type === 'single'
          ? { kind: 'single' }
          : placed.type === 'accumulator'
            ? { kind: 'accumulator' }
            : { kind: 'named', name: 'trixie' },
        minorUnits(placed.unit_stake),
        placed.legs.map((leg) => ({
          odds: leg.odds as Odds,
          outcome: book.sportsbook.legOutcome(
            leg.event_id,
            leg.market as unknown as Market,
            leg.selection_key,
          ),
        })),
        placed.currency,
      );
      expect(expected.state).toBe('settled');
      if (expected.state !== 'settled') continue;
      expect(bet).toMatchObject({ status: expected.status, return: expected.returned, cash_out: null });
      expect(bet.legs.every((leg) => leg.outcome !== 'open')).toBe(true);
      returned += expected.returned;
      const round = await db
        .selectFrom('game_rounds')
        .selectAll()
        .where('round_id', '=', bet.id)
        .executeTakeFirstOrThrow();
      expect(round.status).toBe('closed');
    }
    expect(await balance(userId)).toBe(100_000 - staked + returned);
    await settle();
    expect(await balance(userId)).toBe(100_000 - staked + returned);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('recomputes an accumulator without a void leg, and refunds a bet void as a whole', async () => {
    const userId = await fundedPlayer();
    const [first, second] = upcomingSelections(book, 2);
    const acca = await placeBet(book.deps, userId, slip([first!, second!]));
    const single = await placeBet(book.deps, userId, slip([second!]));
    // The first event is abandoned: the book no longer knows it, so its legs come in void.
    const abandoned = 'abandoned-event';
    await db
      .updateTable('sports_bet_legs')
      .set({ event_id: abandoned })
      .where('bet_id', 'in', [acca.id, single.id])
      .where('position', '=', 0)
      .execute();
    book.finishAll();
    await settle();
    const secondOutcome = book.sportsbook.legOutcome(
      second!.event_id,
      acca.legs[1]!.market as unknown as Market,
      second!.selection_key,
    );
    const settledAcca = await getBet(book.deps, userId, acca.id);
    expect(settledAcca.legs.map((leg) => leg.outcome)).toEqual(['void', secondOutcome]);
    expect(settledAcca.return).toBe(secondOutcome === 'win' ? Math.floor((1_000 * second!.odds) / 1000) : 0);
    const voided = await getBet(book.deps, userId, single.id);
    expect(voided).toMatchObject({ status: 'void', return: 1_000 });
    // A void bet is the stake rolled back: the round took nothing.
    const round = await db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', '=', single.id)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ status: 'closed', total_bet: 0, total_win: 0 });
    expect(await balance(userId)).toBe(100_000 - 1_000 + (settledAcca.return ?? 0));
  });

  it('refunds a placement a dead process left pending', async () => {
    const userId = await fundedPlayer();
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(book.deps, userId, slip([selection!]));
    // As if the process died after the wallet took the stake, before the bet was opened.
    await db.updateTable('sports_bets').set({ status: 'pending' }).where('id', '=', bet.id).execute();
    expect((await settle()).recovered).toBe(0);
    book.advance(31_000);
    expect((await settle()).recovered).toBe(1);
    expect(await balance(userId)).toBe(100_000);
    expect(await db.selectFrom('sports_bets').select('id').where('id', '=', bet.id).execute()).toEqual([]);
  });

  it('pays a partial cash-out whose payment a dead process left undone', async () => {
    const userId = await fundedPlayer();
    const bet = await placeBet(book.deps, userId, slip(upcomingSelections(book, 1)));
    await db.transaction().execute((trx) =>
      recordPartialCashOut(trx, bet.id, {
        fromUnitStake: minorUnits(1_000),
        unitStake: minorUnits(600),
        potentialReturn: minorUnits(600),
        amount: minorUnits(380),
        at: book.now(),
      }),
    );
    book.advance(11_000);
    expect((await settle()).paid).toBe(1);
    expect((await settle()).paid).toBe(0);
    expect(await balance(userId)).toBe(100_000 - 1_000 + 380);
  });

  it('settles a bet whose legs were all settled by hand before its event started', async () => {
    const userId = await fundedPlayer();
    const [selection] = upcomingSelections(book, 1);
    const bet = await placeBet(book.deps, userId, slip([selection!]));
    // As if an operator's settlement died between recording the leg and settling the bet.
    await db
      .updateTable('sports_bet_legs')
      .set({ outcome: 'win', settled_at: book.now() })
      .where('bet_id', '=', bet.id)
      .execute();
    await settle();
    expect(await getBet(book.deps, userId, bet.id)).toMatchObject({
      status: 'won',
      return: Math.floor((1_000 * selection!.odds) / 1000),
    });
  });

  it('pays a settled bet whose payment a dead process left undone', async () => {
    const userId = await fundedPlayer();
    const bet = await placeBet(book.deps, userId, slip(upcomingSelections(book, 1)));
    await db
      .updateTable('sports_bets')
      .set({ status: 'won', settled_return: minorUnits(1_500), settled_at: book.now() })
      .where('id', '=', bet.id)
      .execute();
    book.advance(11_000);
    expect((await settle()).paid).toBe(1);
    expect((await settle()).paid).toBe(0);
    expect(await balance(userId)).toBe(100_000 - 1_000 + 1_500);
  });
});

describe('cash-out', () => {
  it('pays the offer from current odds less the margin, once, and the settlement pays nothing more', async () => {
    const userId = await fundedPlayer();
    const [first, second] = upcomingSelections(book, 2);
    const bet = await placeBet(book.deps, userId, slip([first!, second!]));
    // At unchanged prices the bet is worth its stake; the offer keeps the margin (5%).
    expect(bet.cash_out).toEqual({ amount: 950 });
    const higher = await refusal(cashOut(book.deps, userId, { bet_id: bet.id, amount: 951 }));
    expect(higher).toMatchObject({ code: 'CASH_OUT_CHANGED', errorData: { amount: 950 } });
    const cashed = await cashOut(book.deps, userId, { bet_id: bet.id, amount: 950 });
    expect(cashed).toMatchObject({ status: 'cashed_out', return: 950, cash_out: null });
    expect(await balance(userId)).toBe(100_000 - 1_000 + 950);
    expect(await refusal(cashOut(book.deps, userId, { bet_id: bet.id, amount: 0 }))).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
    });
    book.finishAll();
    await settle();
    expect(await balance(userId)).toBe(100_000 - 1_000 + 950);
    expect((await getBet(book.deps, userId, bet.id)).status).toBe('cashed_out');
  });

  it('cashes out part of a bet, which goes on with its stake cut by that share', async () => {
    const userId = await fundedPlayer();
    const [first, second, third] = upcomingSelections(book, 3);
    const bet = await placeBet(book.deps, userId, slip([first!]));
    // A part above the offer is refused, and nothing is paid.
    await expect(
      cashOut(book.deps, userId, { bet_id: bet.id, amount: 950, part: 951 }),
    ).rejects.toMatchObject({
      type: 'InvalidParameterException',
      invalidParameters: { part: 'More than the cash out offer' },
    });
    expect(await balance(userId)).toBe(100_000 - 1_000);
    const part = await cashOut(book.deps, userId, { bet_id: bet.id, amount: 950, part: 475 });
    expect(part).toMatchObject({
      status: 'open',
      unit_stake: 500,
      total_stake: 1_000,
      cashed_out: 475,
      potential_return: Math.floor((500 * first!.odds) / 1000),
      cash_out: { amount: 475 },
    });
    expect(await balance(userId)).toBe(100_000 - 1_000 + 475);

    // What is left is cashed out in full, or settles on the stake that is left.
    const rest = await cashOut(book.deps, userId, { bet_id: bet.id, amount: 475 });
    expect(rest).toMatchObject({ status: 'cashed_out', return: 475, cashed_out: 475 });
    const settling = await placeBet(book.deps, userId, slip([second!]));
    await cashOut(book.deps, userId, { bet_id: settling.id, amount: 0, part: 190 });
    // A void after a partial cash-out pays back the stake left (a win: the round already paid one).
    const voiding = await placeBet(book.deps, userId, slip([third!]));
    await cashOut(book.deps, userId, { bet_id: voiding.id, amount: 0, part: 475 });
    await db
      .updateTable('sports_bet_legs')
      .set({ event_id: 'abandoned-event' })
      .where('bet_id', '=', voiding.id)
      .execute();
    book.finishAll();
    await settle();
    const outcome = book.sportsbook.legOutcome(
      second!.event_id,
      settling.legs[0]!.market as unknown as Market,
      second!.selection_key,
    );
    const settled = await getBet(book.deps, userId, settling.id);
    expect(settled).toMatchObject({ unit_stake: 800, cashed_out: 190 });
    expect(settled.return).toBe(outcome === 'win' ? Math.floor((800 * second!.odds) / 1000) : 0);
    expect(await getBet(book.deps, userId, voiding.id)).toMatchObject({
      status: 'void',
      return: 500,
      cashed_out: 475,
    });
    expect(await balance(userId)).toBe(100_000 - 3_000 + 950 + 190 + (settled.return ?? 0) + 475 + 500);
    const rounds = await db
      .selectFrom('game_rounds')
      .selectAll()
      .where('round_id', 'in', [bet.id, settling.id, voiding.id])
      .execute();
    expect(rounds.every((round) => round.status === 'closed' && round.total_bet === 1_000)).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('counts a leg already won at its price', async () => {
    const userId = await fundedPlayer();
    const [first, second] = upcomingSelections(book, 2);
    const bet = await placeBet(book.deps, userId, slip([first!, second!]));
    await db
      .updateTable('sports_bet_legs')
      .set({ outcome: 'win', settled_at: book.now() })
      .where('bet_id', '=', bet.id)
      .where('position', '=', 0)
      .execute();
    const offer = (await getBet(book.deps, userId, bet.id)).cash_out!.amount;
    expect(offer).toBe(Math.floor((1_000 * first!.odds * 95) / 100_000));
  });

  it('is refused while a market of an open leg is suspended', async () => {
    const userId = await fundedPlayer();
    let selection = liveSelection(book, 'open');
    for (let step = 0; !selection && step < 100; step++) {
      book.advance(15_000);
      selection = liveSelection(book, 'open');
    }
    const bet = await placeBet(book.deps, userId, slip([selection!], { odds_change: 'any' }));
    for (let step = 0; step < 2_000; step++) {
      const quote = book.sportsbook.quote(
        selection!.event_id,
        selection!.market_key,
        selection!.selection_key,
      );
      if (quote.state === 'suspended') break;
      book.advance(5_000);
    }
    const view = await getBet(book.deps, userId, bet.id);
    expect(view.cash_out).toBeNull();
    expect(await refusal(cashOut(book.deps, userId, { bet_id: bet.id, amount: 0 }))).toMatchObject({
      code: 'CASH_OUT_UNAVAILABLE',
    });
  });

  it("is refused on another player's bet as not found", async () => {
    const owner = await fundedPlayer();
    const other = await fundedPlayer();
    const bet = await placeBet(book.deps, owner, slip(upcomingSelections(book, 1)));
    expect(await refusal(cashOut(book.deps, other, { bet_id: bet.id, amount: 0 }))).toMatchObject({
      code: 'BET_NOT_FOUND',
    });
    expect(await refusal(getBet(book.deps, other, randomUUID()))).toMatchObject({ code: 'BET_NOT_FOUND' });
  });
});

describe('history', () => {
  it('filters by status and by day', async () => {
    const userId = await fundedPlayer();
    const [first, second] = upcomingSelections(book, 2);
    const open = await placeBet(book.deps, userId, slip([first!]));
    book.advance(1_000);
    const cashed = await placeBet(book.deps, userId, slip([second!]));
    await cashOut(book.deps, userId, { bet_id: cashed.id, amount: 0 });
    const list = (status: 'open' | 'settled' | 'all', days: { from?: string; to?: string } = {}) =>
      getBets(book.deps, userId, { status, offset: 0, count: 20, ...days }).then((page) => ({
        count: page.count,
        ids: page.items.map((bet) => bet.id),
      }));
    expect(await list('all')).toEqual({ count: 2, ids: [cashed.id, open.id] });
    expect(await list('open')).toEqual({ count: 1, ids: [open.id] });
    expect(await list('settled')).toEqual({ count: 1, ids: [cashed.id] });
    expect(await list('all', { from: '2026-11-26', to: '2026-11-26' })).toMatchObject({ count: 2 });
    expect(await list('all', { from: '2026-11-27' })).toEqual({ count: 0, ids: [] });
    expect(await list('all', { to: '2026-11-25' })).toEqual({ count: 0, ids: [] });
  });
});
