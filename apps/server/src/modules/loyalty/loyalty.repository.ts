import { type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  LoyaltyCharactersTable,
  LoyaltyLevel,
  LoyaltyNoticeTrigger,
  LoyaltyPointsReason,
  LoyaltyProductsTable,
  LoyaltyProgrammesTable,
  LoyaltyProgrammeTexts,
  LoyaltyQuestsTable,
} from '../../db/tables/loyalty.table.ts';

export type ProgrammeRow = Selectable<LoyaltyProgrammesTable>;
export type ProductRow = Selectable<LoyaltyProductsTable>;

export function programmes(db: DbOrTrx, page: { limit: number; offset: number }): Promise<ProgrammeRow[]> {
  return db
    .selectFrom('loyalty_programmes')
    .selectAll()
    .orderBy('position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function programmeCount(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('loyalty_programmes')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The programme of `sysname`, or the first one when it is undefined. */
export function findProgramme(db: DbOrTrx, sysname: string | undefined): Promise<ProgrammeRow | undefined> {
  let query = db.selectFrom('loyalty_programmes').selectAll();
  if (sysname !== undefined) query = query.where('sysname', '=', sysname);
  return query.orderBy('position').limit(1).executeTakeFirst();
}

export function findProgrammeById(db: DbOrTrx, id: number): Promise<ProgrammeRow | undefined> {
  return db.selectFrom('loyalty_programmes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function products(db: DbOrTrx, programmeId: number): Promise<ProductRow[]> {
  return db
    .selectFrom('loyalty_products')
    .selectAll()
    .where('programme_id', '=', programmeId)
    .orderBy('position')
    .execute();
}

export function findProduct(db: DbOrTrx, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('loyalty_products').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface StakeEarning {
  programme_id: number;
  game_type: string;
  rate: number;
  levels: LoyaltyLevel[];
  lifetime_points: number;
}

/** The game types each programme pays points for. */
export async function ratedGameTypes(db: DbOrTrx): Promise<string[]> {
  const rows = await db
    .selectFrom('loyalty_programmes')
    .select(sql<string>`jsonb_object_keys(rates)`.as('type'))
    .execute();
  return rows.map((row) => row.type);
}

/**
 * What each stake of a batch earns in: every programme that rates its game's type, with the player's
 * lifetime points there (`index` is the stake's place in `stakes`).
 */
export async function stakeEarnings(
  db: DbOrTrx,
  stakes: readonly { userId: number; sysname: string }[],
): Promise<(StakeEarning & { index: number })[]> {
  const [only] = stakes;
  if (only && stakes.length === 1) {
    // One stake (the embedded database's usual case, a quiet server's too): the plain statement, which
    // the embedded database, planning every statement anew, runs in less time than the batch's.
    const rows = await db
      .selectFrom('loyalty_programmes as p')
      .innerJoin('games as g', (join) => join.on('g.sysname', '=', only.sysname))
      .leftJoin('loyalty_accounts as a', (join) =>
        join.onRef('a.programme_id', '=', 'p.id').on('a.user_id', '=', only.userId),
      )
      .select([
        'p.id as programme_id',
        sql<number>`(p.rates ->> g.type)::float8`.as('rate'),
        'p.levels',
        sql<number>`coalesce(a.lifetime_points, 0)`.as('lifetime_points'),
        'g.type as game_type',
      ])
      .where(sql<boolean>`p.rates ? g.type`)
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({ ...row, index: 0, lifetime_points: Number(row.lifetime_points) }));
  }
  const result = await sql<StakeEarning & { index: number }>`
    select s.index, p.id as programme_id, (p.rates ->> g.type)::float8 as rate, p.levels,
      coalesce(a.lifetime_points, 0) as lifetime_points, g.type as game_type
    from unnest(${stakes.map((stake) => stake.userId)}::bigint[], ${stakes.map((stake) => stake.sysname)}::text[])
      with ordinality as s(user_id, sysname, index)
    join games g on g.sysname = s.sysname
    join loyalty_programmes p on p.rates ? g.type
    left join loyalty_accounts a on a.programme_id = p.id and a.user_id = s.user_id
    order by s.index, p.id`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    index: Number(row.index) - 1,
    lifetime_points: Number(row.lifetime_points),
  }));
}

/** Points a stake earned in a programme, once per programme and key. */
export interface StakeEntry {
  userId: number;
  programmeId: number;
  points: number;
  key: string;
}

/**
 * Adds the points stakes earned, once per programme and key, as one statement: the entries, and each
 * account's balance by the sum of its new entries (accounts in key order, so batches of several
 * processes take the rows in the same order). Answers the entries that were new (the first of two alike)
 * and each touched account's lifetime points after the addition.
 */
