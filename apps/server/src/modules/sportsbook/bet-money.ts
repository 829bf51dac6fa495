import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { walletCall, walletRefusal } from '../game-wallet/seamless-wallet.service.ts';

type WalletRefusal = NonNullable<ReturnType<typeof walletRefusal>>;

/**
 * The sportsbook's side of the seamless wallet: the same protocol, checks and ledger postings as a casino
 * game's, with the bet as one round (round id = bet id) on the player's sportsbook game session. Every
 * call's transaction id is derived from the bet, so any repeat (a retry, a second process, the settler
 * after a crash) is the same call and moves money once.
 *
 * - The stake is the round's `bet`.
 * - A return (won, lost with something back, or cashed out) is a `win` that closes the round, even of 0:
 *   a lost bet's round is closed like a casino round that paid nothing. A partial cash-out is a `win`
 *   that leaves the round open.
 * - A bet settled void (every line back at exactly the stake) and a placement refused or abandoned are
 *   a `rollback` of the stake: the protocol's refund, which also takes the stake out of the round's
 *   total bet (a refunded bet wagers nothing), and a rollback of a stake the wallet never saw blocks
 *   that stake for good, so a late call cannot take it after the refusal. A win of the stake would
 *   pay the same money but count the round as played.
 */
export const SPORTSBOOK_PROVIDER = 'sportsbook';

export type WalletBet = { id: string; session_token: string; total_stake: MinorUnits };

const stakeTransaction = (betId: string) => `${betId}:stake`;

/** Takes the stake; a refusal is answered as its protocol code. */
export async function takeStake(db: Db, bet: WalletBet, now: Date): Promise<'ok' | WalletRefusal> {
  try {
    await walletCall(
      db,
      SPORTSBOOK_PROVIDER,
      'bet',
      {
        session: bet.session_token,
        transaction_id: stakeTransaction(bet.id),
        round_id: bet.id,
        amount: bet.total_stake,
      },
      now,
    );
    return 'ok';
  } catch (error) {
    const refusal = walletRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** Gives the stake back (or blocks a stake never taken). */
export async function refundStake(db: Db, bet: WalletBet, now: Date): Promise<void> {
  await walletCall(
    db,
    SPORTSBOOK_PROVIDER,
    'rollback',
    {
      session: bet.session_token,
      transaction_id: `${bet.id}:refund`,
      round_id: bet.id,
      reference_transaction_id: stakeTransaction(bet.id),
    },
    now,
  );
}

/** Pays the `seq`th partial cash-out of a bet; the round stays open for the rest of the bet. */
export async function payCashOut(
  db: Db,
  bet: Pick<WalletBet, 'id' | 'session_token'>,
  seq: number,
  amount: MinorUnits,
  now: Date,
): Promise<void> {
  await walletCall(
    db,
    SPORTSBOOK_PROVIDER,
    'win',
    {
      session: bet.session_token,
      transaction_id: `${bet.id}:cash-out:${seq}`,
      round_id: bet.id,
      amount,
      finished: false,
    },
    now,
  );
}

/** Pays what a settled bet returns, closing its round. One transaction id per bet: paid once. */
export async function payReturn(db: Db, bet: WalletBet, amount: MinorUnits, now: Date): Promise<void> {
  await walletCall(
    db,
    SPORTSBOOK_PROVIDER,
    'win',
    {
      session: bet.session_token,
      transaction_id: `${bet.id}:return`,
      round_id: bet.id,
      amount,
      finished: true,
    },
    now,
  );
}
