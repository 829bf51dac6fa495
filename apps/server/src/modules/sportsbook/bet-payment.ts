import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { payReturn, refundStake } from './bet-money.ts';
import { type BetRow, markBetPaid } from './sports-bets.repository.ts';

/**
 * Pays a bet just settled (or cashed out, or found settled and unpaid after a crash) and notes that the
 * wallet took it. The wallet call is idempotent by the bet's transaction ids, so paying again is safe.
 */
export async function payBet(
  db: Db,
  bet: Pick<BetRow, 'id' | 'session_token' | 'total_stake' | 'status'> & {
    settled_return: MinorUnits | null;
  },
  now: Date,
): Promise<void> {
  if (bet.status === 'void') await refundStake(db, bet, now);
  else await payReturn(db, bet, bet.settled_return as MinorUnits, now);
  await markBetPaid(db, bet.id, now);
}
