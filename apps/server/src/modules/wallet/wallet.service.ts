import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { DbOrTrx } from '../../db/schema.ts';
import { playerAccounts, recentPlayerEntries } from './ledger.repository.ts';

/** The four balances of spec §3 Account info, in the player's currency (an account not yet used is 0). */
export async function playerBalances(db: DbOrTrx, userId: number, currency: string): Promise<AccountBalance> {
  const accounts = await playerAccounts(db, userId);
  const of = (kind: string) => ({
    amount:
      accounts.find((account) => account.kind === kind && account.currency === currency)?.balance ??
      minorUnits(0),
    currency,
  });
  return {
    balance_main: of('main'),
    balance_bonus: of('bonus'),
    balance_betting_bonus: of('betting_bonus'),
    balance_fun: of('fun'),
  };
}

/**
 * Whether money of the player ever moved in a real currency (the demo's FUN aside): a ledger account
 * exists from the first movement on, so from then the player's currency is fixed (decision 0051).
 */
export async function hasMovedMoney(db: DbOrTrx, userId: number): Promise<boolean> {
  return (await playerAccounts(db, userId)).some((account) => account.currency !== 'FUN');
}

/** Every balance the player holds, by account kind and currency (the back-office player card). */
export async function allPlayerBalances(db: DbOrTrx, userId: number) {
  return (await playerAccounts(db, userId)).map((account) => ({
    kind: account.currency === 'FUN' ? account.kind : `${account.kind} ${account.currency}`,
    amount: account.balance,
  }));
}

/** The player's latest ledger entries, newest first. */
export async function recentLedgerEntries(db: DbOrTrx, userId: number, limit = 50) {
  return (await recentPlayerEntries(db, userId, limit)).map((row) => ({
    transaction_id: row.transaction_id,
    kind: row.kind,
    account: `${row.account} ${row.currency}`,
    amount: row.amount,
    balance_after: row.balance_after,
    created_at: row.created_at.toISOString(),
  }));
}
