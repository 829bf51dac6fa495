import type { AccountBalance, AccountInfo } from '@casino/shared/contract/account.contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../../db/tables/accounts.table.ts';

export type UserRow = Selectable<UsersTable>;

/** Account info of spec §3 for a player row and their balances. */
export function toAccountInfo(user: UserRow, balances: AccountBalance): AccountInfo {
  return {
    uid: user.id,
    reg_time: user.created_at.toISOString(),
    login: user.login,
    fakename: user.fakename,
    is_subscribed: user.is_subscribed,
    ...balances,
    is_on_verification: user.is_on_verification,
    is_verified: user.is_verified,
    is_kyc_block_enabled: false,
    is_registration_completed: user.is_registration_completed,
    country_code: user.country_code,
    locale: user.locale,
    two_factor_auth: user.two_factor_method !== 'none',
  };
}
