import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { payCashOut, payReturn, refundStake } from './bet-money.ts';
import { type BetRow, markBetPaid, markCashOutPaid, unpaidCashOuts } from './sports-bets.repository.ts';

/** What pays a bet: its round on the wallet, or its betting bonus when it was staked from one. */
type FundedBet = Pick<
  BetRow,
  'id' | 'session_token' | 'funding' | 'betting_bonus_id' | 'user_id' | 'currency'
>;

type PaidBet = FundedBet &
  Pick<BetRow, 'total_stake' | 'status' | 'cashed_out'> & {
    settled_return: MinorUnits | null;
  };

/** Pays a bet's partial cash-outs still unpaid, in order (each leaves the round open). */
export async function payCashOuts(db: Db, bet: FundedBet, now: Date): Promise<void> {
  for (const cashOut of await unpaidCashOuts(db, { betId: bet.id })) {
    await payCashOut(db, bet, cashOut.seq, cashOut.amount, now);
    await markCashOutPaid(db, bet.id, cashOut.seq, now);
  }
}

/**
 * Pays a bet just settled (or cashed out, or found settled and unpaid after a crash) and notes that the
 * wallet took it. Its partial cash-outs are paid first: the final payment closes the round. The wallet
 * calls are idempotent by the bet's transaction ids, so paying again is safe. A void bet is a rollback of
 * its stake, unless a partial cash-out was paid (the protocol never rolls back a bet whose round paid a
 * win): then what is left of the stake is paid as the return.
 */
export async function payBet(db: Db, bet: PaidBet, now: Date): Promise<void> {
  await payCashOuts(db, bet, now);
  if (bet.status === 'void' && bet.cashed_out === 0) await refundStake(db, bet, now);
  else await payReturn(db, bet, bet.settled_return as MinorUnits, now);
  await markBetPaid(db, bet.id, now);
}
