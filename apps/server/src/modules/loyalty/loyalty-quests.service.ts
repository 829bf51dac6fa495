import type { LoyaltyQuest } from '@casino/shared/contract/loyalty.contract';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { noteLevelReached } from './level-notices.ts';
import * as repository from './loyalty.repository.ts';
import { advances, nextReset, periodStart, type QuestEvent } from './quest-rules.ts';

/** How long the wallet's hot path reuses the quests: they change only with the content. */
const QUESTS_TTL_MS = 5_000;
const questCaches = new WeakMap<object, TtlCache<repository.QuestRow[]>>();

function cachedQuests(db: DbOrTrx): Promise<repository.QuestRow[]> {
  let cache = questCaches.get(db);
  if (!cache) {
    cache = new TtlCache<repository.QuestRow[]>(QUESTS_TTL_MS);
    questCaches.set(db, cache);
  }
  return cache.get('quests', () => repository.quests(db));
}

/**
 * Pays a reached quest's reward, once: the completion mark is conditional, so of events racing to the
 * goal one pays; the reward entry, the points and the quest notice go with it in `trx`.
 */
async function completeQuest(trx: Trx, quest: repository.QuestRow, userId: number, start: Date) {
  const completed = await repository.markQuestCompleted(trx, {
    userId,
    questId: quest.id,
    periodStart: start,
    count: quest.goal.count,
  });
  if (!completed) return;
  const account = { userId, programmeId: quest.programme_id };
  const period = start.toISOString();
  const appended = await repository.insertEntry(trx, {
    ...account,
    delta: quest.reward,
    reason: 'quest',
    key: `quest:${userId}:${quest.id}:${period}`,
    questId: quest.id,
  });
  if (!appended) return;
  const lifetime = await repository.creditPoints(trx, account, quest.reward);
  const programme = await repository.findProgrammeById(trx, quest.programme_id);
  if (programme) {
    await noteLevelReached(
      trx,
      userId,
      { programme_id: programme.id, levels: programme.levels },
      lifetime - quest.reward,
      lifetime,
    );
  }
  await repository.insertNotice(trx, {
    userId,
    programmeId: quest.programme_id,
    trigger: 'quest',
    amount: quest.reward,
    type: 'credit',
    amountType: 'points',
    level: null,
    questId: quest.id,
    onceKey: `quest:${quest.id}:${period}`,
  });
}

/**
 * Counts events towards their players' quests, all in one statement. Each caller counts an event once (a
 * stake whose points entry was new, a deposit whose status changed). Without `trx` each completion runs
 * in its own transaction; with one, in it (a deposit's).
 */
async function noteQuestEvents(
  db: Db | Trx,
  events: readonly { userId: number; event: QuestEvent }[],
  now: Date,
  inTransaction: boolean,
): Promise<void> {
  const quests = await cachedQuests(db);
  const counted = new Map<
    string,
    { userId: number; quest: repository.QuestRow; periodStart: Date; count: number }
  >();
  for (const { userId, event } of events) {
    for (const quest of quests.filter((each) => advances(each.goal, each.programme_id, event))) {
      const key = `${userId}:${quest.id}`;
      const row = counted.get(key) ?? {
        userId,
        quest,
        periodStart: periodStart(quest.period, now),
        count: 0,
      };
      row.count += 1;
      counted.set(key, row);
    }
  }
  const rows = [...counted.values()];
  const progressed = await repository.addQuestProgress(
    db,
    rows.map((row) => ({
      userId: row.userId,
      questId: row.quest.id,
      periodStart: row.periodStart,
      count: row.count,
    })),
  );
  for (const { userId, questId, progress } of progressed) {
    const row = counted.get(`${userId}:${questId}`);
    if (!row || progress < row.quest.goal.count) continue;
    const { quest, periodStart: start } = row;
    if (inTransaction) await completeQuest(db as Trx, quest, userId, start);
    else await (db as Db).transaction().execute((trx) => completeQuest(trx, quest, userId, start));
  }
}

/** Real rounds' stakes that earned points in `programmeId` (each counted once per stake). */
export function noteQuestRounds(
  db: Db,
  rounds: readonly { userId: number; programmeId: number; gameType: string }[],
  now: Date,
): Promise<void> {
  return noteQuestEvents(
    db,
    rounds.map(({ userId, programmeId, gameType }) => ({
      userId,
      event: { kind: 'round', programmeId, gameType },
    })),
    now,
    false,
  );
}

/** A credited deposit, inside the transaction that credited it (so once per deposit). */
export function noteQuestDeposit(trx: Trx, userId: number, now: Date): Promise<void> {
  return noteQuestEvents(trx, [{ userId, event: { kind: 'deposit' } }], now, true);
}

/** The programme's quests with the player's progress in each one's current period. */
export async function questsView(
  db: DbOrTrx,
  request: { userId: number; programmeId: number; locale: string },
  now: Date,
): Promise<LoyaltyQuest[]> {
  const quests = (await repository.quests(db)).filter((quest) => quest.programme_id === request.programmeId);
  const starts = new Map(quests.map((quest) => [quest.id, periodStart(quest.period, now)]));
  const distinct = [...new Map([...starts.values()].map((date) => [date.getTime(), date])).values()];
  const rows = await repository.questProgress(db, request.userId, distinct);
  return quests.map((quest) => {
    const start = starts.get(quest.id)!.getTime();
    const row = rows.find(
      (each) => each.quest_id === quest.id && new Date(each.period_start).getTime() === start,
    );
    const texts = quest.texts[request.locale] ?? Object.values(quest.texts)[0];
    const reset = nextReset(quest.period, now);
    return {
      id: quest.id,
      title: texts?.title ?? '',
      text: texts?.text ?? '',
      goal: quest.goal.kind,
      game_type: quest.goal.kind === 'rounds' ? (quest.goal.gameType ?? null) : null,
      count: quest.goal.count,
      progress: Math.min(row?.progress ?? 0, quest.goal.count),
      reward: quest.reward,
      period: quest.period,
      completed: row?.completed_at != null,
      resets_at: reset ? reset.toISOString() : null,
    };
  });
}
