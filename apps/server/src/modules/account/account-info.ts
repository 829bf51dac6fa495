import type { AccountBalance, AccountInfo } from '@casino/shared/contract/account.contract';
import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import type { ActionContext } from '../../api/action-context.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { isKycBlockEnabled } from '../cashier/cashier.service.ts';
import { selectedCharacter } from '../loyalty/loyalty.service.ts';
import { playerBalances } from '../wallet/wallet.service.ts';

/** Account info of spec §3 for a player row and their balances. */
export function toAccountInfo(
  user: UserRow,
  balances: AccountBalance,
  kycBlockEnabled: boolean,
  character: LoyaltyCharacter | null,
): AccountInfo {
  return {
    uid: user.id,
    reg_time: user.created_at.toISOString(),
    login: user.login,
    fakename: user.fakename,
    is_subscribed: user.is_subscribed,
    ...balances,
    is_on_verification: user.is_on_verification,
    is_verified: user.is_verified,
    is_kyc_block_enabled: kycBlockEnabled,
    is_registration_completed: user.is_registration_completed,
    country_code: user.country_code,
    locale: user.locale,
    two_factor_auth: user.two_factor_method !== 'none',
    character,
  };
}

/** Account info as the API answers it: with the balances and the content service's identity-check gate. */
export async function accountInfoOf(ctx: ActionContext, user: UserRow): Promise<AccountInfo> {
  const [balances, kycBlockEnabled, character] = await Promise.all([
    playerBalances(ctx.db, user.id, user.currency),
    isKycBlockEnabled(ctx.db, ctx.contentCache, ctx.request.locale, user),
    selectedCharacter(ctx.db, user.id, ctx.request.locale),
  ]);
  return toAccountInfo(user, balances, kycBlockEnabled, character);
}
