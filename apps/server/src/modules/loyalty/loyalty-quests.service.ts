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
 * Counts an event towards the player's quests. Each caller counts an event once (a stake whose points
 * entry was new, a deposit whose status changed). Without `trx` the completion runs in its own
 * transaction; with one, in it (a deposit's).
 */
async function noteQuestEvent(
  db: Db | Trx,
  userId: number,
  event: QuestEvent,
  now: Date,
  inTransaction: boolean,
): Promise<void> {
  const quests = (await cachedQuests(db)).filter((quest) => advances(quest.goal, quest.programme_id, event));
  const starts = new Map(quests.map((quest) => [quest.id, periodStart(quest.period, now)]));
  const progressed = await repository.addQuestProgress(
    db,
    userId,
    quests.map((quest) => ({ questId: quest.id, periodStart: starts.get(quest.id)! })),
  );
  for (const quest of quests) {
    const start = starts.get(quest.id)!;
    const progress = progressed.get(quest.id);
    if (progress === undefined || progress < quest.goal.count) continue;
    if (inTransaction) await completeQuest(db as Trx, quest, userId, start);
    else await (db as Db).transaction().execute((trx) => completeQuest(trx, quest, userId, start));
  }
}

/** A real round's stake that earned points in `programmeId` (called once per stake). */
export function noteQuestRound(
  db: Db,
  userId: number,
  round: { programmeId: number; gameType: string },
  now: Date,
): Promise<void> {
  return noteQuestEvent(db, userId, { kind: 'round', ...round }, now, false);
}

/** A credited deposit, inside the transaction that credited it (so once per deposit). */
export function noteQuestDeposit(trx: Trx, userId: number, now: Date): Promise<void> {
  return noteQuestEvent(trx, userId, { kind: 'deposit' }, now, true);
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
