import type { DbOrTrx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import * as users from './users.repository.ts';

/** The player with this id, or undefined when there is none: how other domains read a player. */
export function findUser(db: DbOrTrx, userId: number): Promise<UserRow | undefined> {
  return users.findUserById(db, userId);
}
