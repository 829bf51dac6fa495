import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { moneyOf, playerWithBonus, realSession, setBonusPlay } from '../../test/bonus-play-factory.ts';
import { freshPglite, testConfig } from '../../test/test-app.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import type { WalletAnswer } from '../game-wallet/wallet-protocol.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { bonusShareOfWin, splitStake } from './bonus-play-rules.ts';

const ops = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant('bet' as const),
      round: fc.nat(2),
      amount: fc.integer({ min: 1, max: 4_000 }),
      together: fc.boolean(),
    }),
    fc.record({
      op: fc.constant('win' as const),
      round: fc.nat(2),
      amount: fc.integer({ min: 0, max: 6_000 }),
      finished: fc.boolean(),
      together: fc.boolean(),
    }),
    fc.record({ op: fc.constant('rollback' as const), round: fc.nat(2), together: fc.boolean() }),
    fc.constant({ op: 'repeat' as const }),
  ),
  { minLength: 1, maxLength: 14 },
);

interface ModelRound {
  id: string;
  total: number;
  bonusBet: number;
  won: boolean;
  closed: boolean;
  opened: boolean;
  bets: { id: string; amount: number; bonus: number; rolledBack: boolean }[];
}

describe('bonus-funded play against a model (property)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPglite();
    // No cap, main first, and wagering out of reach so no release interferes.
    await setBonusPlay(database.db, { stakeOrder: 'main_first', maxBet: {}, contributions: {} });
  });
  afterAll(() => database.close());

  // A step marked `together` is sent at the same time as the steps after it, up to the next step not so
  // marked: such calls go to the database in one batch (decision 0049), applied in the order sent.
  it('after any bets, wins, rollbacks and retries, alone or batched, main and bonus match the model and the ledger is clean', async () => {
    const db = database.db;
    const wallet = houseWalletClient({ db, config: testConfig });
    await fc.assert(
      fc.asyncProperty(
        fc.nat(5_000),
        fc.integer({ min: 1, max: 5_000 }),
        ops,
        async (main0, bonus0, steps) => {
          const { userId, bonusId } = await playerWithBonus(db, {
            main: main0,
            bonus: bonus0,
            wager: 10_000,
          });
          const session = await realSession(db, userId);
          const model = { main: main0, bonus: bonus0 };
          const rounds: ModelRound[] = [0, 1, 2].map(() => ({
            id: randomUUID(),
            total: 0,
            bonusBet: 0,
            won: false,
            closed: false,
            opened: false,
            bets: [],
          }));
          let last: { call: () => Promise<WalletAnswer>; answer: WalletAnswer } | undefined;
          let sending: { call: () => Promise<WalletAnswer>; expected: Partial<WalletAnswer> }[] = [];
          const send = async () => {
            const answers = await Promise.all(sending.map((each) => each.call()));
            for (const [index, each] of sending.entries()) {
              expect(answers[index]).toMatchObject(each.expected);
              last = { call: each.call, answer: answers[index] as WalletAnswer };
            }
            sending = [];
          };
          for (const step of steps) {
            if (step.op === 'repeat') {
              await send();
              if (last) expect(await last.call()).toMatchObject({ ...last.answer, ...dup(last.answer) });
              continue;
            }
            const round = rounds[step.round] as ModelRound;
            let call: () => Promise<WalletAnswer>;
            let expected: Partial<WalletAnswer> | undefined;
            if (step.op === 'bet') {
              const id = randomUUID();
              call = () =>
                wallet.bet({ session, transaction_id: id, round_id: round.id, amount: step.amount });
              const split = splitStake(step.amount, model, 'main_first');
              if (round.closed) expected = { status: 'error', code: 'ROUND_CLOSED' };
              else if (!split) expected = { status: 'error', code: 'INSUFFICIENT_FUNDS' };
              else {
                model.main -= split.main;
                model.bonus -= split.bonus;
                round.opened = true;
                round.total += step.amount;
                round.bonusBet += split.bonus;
                round.bets.push({ id, amount: step.amount, bonus: split.bonus, rolledBack: false });
              }
            } else if (step.op === 'win') {
              const id = randomUUID();
              call = () =>
                wallet.win({
                  session,
                  transaction_id: id,
                  round_id: round.id,
                  amount: step.amount,
                  finished: step.finished,
                });
              if (!round.opened) expected = { status: 'error', code: 'ROUND_NOT_FOUND' };
              else if (round.closed) expected = { status: 'error', code: 'ROUND_CLOSED' };
              else {
                const share = bonusShareOfWin(step.amount, {
                  totalBet: round.total,
                  bonusBet: round.bonusBet,
                });
                model.bonus += share;
                model.main += step.amount - share;
                round.won = true;
                round.closed = step.finished;
              }
            } else {
              const bet = round.bets.find((candidate) => !candidate.rolledBack);
              if (!bet) continue;
              const rollbackId = randomUUID();
              call = () =>
                wallet.rollback({
                  session,
                  transaction_id: rollbackId,
                  round_id: round.id,
                  reference_transaction_id: bet.id,
                });
              if (round.won) expected = { status: 'error', code: 'BET_ALREADY_SETTLED' };
              else {
                if (round.total === bet.amount) round.closed = true;
                bet.rolledBack = true;
                model.main += bet.amount - bet.bonus;
                model.bonus += bet.bonus;
                round.total -= bet.amount;
                round.bonusBet -= bet.bonus;
              }
            }
            sending.push({ call, expected: expected ?? { status: 'ok', balance: model.main + model.bonus } });
            if (!step.together) await send();
          }
          await send();
          const money = await moneyOf(db, userId, bonusId);
          expect(money).toMatchObject({ main: model.main, bonus: model.bonus, bonusMoney: model.bonus });
        },
      ),
      { numRuns: 25 },
    );
    expect(await checkLedger(db)).toEqual([]);
  });
});

/** A repeat of an accepted call answers the same, marked duplicate; a refusal is refused again. */
function dup(answer: WalletAnswer) {
  if (answer.status !== 'ok') return {};
  const { wallet_transaction_id: _ignored, ...rest } = answer;
  return { ...rest, duplicate: true };
}