export async function addStakePoints<E extends StakeEntry>(
  db: DbOrTrx,
  entries: readonly E[],
): Promise<{ added: E[]; lifetimes: Map<string, number> }> {
  if (entries.length === 0) return { added: [], lifetimes: new Map() };
  const [only] = entries;
  if (only && entries.length === 1) {
    // One entry: the plain statement (see stakeEarnings).
    const result = await sql<{ lifetime_points: number }>`
      with entry as (
        insert into loyalty_points (user_id, programme_id, delta, reason, idempotency_key)
        values (${only.userId}, ${only.programmeId}, ${only.points}, 'stake', ${only.key})
        on conflict (programme_id, idempotency_key) do nothing
        returning delta
      )
      insert into loyalty_accounts (user_id, programme_id, points, lifetime_points)
      select ${only.userId}, ${only.programmeId}, delta, delta from entry
      on conflict (user_id, programme_id) do update
        set points = loyalty_accounts.points + excluded.points,
            lifetime_points = loyalty_accounts.lifetime_points + excluded.lifetime_points
      returning lifetime_points`.execute(db);
    const row = result.rows[0];
    return row
      ? { added: [only], lifetimes: new Map([[accountKey(only), Number(row.lifetime_points)]]) }
      : { added: [], lifetimes: new Map() };
  }
  const result = await sql<{
    user_id: number;
    programme_id: number;
    key: string | null;
    lifetime_points: number | null;
  }>`
    with entry as (
      insert into loyalty_points (user_id, programme_id, delta, reason, idempotency_key)
      select e.user_id, e.programme_id, e.delta, 'stake', e.key
      from unnest(${entries.map((entry) => entry.userId)}::bigint[], ${entries.map((entry) => entry.programmeId)}::integer[],
        ${entries.map((entry) => entry.points)}::bigint[], ${entries.map((entry) => entry.key)}::text[])
        as e(user_id, programme_id, delta, key)
      on conflict (programme_id, idempotency_key) do nothing
      returning user_id, programme_id, delta, idempotency_key
    ),
    account as (
      insert into loyalty_accounts (user_id, programme_id, points, lifetime_points)
      select user_id, programme_id, sum(delta), sum(delta) from entry
      group by user_id, programme_id
      order by user_id, programme_id
      on conflict (user_id, programme_id) do update
        set points = loyalty_accounts.points + excluded.points,
            lifetime_points = loyalty_accounts.lifetime_points + excluded.lifetime_points
      returning user_id, programme_id, lifetime_points
    )
    select user_id, programme_id, idempotency_key as key, null::bigint as lifetime_points from entry
    union all
    select user_id, programme_id, null, lifetime_points from account`.execute(db);
  const inserted = new Set<string>();
  const lifetimes = new Map<string, number>();
  for (const row of result.rows) {
    if (row.key !== null) inserted.add(`${row.programme_id}:${row.key}`);
    else {
      const account = { userId: Number(row.user_id), programmeId: Number(row.programme_id) };
      lifetimes.set(accountKey(account), Number(row.lifetime_points));
    }
  }
  // Each inserted row is one of the given entries; of two alike, the first.
  const added = entries.filter((entry) => inserted.delete(`${entry.programmeId}:${entry.key}`));
  return { added, lifetimes };
}

/** A player's account in a programme, as a map key. */
export const accountKey = (account: { userId: number; programmeId: number }) =>
  `${account.userId}:${account.programmeId}`;

/** Which of these stake keys earned points in some programme (through the once-per-programme index). */
export async function earnedStakeKeys(db: DbOrTrx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await sql<{ key: string }>`
    select distinct p.idempotency_key as key
    from loyalty_programmes programme
    cross join unnest(${[...keys]}::text[]) as k(key)
    join loyalty_points p on p.programme_id = programme.id and p.idempotency_key = k.key`.execute(db);
  return new Set(result.rows.map((row) => row.key));
}

