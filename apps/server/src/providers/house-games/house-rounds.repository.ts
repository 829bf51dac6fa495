import type { MinorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { GameMode } from '../../db/tables/game-wallet.table.ts';
import type { HouseRoundStatus } from '../../db/tables/house-games.table.ts';

// ── Seed pairs ──

const PAIR_COLUMNS = [
  'id',
  'owner',
  'sysname',
  'server_seed',
  'server_seed_hash',
  'client_seed',
  'nonce',
] as const;

export function findLiveSeedPair(db: DbOrTrx, owner: string, sysname: string) {
  return db
    .selectFrom('house_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('owner', '=', owner)
    .where('sysname', '=', sysname)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
}

export function lockLiveSeedPair(trx: Trx, owner: string, sysname: string) {
  return trx
    .selectFrom('house_seed_pairs')
    .select(PAIR_COLUMNS)
    .where('owner', '=', owner)
    .where('sysname', '=', sysname)
    .where('revealed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts a live pair unless one exists already (two first requests at once keep the first). */
export async function insertSeedPair(
  db: DbOrTrx,
  pair: {
    owner: string;
    sysname: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
  },
) {
  await db
    .insertInto('house_seed_pairs')
    .values(pair)
    .onConflict((oc) => oc.columns(['owner', 'sysname']).where('revealed_at', 'is', null).doNothing())
    .execute();
}

export function findSeedPair(db: DbOrTrx, id: number) {
  return db
    .selectFrom('house_seed_pairs')
    .select([...PAIR_COLUMNS, 'revealed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function takeNonce(trx: Trx, id: number): Promise<void> {
  await trx.updateTable('house_seed_pairs').set({ nonce: sql`nonce + 1` }).where('id', '=', id).execute();
}

export async function setClientSeed(db: DbOrTrx, id: number, clientSeed: string): Promise<void> {
  await db.updateTable('house_seed_pairs').set({ client_seed: clientSeed }).where('id', '=', id).execute();
}

export async function revealSeedPair(trx: Trx, id: number, now: Date): Promise<void> {
  await trx.updateTable('house_seed_pairs').set({ revealed_at: now }).where('id', '=', id).execute();
}

// ── Rounds ──

export interface NewRound {
  id: string;
  session_token: string;
  owner: string;
  user_id: number | null;
  sysname: string;
  engine: string;
  mode: GameMode;
  currency: string;
  seed_pair_id: number | null;
  nonce: number | null;
  client_seed: string | null;
  live_round_id: string | null;
  stake: MinorUnits;
  params: unknown;
  request_id: string;
  /** The free-spin pack the round is a spin of (decision 0035); absent for a paid round. */
  free_spin_pack_id?: number | null;
}

const ROUND_COLUMNS = [
  'id',
  'session_token',
  'owner',
  'user_id',
  'sysname',
  'engine',
  'mode',
  'currency',
  'seed_pair_id',
  'nonce',
  'client_seed',
  'live_round_id',
  'stake',
  'payout',
  'params',
  'state',
  'outcome',
  'status',
  'request_id',
  'last_request_id',
  'created_at',
  'closed_at',
  'free_spin_pack_id',
] as const;

export type RoundRow = Awaited<ReturnType<typeof findRound>> & {};

/**
 * Inserts a round; false when it collides with a round in play of the same game or with the same
 * request id (a retry racing its original).
 */
export async function insertRound(db: DbOrTrx, round: NewRound): Promise<boolean> {
  const result = await db
    .insertInto('house_rounds')
    .values({ ...round, params: JSON.stringify(round.params), status: 'open' })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export function findRound(db: DbOrTrx, id: string) {
  return db.selectFrom('house_rounds').select(ROUND_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findRoundByRequest(db: DbOrTrx, sessionToken: string, requestId: string) {
  return db
    .selectFrom('house_rounds')
    .select(ROUND_COLUMNS)
    .where('session_token', '=', sessionToken)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The rounds one player (or guest session) played on one game in one mode. */
function ownerRounds(db: DbOrTrx, owner: string, sysname: string, mode: GameMode) {
  return db
    .selectFrom('house_rounds')
    .where('owner', '=', owner)
    .where('sysname', '=', sysname)
    .where('mode', '=', mode);
}

/** The player's round of this game in play (not the live table's bets). */
export function findOpenRound(db: DbOrTrx, owner: string, sysname: string, mode: GameMode) {
  return ownerRounds(db, owner, sysname, mode)
    .select(ROUND_COLUMNS)
    .where('status', '=', 'open')
    .where('live_round_id', 'is', null)
    .executeTakeFirst();
}

export async function hasOpenRoundOnPair(db: DbOrTrx, seedPairId: number): Promise<boolean> {
  const row = await db
    .selectFrom('house_rounds')
    .select('id')
    .where('seed_pair_id', '=', seedPairId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export interface RoundPatch {
  params?: unknown;
  stake?: MinorUnits;
  payout?: MinorUnits;
  state?: unknown;
  outcome?: unknown;
  status?: HouseRoundStatus;
  last_request_id?: string;
  closed_at?: Date;
}

function patchValues({ params, state, outcome, ...rest }: RoundPatch) {
  return {
    ...rest,
    ...(params !== undefined ? { params: JSON.stringify(params) } : {}),
    ...(state !== undefined ? { state: JSON.stringify(state) } : {}),
    ...(outcome !== undefined ? { outcome: JSON.stringify(outcome) } : {}),
  };
}

export async function updateRound(db: DbOrTrx, id: string, patch: RoundPatch): Promise<void> {
  await db.updateTable('house_rounds').set(patchValues(patch)).where('id', '=', id).execute();
}

/**
 * Stores a move only if no other move was stored since `previousRequestId` was read (two tabs or a
 * double click acting on one round at once): true when it won.
 */
export async function updateRoundIfUnchanged(
  db: DbOrTrx,
  id: string,
  previousRequestId: string | null,
  patch: RoundPatch,
): Promise<boolean> {
  const result = await db
    .updateTable('house_rounds')
    .set(patchValues(patch))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where(sql<boolean>`last_request_id is not distinct from ${previousRequestId}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Stores the first step of a round this request has just opened and bet on, unless a recoverer has
 * taken the round meanwhile (it took the request for a dead one): false then, and the round is not
 * played.
 */
export async function updateFreshRound(db: DbOrTrx, id: string, patch: RoundPatch): Promise<boolean> {
  const result = await db
    .updateTable('house_rounds')
    .set(patchValues(patch))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('state', 'is', null)
    .where('outcome', 'is', null)
    .where('recovery_lease_until', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes (or voids) a round still open; false when something else closed it first. */
export async function closeOpenRound(db: DbOrTrx, id: string, patch: RoundPatch): Promise<boolean> {
  const result = await db
    .updateTable('house_rounds')
    .set(patchValues(patch))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface StrandedRoundsQuery {
  /** Rounds whose result is known but unpaid are taken from this age on (now: paying twice is harmless). */
  settleBefore: Date;
  /** Rounds with no result and no position are taken from this age on (before it, a request may own them). */
  refundBefore: Date;
  now: Date;
  leaseUntil: Date;
  limit: number;
  /** Only one player's rounds of one game (the player's own request clears the way for a new round). */
  owner?: { owner: string; sysname: string; mode: GameMode };
}

/**
 * Claims, until `leaseUntil`, open rounds a dead process may have left: a result stored but not paid, or
 * neither a result nor a position (the bet may or may not have been taken). Rounds in play that their
 * player sees (a position, no result) are not stranded. Rows another recoverer is claiming are skipped
 * and rows it holds a live lease on are not taken, so two processes never resolve one round at once.
 */
export function claimStrandedRounds(db: DbOrTrx, query: StrandedRoundsQuery) {
  let candidates = db
    .selectFrom('house_rounds')
    .select('id')
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.and([eb('outcome', 'is not', null), eb('created_at', '<', query.settleBefore)]),
        eb.and([
          eb('outcome', 'is', null),
          eb('state', 'is', null),
          eb('created_at', '<', query.refundBefore),
        ]),
      ]),
    )
    .where((eb) =>
      eb.or([eb('recovery_lease_until', 'is', null), eb('recovery_lease_until', '<', query.now)]),
    );
  if (query.owner) {
    candidates = candidates
      .where('owner', '=', query.owner.owner)
      .where('sysname', '=', query.owner.sysname)
      .where('mode', '=', query.owner.mode);
  }
  return db
    .updateTable('house_rounds')
    .set({ recovery_lease_until: query.leaseUntil })
    .where('id', 'in', candidates.orderBy('created_at').limit(query.limit).forUpdate().skipLocked())
    .where('status', '=', 'open')
    .returning(ROUND_COLUMNS)
    .execute();
}

/** The player's last rounds of a game, with the server seed once its pair is revealed. */
export function listRecentRounds(db: DbOrTrx, owner: string, sysname: string, mode: GameMode, limit: number) {
  return db
    .selectFrom('house_rounds as r')
    .leftJoin('house_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.id',
      'r.engine',
      'r.stake',
      'r.payout',
      'r.status',
      'r.nonce',
      'r.client_seed',
      'r.params',
      'r.state',
      'r.outcome',
      'r.live_round_id',
      'r.created_at',
      sql<string | null>`case when p.revealed_at is not null then p.server_seed end`.as('server_seed'),
    ])
    .where('r.owner', '=', owner)
    .where('r.sysname', '=', sysname)
    .where('r.mode', '=', mode)
    .where('r.status', '!=', 'void')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** A recorded round decided by these seeds (the verify page checks it against the recomputation). */
export function findRoundBySeeds(db: DbOrTrx, serverSeed: string, clientSeed: string, nonce: number) {
  return db
    .selectFrom('house_rounds as r')
    .innerJoin('house_seed_pairs as p', 'p.id', 'r.seed_pair_id')
    .select([
      'r.id',
      'r.sysname',
      'r.engine',
      'r.stake',
      'r.payout',
      'r.currency',
      'r.params',
      'r.state',
      'r.outcome',
      'r.status',
    ])
    .where('p.server_seed', '=', serverSeed)
    .where('p.revealed_at', 'is not', null)
    .where('r.client_seed', '=', clientSeed)
    .where('r.nonce', '=', nonce)
    .where('r.status', '=', 'closed')
    .executeTakeFirst();
}

// ── Live table ──

/** Live table bets still open, oldest first (the settler picks those whose wheel has stopped). */
export function listOpenLiveBets(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('house_rounds')
    .select(ROUND_COLUMNS)
    .where('status', '=', 'open')
    .where('live_round_id', 'is not', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** This player's bets on given live table rounds, for the table's answer. */
export function listMyLiveRounds(
  db: DbOrTrx,
  owner: string,
  sysname: string,
  mode: GameMode,
  liveRoundIds: string[],
) {
  if (liveRoundIds.length === 0) return Promise.resolve([]);
  return ownerRounds(db, owner, sysname, mode)
    .select(['id', 'live_round_id', 'stake', 'payout', 'status'])
    .where('live_round_id', 'in', liveRoundIds)
    .where('status', '!=', 'void')
    .execute();
}
