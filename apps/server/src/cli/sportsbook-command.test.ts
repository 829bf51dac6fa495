import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import { placeBet } from '../modules/sportsbook/bet-placement.service.ts';
import { getBet } from '../modules/sportsbook/sports-bets.service.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { slip, testBook, upcomingSelections } from '../test/sportsbook-factory.ts';
import { freshPglite } from '../test/test-app.ts';
import { fundPlayer, insertPlayer, playerBalance } from '../test/wallet-factory.ts';
import { runSportsbookCommand, SPORTSBOOK_USAGE } from './sportsbook-command.ts';

let database: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});

const balance = (userId: number) => playerBalance(db, userId);

it('suspends, settles and voids by hand, recording every action', async () => {
  const book = testBook(db);
  const lines: string[] = [];
  const run = (...args: string[]) =>
    runSportsbookCommand(
      args,
      { db, sportsbook: book.sportsbook, operator: 'alice', now: book.now() },
      (line) => lines.push(line),
    );
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, 100_000);
  const [first, second, third] = upcomingSelections(book, 3);

  const open = await placeBet(book.deps, userId, slip([first!]));
  expect(await run('suspend', first!.event_id)).toBe(0);
  const refused = await placeBet(book.deps, userId, slip([first!])).catch((error) => error.code);
  expect(refused).toBe('SELECTION_SUSPENDED');
  expect((await getBet(book.deps, userId, open.id)).cash_out).toBeNull();
  expect(await run('resume', first!.event_id)).toBe(0);
  expect((await getBet(book.deps, userId, open.id)).cash_out).not.toBeNull();
  expect(await run('suspend', second!.event_id, second!.market_key)).toBe(0);
  expect(await placeBet(book.deps, userId, slip([second!])).catch((error) => error.code)).toBe(
    'SELECTION_SUSPENDED',
  );
  expect(await run('resume', second!.event_id, second!.market_key)).toBe(0);

  expect(await run('settle', first!.event_id, first!.market_key, first!.selection_key, 'win')).toBe(0);
  expect(await getBet(book.deps, userId, open.id)).toMatchObject({
    status: 'won',
    return: Math.floor((1_000 * first!.odds) / 1000),
  });

  const acca = await placeBet(book.deps, userId, slip([second!, third!]));
  expect(await run('void', second!.event_id)).toBe(0);
  expect(await run('settle', third!.event_id, third!.market_key, third!.selection_key, 'lose')).toBe(0);
  expect(await getBet(book.deps, userId, acca.id)).toMatchObject({ status: 'lost', return: 0 });

  const single = await placeBet(book.deps, userId, slip([third!], { stake: 700 }));
  expect(await run('void-bet', single.id)).toBe(0);
  expect(await getBet(book.deps, userId, single.id)).toMatchObject({ status: 'void', return: 700 });
  expect(await run('void-bet', single.id)).toBe(1);
  expect(await balance(userId)).toBe(100_000 - 1_000 + Math.floor((1_000 * first!.odds) / 1000) - 1_000);

  expect(await run('settle', first!.event_id, 'x', 'y', 'maybe')).toBe(2);
  expect(lines.at(-1)).toBe(SPORTSBOOK_USAGE);
  const actions = await db
    .selectFrom('sportsbook_operator_actions')
    .select(['action', 'operator', 'affected'])
    .orderBy('id')
    .execute();
  expect(actions.map((action) => [action.action, action.affected])).toEqual([
    ['suspend', 1],
    ['resume', 1],
    ['suspend', 1],
    ['resume', 1],
    ['settle', 1],
    ['void', 1],
    ['settle', 1],
    ['void-bet', 1],
    ['void-bet', 0],
  ]);
  expect(actions.every((action) => action.operator === 'alice')).toBe(true);
});
