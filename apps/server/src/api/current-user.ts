import { ApiError } from '@casino/shared/errors/api-error';
import type { UserRow } from '../db/tables/accounts.table.ts';
import { findUser } from '../modules/account/users.service.ts';
import type { ActionContext } from './action-context.ts';

/** The signed-in player's row; a session whose player vanished is treated as signed out. */
export async function currentUser(ctx: ActionContext): Promise<UserRow> {
  const user = ctx.session.userId === null ? undefined : await findUser(ctx.db, ctx.session.userId);
  if (!user) throw new ApiError('AuthorizationException', 'Authorization required');
  return user;
}

/**
 * The signed-in player's id, for actions that need nothing else of the player: resolving the session
 * already read the player's row and signs banned or deleted players out, so no second read is needed.
 */
export function currentUserId(ctx: ActionContext): number {
  if (ctx.session.userId === null) throw new ApiError('AuthorizationException', 'Authorization required');
  return ctx.session.userId;
}
