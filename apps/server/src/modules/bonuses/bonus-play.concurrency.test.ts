import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moneyOf, playerWithBonus, realSession, setBonusPlay } from '../../test/bonus-play-factory.ts';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import { settleBonuses } from './bonuses.service.ts';

describe.skipIf(!testDatabaseUrl)('bonus money under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  it('lets rounds racing for the last bonus money through exactly floor(money / stake) times', async () => {
    const db = database.db;
    await setBonusPlay(db, { stakeOrder: 'main_first', maxBet: {}, contributions: {} });
    const wallet = houseWalletClient({ db, config: testConfig });
    const { userId, bonusId } = await playerWithBonus(db, { main: 0, bonus: 1_000, wager: 100 });
    const session = await realSession(db, userId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        wallet.bet({ session, transaction_id: randomUUID(), round_id: randomUUID(), amount: 300 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'ok')).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 'error')).toEqual(
      Array.from({ length: 7 }, () => expect.objectContaining({ code: 'INSUFFICIENT_FUNDS' })),
    );
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 0, bonus: 100, bonusMoney: 100 });
  });

  it('moves every minor unit once when a release races bonus-funded rounds and their wins', async () => {
    const db = database.db;
    await setBonusPlay(db, { stakeOrder: 'main_first', maxBet: {}, contributions: {} });
    const wallet = houseWalletClient({ db, config: testConfig });
    // Wagering is done by the first stake: the release races the rest.
    const { userId, bonusId } = await playerWithBonus(db, { main: 0, bonus: 10_000, wager: 0.05 });
    const session = await realSession(db, userId);
    const rounds = Array.from({ length: 10 }, () => randomUUID());
    const results = await Promise.all([
      ...rounds.map((round) =>
        wallet.bet({ session, transaction_id: `${round}:bet`, round_id: round, amount: 500 }),
      ),
      ...Array.from({ length: 4 }, () => settleBonuses(db, userId, new Date())),
    ]);
    expect(results.slice(0, 10).every((answer) => (answer as { status: string }).status === 'ok')).toBe(true);
    await settleBonuses(db, userId, new Date());
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 5_000, bonus: 0, status: 'wagered' });
    // Wins of rounds that staked bonus money arrive after the release: real money now.
    const wins = await Promise.all(
      rounds.map((round) =>
        wallet.win({ session, transaction_id: `${round}:win`, round_id: round, amount: 100 }),
      ),
    );
    expect(wins.every((answer) => answer.status === 'ok')).toBe(true);
    expect(await moneyOf(db, userId, bonusId)).toMatchObject({ main: 6_000, bonus: 0 });
  });
});
