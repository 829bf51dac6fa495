import type { DbOrTrx } from '../../db/schema.ts';
import type { ContactRow, UserRow } from '../../db/tables/accounts.table.ts';
import { endPlayerGameSessions } from '../game-wallet/game-sessions.service.ts';
import * as userContacts from './contacts.repository.ts';
import { endAllSessions } from './session.service.ts';
import * as users from './users.repository.ts';

/** The player with this id, or undefined when there is none: how other domains read a player. */
export function findUser(db: DbOrTrx, userId: number): Promise<UserRow | undefined> {
  return users.findUserById(db, userId);
}

/**
 * A player of the demo content who never signs in (no password): shown by `fakename` on boards the
 * content seeds. Answers the existing one on a repeat.
 */
export async function demoContentPlayer(
  db: DbOrTrx,
  player: { login: string; fakename: string; currency: string },
): Promise<number> {
  const existing = await users.findUserByLoginOrContact(db, player.login);
  if (existing) return existing.id;
  const created = await users.insertUser(db, { ...player, locale: 'en', profile: {} });
  return created.id;
}

/** A player as staff see them in lists: who, how to reach them, their state. */
export interface PlayerSummary {
  id: number;
  login: string;
  fakename: string | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  currency: string;
  status: UserRow['status'];
  created_at: string;
}

function summaryOf(user: UserRow, contacts: readonly ContactRow[]): PlayerSummary {
  const profile = (user.profile ?? {}) as Record<string, unknown>;
  const name = [profile.first_name, profile.last_name].filter((part) => typeof part === 'string').join(' ');
  return {
    id: user.id,
    login: user.login,
    fakename: user.fakename,
    email: contacts.find((contact) => contact.type === 'email')?.contact ?? null,
    phone: contacts.find((contact) => contact.type === 'phone')?.contact ?? null,
    name: name || null,
    currency: user.currency,
    status: user.status,
    created_at: user.created_at.toISOString(),
  };
}

/** Back-office search by id, e-mail, phone, login or name. */
export async function searchPlayers(db: DbOrTrx, query: string): Promise<PlayerSummary[]> {
  const found = await users.searchUsers(db, query.trim(), 50);
  return Promise.all(
    found.map(async (user) => summaryOf(user, await userContacts.findContacts(db, user.id))),
  );
}

export async function playerSummary(db: DbOrTrx, userId: number): Promise<PlayerSummary | undefined> {
  const user = await users.findUserById(db, userId);
  return user && summaryOf(user, await userContacts.findContacts(db, user.id));
}

/** The player's contacts as staff see them. */
export async function playerContacts(db: DbOrTrx, userId: number) {
  return (await userContacts.findContacts(db, userId)).map((contact) => ({
    type: contact.type,
    contact: contact.contact,
    is_confirmed: contact.is_confirmed,
  }));
}

/**
 * Blocks a player (status `banned`): sign-in answers UserBannedException and every session ends at
 * once, the running games' too (a game's frame plays on its own token for hours, so a game left open
 * would go on taking stakes). Answers the player before and after, or undefined when they were not active.
 */
export async function blockPlayer(trx: DbOrTrx, userId: number, now = new Date()) {
  const before = await playerSummary(trx, userId);
  if (!(await users.changeUserStatus(trx, userId, 'active', 'banned'))) return undefined;
  await endAllSessions(trx, userId, now);
  await endPlayerGameSessions(trx, userId, now);
  return { before, after: await playerSummary(trx, userId) };
}

/** Lifts a block; answers the player before and after, or undefined when they were not blocked. */
export async function unblockPlayer(trx: DbOrTrx, userId: number) {
  const before = await playerSummary(trx, userId);
  if (!(await users.changeUserStatus(trx, userId, 'banned', 'active'))) return undefined;
  return { before, after: await playerSummary(trx, userId) };
}

/**
 * Staff ask the player for an identity check (issue 19): until verified, the player's withdrawals wait for
 * it. Answers false when the player had been asked already.
 */
export function requestIdentityCheck(trx: DbOrTrx, userId: number, at: Date): Promise<boolean> {
  return users.markKycRequested(trx, userId, at);
}

/** Spec §3 `is_on_verification` / `is_verified`, as the verification module's applicant status says. */
export async function setVerificationFlags(
  trx: DbOrTrx,
  userId: number,
  flags: { is_on_verification: boolean; is_verified: boolean },
) {
  await users.updateVerificationFlags(trx, userId, flags);
}