/** The points each programme gave for the stake of `key`. */
export function stakeEntries(db: DbOrTrx, userId: number, key: string) {
  return db
    .selectFrom('loyalty_points')
    .select(['programme_id', 'delta'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .where('reason', '=', 'stake')
    .execute();
}

/** The player's points in a programme, locked until the transaction ends. */
export async function lockedPoints(trx: Trx, userId: number, programmeId: number): Promise<number> {
  const row = await trx
    .selectFrom('loyalty_accounts')
    .select('points')
    .where('user_id', '=', userId)
    .where('programme_id', '=', programmeId)
    .forUpdate()
    .executeTakeFirst();
  return row?.points ?? 0;
}

/** Appends an entry unless its key was used; answers whether it was appended. */
export async function insertEntry(
  trx: Trx,
  entry: {
    userId: number;
    programmeId: number;
    delta: number;
    reason: LoyaltyPointsReason;
    key: string;
    productId?: number;
    questId?: number;
  },
): Promise<boolean> {
  const row = await trx
    .insertInto('loyalty_points')
    .values({
      user_id: entry.userId,
      programme_id: entry.programmeId,
      delta: entry.delta,
      reason: entry.reason,
      idempotency_key: entry.key,
      product_id: entry.productId ?? null,
      quest_id: entry.questId ?? null,
    })
    .onConflict((conflict) => conflict.columns(['programme_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes `points` from the player's balance (and `lifetime` from their lifetime points) only if that
 * many are there: the conditional update is what keeps the balance from going negative when two
 * spends race. Answers whether it took them.
 */
export async function takePoints(
  trx: Trx,
  account: { userId: number; programmeId: number },
  points: number,
  lifetime: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('loyalty_accounts')
    .set((eb) => ({
      points: eb('points', '-', points),
      lifetime_points: eb('lifetime_points', '-', lifetime),
    }))
    .where('user_id', '=', account.userId)
    .where('programme_id', '=', account.programmeId)
    .where('points', '>=', points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the player has an entry with this key (a purchase answered again). */
export async function hasEntry(db: DbOrTrx, userId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('loyalty_points')
    .select('id')
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

export function account(db: DbOrTrx, userId: number, programmeId: number) {
  return db
    .selectFrom('loyalty_accounts')
    .select(['points', 'lifetime_points'])
    .where('user_id', '=', userId)
    .where('programme_id', '=', programmeId)
    .executeTakeFirst();
}

/** The newest entries of the player in a programme, with the product of a purchase. */
export function history(db: DbOrTrx, userId: number, programmeId: number, limit: number) {
  return (
    db
      .selectFrom('loyalty_points as e')
      .leftJoin('loyalty_products as p', 'p.id', 'e.product_id')
      .leftJoin('loyalty_quests as q', 'q.id', 'e.quest_id')
      .select(['e.id', 'e.delta', 'e.reason', 'e.created_at'])
      // The product's or the quest's titles: both are locale → { title, text }.
      .select(sql<Record<string, { title: string }> | null>`coalesce(p.texts, q.texts)`.as('texts'))
      .where('e.user_id', '=', userId)
      .where('e.programme_id', '=', programmeId)
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute()
  );
}

export type CharacterRow = Selectable<LoyaltyCharactersTable>;

export function characters(db: DbOrTrx, page: { limit: number; offset: number }): Promise<CharacterRow[]> {
  return db
    .selectFrom('loyalty_characters')
    .selectAll()
    .orderBy('position')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function characterCount(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('loyalty_characters')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findCharacter(db: DbOrTrx, id: number): Promise<CharacterRow | undefined> {
  return db.selectFrom('loyalty_characters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The player's character, if they chose one that is still in the content. */
export function playerCharacter(db: DbOrTrx, userId: number): Promise<CharacterRow | undefined> {
  return db
    .selectFrom('loyalty_player_characters as p')
    .innerJoin('loyalty_characters as c', 'c.id', 'p.character_id')
    .select(['c.id', 'c.position', 'c.picture', 'c.texts'])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets the player's character, one statement whether or not they had one. */
export async function setPlayerCharacter(db: DbOrTrx, userId: number, characterId: number): Promise<void> {
  await db
    .insertInto('loyalty_player_characters')
    .values({ user_id: userId, character_id: characterId })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ character_id: characterId, updated_at: sql`now()` }),
    )
    .execute();
}

/** Writes a notice unless the player already has one for the same cause; answers whether it wrote it. */
export async function insertNotice(
  db: DbOrTrx,
  notice: {
    userId: number;
    programmeId: number | null;
    trigger: LoyaltyNoticeTrigger;
    amount: number;
    type: 'credit' | 'other';
    amountType: string;
    level: number | null;
    questId?: number;
    onceKey: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('loyalty_notices')
    .values({
      user_id: notice.userId,
      programme_id: notice.programmeId,
      trigger: notice.trigger,
      amount: notice.amount,
      type: notice.type,
      amount_type: notice.amountType,
      level: notice.level,
      quest_id: notice.questId ?? null,
      once_key: notice.onceKey,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'once_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface TakenNotice {
  id: number;
  trigger: LoyaltyNoticeTrigger;
  amount: number;
  type: 'credit' | 'other';
  amount_type: string;
  level: number | null;
  created_at: Date;
  programme_texts: Record<string, LoyaltyProgrammeTexts> | null;
  quest_texts: Record<string, { title: string }> | null;
}

/**
 * Marks the player's unseen notices seen and answers them, oldest first, as one statement: rows another
 * request is taking are skipped, so two requests at once never both answer a notice.
 */
export async function takeUnseenNotices(db: DbOrTrx, userId: number, limit: number): Promise<TakenNotice[]> {
  const result = await sql<TakenNotice>`
    with taken as (
      update loyalty_notices set seen_at = now()
      where id in (
        select id from loyalty_notices
        where user_id = ${userId} and seen_at is null
        order by id
        limit ${limit}
        for update skip locked
      )
      returning id, programme_id, trigger, amount, type, amount_type, level, quest_id, created_at
    )
    select taken.id, taken.trigger, taken.amount, taken.type, taken.amount_type, taken.level,
           taken.created_at, p.texts as programme_texts, q.texts as quest_texts
    from taken
    left join loyalty_programmes p on p.id = taken.programme_id
    left join loyalty_quests q on q.id = taken.quest_id
    order by taken.id`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), amount: Number(row.amount) }));
}

export type QuestRow = Selectable<LoyaltyQuestsTable>;

export function quests(db: DbOrTrx): Promise<QuestRow[]> {
  return db.selectFrom('loyalty_quests').selectAll().orderBy('position').execute();
}

/**
 * Counts events towards quests not completed yet, `count` at a time per player, quest and period, as one
 * statement; answers the progress of each row it counted in (a completed quest's row is left as it is).
 */
export async function addQuestProgress(
  db: DbOrTrx,
  rows: readonly { userId: number; questId: number; periodStart: Date; count: number }[],
): Promise<{ userId: number; questId: number; progress: number }[]> {
  if (rows.length === 0) return [];
  const result = await sql<{ user_id: number; quest_id: number; progress: number }>`
    insert into loyalty_quest_progress (user_id, quest_id, period_start, progress)
    select q.user_id, q.id, q.start, q.count
    from unnest(${rows.map((row) => row.userId)}::integer[], ${rows.map((row) => row.questId)}::integer[],
      ${rows.map((row) => row.periodStart.toISOString())}::timestamptz[], ${rows.map((row) => row.count)}::integer[])
      as q(user_id, id, start, count)
    order by q.user_id, q.id
    on conflict (user_id, quest_id, period_start) do update
      set progress = loyalty_quest_progress.progress + excluded.progress
      where loyalty_quest_progress.completed_at is null
    returning user_id, quest_id, progress`.execute(db);
  return result.rows.map((row) => ({
    userId: Number(row.user_id),
    questId: Number(row.quest_id),
    progress: Number(row.progress),
  }));
}

/**
 * Marks the quest completed if its goal is reached and nobody marked it yet: of events racing to the
 * goal, exactly one gets true (and pays the reward in its transaction).
 */
export async function markQuestCompleted(
  trx: Trx,
  progress: { userId: number; questId: number; periodStart: Date; count: number },
): Promise<boolean> {
  const result = await trx
    .updateTable('loyalty_quest_progress')
    .set({ completed_at: sql`now()` })
    .where('user_id', '=', progress.userId)
    .where('quest_id', '=', progress.questId)
    .where('period_start', '=', progress.periodStart)
    .where('completed_at', 'is', null)
    .where('progress', '>=', progress.count)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Adds earned points (a quest's reward) to the balance and the lifetime points. */
export async function creditPoints(
  trx: Trx,
  account: { userId: number; programmeId: number },
  points: number,
): Promise<number> {
  const row = await trx
    .insertInto('loyalty_accounts')
    .values({ user_id: account.userId, programme_id: account.programmeId, points, lifetime_points: points })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'programme_id']).doUpdateSet((eb) => ({
        points: eb('loyalty_accounts.points', '+', points),
        lifetime_points: eb('loyalty_accounts.lifetime_points', '+', points),
      })),
    )
    .returning('lifetime_points')
    .executeTakeFirstOrThrow();
  return Number(row.lifetime_points);
}

/** The player's progress rows for these quests in these periods. */
export function questProgress(db: DbOrTrx, userId: number, periodStarts: Date[]) {
  if (periodStarts.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('loyalty_quest_progress')
    .select(['quest_id', 'period_start', 'progress', 'completed_at'])
    .where('user_id', '=', userId)
    .where('period_start', 'in', periodStarts)
    .execute();
}
