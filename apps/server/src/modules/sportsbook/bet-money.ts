import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import type { SportsBetFunding } from '../../db/tables/sports-bets.table.ts';
import {
  bettingBonusAccounts,
  creditBettingBonusBet,
  payBettingBonusBet,
  stakeBettingBonus,
} from '../bonuses/betting-bonuses.service.ts';
import { walletCall, walletRefusal, walletRefusalData } from '../game-wallet/seamless-wallet.service.ts';
import { IdempotencyConflictError } from '../wallet/ledger.service.ts';
import { deletePendingBet, lockBet, markBonusStaked } from './sports-bets.repository.ts';

type WalletRefusal = NonNullable<ReturnType<typeof walletRefusal>>;

/** A stake the wallet (or the betting bonus) refused, with what the wallet said of it. */
export interface StakeRefusal {
  code: WalletRefusal | 'BONUS_NOT_ACTIVE';
  data?: Record<string, unknown> | undefined;
}

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

export type WalletBet = {
  id: string;
  session_token: string;
  total_stake: MinorUnits;
  /** A bet staked from the betting bonus (decision 0048) moves bonus money, not the wallet's. */
  funding?: SportsBetFunding;
  betting_bonus_id?: number | null;
  user_id?: number;
  currency?: string;
};

type BonusBet = Omit<WalletBet, 'total_stake'> & {
  betting_bonus_id: number;
  user_id: number;
  currency: string;
};

function bonusFunded(bet: Omit<WalletBet, 'total_stake'>): bet is BonusBet {
  return bet.funding === 'betting_bonus' && typeof bet.betting_bonus_id === 'number';
}

const bonusMoney = (bet: BonusBet, key: string, amount: MinorUnits) => ({
  bonusId: bet.betting_bonus_id,
  userId: bet.user_id,
  betId: bet.id,
  key,
  amount,
});

const stakeTransaction = (betId: string) => `${betId}:stake`;

/** Takes the stake; a refusal is answered as its protocol code. */
export async function takeStake(db: Db, bet: WalletBet, now: Date): Promise<'ok' | StakeRefusal> {
  if (bonusFunded(bet)) {
    const taken = await takeBonusStake(db, bet);
    return taken === 'ok' ? taken : { code: taken };
  }
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
    if (refusal) return { code: refusal, data: walletRefusalData(error) };
    throw error;
  }
}

/**
 * A bonus-funded stake, taken while the bet's row is pending and locked: a refund (which takes the same
 * lock and removes a pending bet) either comes after it and gives it back, or before it and leaves no
 * pending bet to stake for.
 */
async function takeBonusStake(
  db: Db,
  bet: BonusBet,
): Promise<'ok' | 'INSUFFICIENT_FUNDS' | 'BONUS_NOT_ACTIVE'> {
  const accounts = await bettingBonusAccounts(db, bet.user_id, bet.currency);
  return db.transaction().execute(async (trx) => {
    const row = await lockBet(trx, bet.id);
    if (row?.status !== 'pending') return 'BONUS_NOT_ACTIVE';
    if (row.bonus_staked) return 'ok';
    const taken = await stakeBettingBonus(trx, accounts, {
      bonusId: bet.betting_bonus_id,
      userId: bet.user_id,
      betId: bet.id,
      amount: row.total_stake,
    });
    if (taken === 'ok') await markBonusStaked(trx, bet.id);
    return taken;
  });
}

/** Gives a bonus-funded stake back if it was taken; a pending bet goes in the same transaction. */
async function refundBonusStake(db: Db, bet: BonusBet): Promise<void> {
  const accounts = await bettingBonusAccounts(db, bet.user_id, bet.currency);
  try {
    await db.transaction().execute(async (trx) => {
      const row = await lockBet(trx, bet.id);
      if (!row) return;
      if (row.bonus_staked)
        await creditBettingBonusBet(trx, accounts, bonusMoney(bet, 'refund', row.total_stake));
      if (row.status === 'pending') await deletePendingBet(trx, bet.id);
    });
  } catch (error) {
    // Refunded before, when the bonus stood elsewhere: the key was used, the money moved once.
    if (!(error instanceof IdempotencyConflictError)) throw error;
  }
}

/** Gives the stake back (or blocks a stake never taken). */
export async function refundStake(db: Db, bet: WalletBet, now: Date): Promise<void> {
  if (bonusFunded(bet)) return refundBonusStake(db, bet);
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
  bet: Omit<WalletBet, 'total_stake'>,
  seq: number,
  amount: MinorUnits,
  now: Date,
): Promise<void> {
  if (bonusFunded(bet))
    return payBettingBonusBet(db, bonusMoney(bet, `cash-out:${seq}`, amount), bet.currency);
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
  if (bonusFunded(bet)) return payBettingBonusBet(db, bonusMoney(bet, 'return', amount), bet.currency);
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
