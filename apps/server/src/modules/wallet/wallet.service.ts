import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { DbOrTrx } from '../../db/schema.ts';
import { playerAccounts } from './ledger.repository.ts';

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
