import type {
  LoyaltyCharacter,
  LoyaltyInfo,
  LoyaltyNotice,
  LoyaltyProduct,
  LoyaltyProgramme,
} from '@casino/shared/contract/loyalty.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { LoyaltyLevel, LoyaltyProgrammeTexts } from '../../db/tables/loyalty.table.ts';
import { type StatementBatcher, statementBatches } from '../../lib/statement-batches.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findUser } from '../account/users.service.ts';
import { bonusAccounts, grantTitledBonus } from '../bonuses/bonuses.service.ts';
import { grantFreeSpins } from '../free-spins/free-spins.service.ts';
import { activeGameType } from '../games/games.service.ts';
import { type PromotionBar, promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import { noteLevelReached } from './level-notices.ts';
import * as repository from './loyalty.repository.ts';
import { noteQuestRounds, questsView } from './loyalty-quests.service.ts';
import { levelIndex, levelProgress, stakePoints } from './loyalty-rules.ts';

const HISTORY_LIMIT = 50;

function programmeTexts(row: repository.ProgrammeRow, locale: string): LoyaltyProgrammeTexts {
  return row.texts[locale] ?? Object.values(row.texts)[0]!;
}

function programmeView(row: repository.ProgrammeRow, locale: string): LoyaltyProgramme {
  const texts = programmeTexts(row, locale);
  return {
    id: row.id,
    sysname: row.sysname,
    title: texts.title,
    text: texts.text,
    pointsAlias: texts.pointsAlias,
    rates: row.rates,
    levels: row.levels.map((level, i) => ({
      level: i + 1,
      name: texts.levels[i] ?? '',
      points: level.points,
      points_bonus: level.points_bonus,
    })),
  };
}

function programmeNotFound(): ApiError {
  return new ApiError('InvalidParameterException', 'Unknown loyalty programme', {
    invalidParameters: { sysname: 'Unknown loyalty programme' },
    errorData: { sysname: ['NOT_FOUND'] },
  });
}

async function programme(db: DbOrTrx, sysname: string | undefined) {
  const row = await repository.findProgramme(db, sysname);
  if (!row) throw programmeNotFound();
  return row;
}

/** `loyalty.getPrograms`. */
export async function programmesView(
  db: Db,
  request: { limit: number; offset: number; locale: string },
): Promise<{ items: LoyaltyProgramme[]; total: number }> {
  const [rows, total] = await Promise.all([
    repository.programmes(db, request),
    repository.programmeCount(db),
  ]);
  return { items: rows.map((row) => programmeView(row, request.locale)), total };
}

/** `loyalty.getProgram`. */
export async function programmeBySysname(db: Db, sysname: string, locale: string): Promise<LoyaltyProgramme> {
  return programmeView(await programme(db, sysname), locale);
}

/** `loyalty.getinfo`: the player's points, levels with progress and newest changes in a programme. */
export async function loyaltyInfo(
  db: Db,
  request: { userId: number; sysname: string | undefined; locale: string },
): Promise<LoyaltyInfo> {
  const row = await programme(db, request.sysname);
  const view = programmeView(row, request.locale);
  const [account, entries, character, quests] = await Promise.all([
    repository.account(db, request.userId, row.id),
    repository.history(db, request.userId, row.id, HISTORY_LIMIT),
    repository.playerCharacter(db, request.userId),
    questsView(db, { userId: request.userId, programmeId: row.id, locale: request.locale }, new Date()),
  ]);
  const lifetime = account?.lifetime_points ?? 0;
  const current = levelIndex(row.levels, lifetime);
  const progress = levelProgress(row.levels, lifetime);
  return {
    id: row.id,
    sysname: row.sysname,
    is_active: true,
    points: account?.points ?? 0,
    character: character ? characterView(character, request.locale) : null,
    levels: view.levels.map((level, i) => ({ ...level, progress: progress[i]!, is_current: i === current })),
    pointsAlias: view.pointsAlias,
    uid: request.userId,
    lifetime_points: lifetime,
    quests,
    history: entries.map((entry) => ({
      id: entry.id,
      delta: entry.delta,
      reason: entry.reason,
      title: entry.texts
        ? ((entry.texts[request.locale] ?? Object.values(entry.texts)[0])?.title ?? null)
        : null,
      created_at: entry.created_at.toISOString(),
    })),
  };
}

/** `loyalty.getproducts`: a programme's shop, with each bonus in the player's currency when signed in. */
export async function productsView(
  db: Db,
  request: { userId: number | null; sysname: string | undefined; locale: string },
): Promise<LoyaltyProduct[]> {
  const row = await programme(db, request.sysname);
  const [rows, user] = await Promise.all([
    repository.products(db, row.id),
    request.userId === null ? undefined : findUser(db, request.userId),
  ]);
  return rows.map((product): LoyaltyProduct => {
    const texts = product.texts[request.locale] ?? Object.values(product.texts)[0]!;
    const { grant } = product;
    const view = {
      id: product.id,
      programme: row.sysname,
      title: texts.title,
      text: texts.text,
      image: product.image,
      price: product.price,
    };
    if (grant.kind === 'free_spins') {
      const spins = grant.freeSpins;
      return {
        ...view,
        grant: {
          kind: 'free_spins',
          game: spins.game,
          count: spins.count,
          stake: minorUnits(spins.stake),
          currency: user?.currency ?? null,
          wager: spins.wager,
          days: spins.days,
        },
      };
    }
    const amount = user ? grant.amounts[user.currency] : undefined;
    return {
      ...view,
      grant: {
        kind: 'bonus',
        amount: amount === undefined ? null : minorUnits(amount),
        currency: amount === undefined ? null : user!.currency,
        wager: grant.wager,
        days: grant.days,
      },
    };
  });
}

type PurchaseRefusal = 'NOT_FOUND' | 'INSUFFICIENT_POINTS' | 'CURRENCY_NOT_OFFERED' | PromotionBar;

const REFUSAL_TEXT: Record<PurchaseRefusal, string> = {
  NOT_FOUND: 'This product is not in the shop',
  INSUFFICIENT_POINTS: 'Not enough points',
  CURRENCY_NOT_OFFERED: 'This product is not offered in your currency',
  SELF_EXCLUDED: 'Bonuses are not available during a self-exclusion',
  TIME_OUT: 'The shop is closed to you while you take a break',
};

function purchaseError(refusal: PurchaseRefusal): ApiError {
  return new ApiError('InvalidParameterException', REFUSAL_TEXT[refusal], {
    invalidParameters: { id: REFUSAL_TEXT[refusal] },
    errorData: { id: [refusal] },
  });
}

/**
 * `loyalty.buyproduct`: one transaction appends the purchase entry (once per idempotency key: a repeat
 * answers as the first and buys nothing), takes the price by a conditional update (two purchases
 * racing for the last points: one finds them gone and rolls back) and grants the product — a bonus, or
 * a free-spin pack keyed by the purchase (decision 0044). Closed during a self-exclusion or a break.
 */
export async function buyProduct(
  db: Db,
  request: { userId: number; productId: number; idempotencyKey: string },
  now: Date,
): Promise<void> {
  const [product, user] = await Promise.all([
    repository.findProduct(db, request.productId),
    findUser(db, request.userId),
  ]);
  const owner = product && (await repository.findProgrammeById(db, product.programme_id));
  if (!product || !owner || !user) throw purchaseError('NOT_FOUND');
  const { grant } = product;
  // Free spins are staked in the player's own currency: a pack is offered in every currency.
  const amount = grant.kind === 'bonus' ? grant.amounts[user.currency] : 0;
  if (amount === undefined) throw purchaseError('CURRENCY_NOT_OFFERED');
  const bar = await promotionBar(db, user.id, now);
  if (bar) throw purchaseError(bar);
  const key = `purchase:${user.id}:${request.idempotencyKey}`;
  // A refusal leaves nothing behind, not even the bonus accounts made for the grant; the conditional
  // update below still decides a race for the last points.
  const balance = await repository.account(db, user.id, owner.id);
  if ((balance?.points ?? 0) < product.price && !(await repository.hasEntry(db, user.id, key)))
    throw purchaseError('INSUFFICIENT_POINTS');
  const accounts = await bonusAccounts(db, user.id, user.currency);
  await db.transaction().execute(async (trx) => {
    const account = { userId: user.id, programmeId: owner.id };
    const appended = await repository.insertEntry(trx, {
      ...account,
      delta: -product.price,
      reason: 'purchase',
      key,
      productId: product.id,
    });
    if (!appended) return;
    if (!(await repository.takePoints(trx, account, product.price, 0))) {
      throw purchaseError('INSUFFICIENT_POINTS');
    }
    const titles = Object.fromEntries(Object.entries(product.texts).map(([locale, t]) => [locale, t.title]));
    if (grant.kind === 'free_spins') {
      await grantFreeSpins(
        trx,
        {
          userId: user.id,
          currency: user.currency,
          onceKey: `loyalty:${key}`,
          offerId: null,
          terms: { ...grant.freeSpins, titles },
        },
        now,
      );
      return;
    }
    await grantTitledBonus(
      trx,
      {
        userId: user.id,
        currency: user.currency,
        amount: minorUnits(amount),
        wager: grant.wager,
        days: grant.days,
        onceKey: `loyalty:${key}`,
        titles,
      },
      accounts,
      now,
    );
  });
}

/** What the seamless wallet tells loyalty about a real-money call it carried out (or answered again). */
export interface RealWalletCall {
  provider: string;
  operation: 'bet' | 'win' | 'rollback';
  transactionId: string;
  referenceTransactionId: string | null;
  amount: number | null;
}

/** The player and game of the call's session. */
export interface RealWalletSession {
  user_id: number | null;
  sysname: string;
}

/** How long the rated game types are reused by the wallet's hot path: programmes change rarely. */
const RATED_TYPES_TTL_MS = 5_000;
const ratedTypesCaches = new WeakMap<Db, TtlCache<Set<string>>>();

function ratedTypes(db: Db): Promise<Set<string>> {
  let cache = ratedTypesCaches.get(db);
  if (!cache) {
    cache = new TtlCache<Set<string>>(RATED_TYPES_TTL_MS);
    ratedTypesCaches.set(db, cache);
  }
  return cache.get('rated', async () => new Set(await repository.ratedGameTypes(db)));
}

/**
 * Whether a stake on `sysname` can earn points, from two caches: a bet on a game no programme rates
 * costs the wallet no query. A game missing from the active catalogue is asked of the database.
 */
async function mayEarn(db: Db, sysname: string): Promise<boolean> {
  const [types, type] = await Promise.all([ratedTypes(db), activeGameType(db, sysname)]);
  return types.size > 0 && (type === undefined || types.has(type));
}

const stakeKey = (provider: string, transactionId: string) => `stake:${provider}:${transactionId}`;

/**
 * Points for a real stake, in every programme that rates its game type, once per wallet transaction (a
 * retried call changes nothing). A bet's stake is queued and earns after the wallet has answered, with
 * the other stakes of its batch (decision 0065): points are not money, and the answer must not wait for
 * them. Points a process did not write before it died are earned at its next start (`earnMissedStakes`).
 * A rollback takes back what its stake earned, at most what the player still has (points already spent
 * stay spent), once the stakes queued before it have earned: a rollback right after its bet finds them.
 */
export async function noteRealWalletCall(
  db: Db,
  call: RealWalletCall,
  session: RealWalletSession,
): Promise<void> {
  if (session.user_id === null) return;
  if (call.operation === 'bet' && call.amount !== null) {
    if (!(await mayEarn(db, session.sysname))) return;
    queueStake(db, {
      userId: session.user_id,
      sysname: session.sysname,
      amount: call.amount,
      key: stakeKey(call.provider, call.transactionId),
    });
  } else if (call.operation === 'rollback' && call.referenceTransactionId !== null) {
    await stakesEarned(db);
    const player = { userId: session.user_id, provider: call.provider };
    await takeBackStakePoints(db, player, call.transactionId, call.referenceTransactionId);
  }
}

const lastQueuedStakes = new WeakMap<Db, Promise<void>>();

function queueStake(db: Db, stake: Stake): void {
  const earned = stakeBatcher(db)(stake).catch((error: unknown) =>
    console.warn(
      `Loyalty points of a stake not earned (the next start earns them): ${
        error instanceof Error ? error.message : String(error)
      }`,
    ),
  );
  lastQueuedStakes.set(db, earned);
  db.inBackground(earned);
}

/**
 * Resolves once every stake this process has queued so far has earned (or failed), sending them without
 * the rest of their linger: batches go in order, so the last one queued is the last to earn.
 */
export async function stakesEarned(db: Db): Promise<void> {
  stakeBatchers.get(db)?.flush();
  await lastQueuedStakes.get(db);
}

/** A real bet the wallet accepted, as `earnMissedStakes` reads it. */
export interface AcceptedStake {
  userId: number;
  sysname: string;
  provider: string;
  transactionId: string;
  amount: number;
}

/**
 * Earns the points of accepted bets that have none yet (a process died between its wallet's commit and
 * its stakes' batch), in order, as the hook would have; bets whose games earn nothing stay without.
 * Answers how many stakes earned.
 */
export async function earnMissedStakes(db: Db, bets: readonly AcceptedStake[]): Promise<number> {
  const keyed = bets.map((bet) => ({ bet, key: stakeKey(bet.provider, bet.transactionId) }));
  const earned = await repository.earnedStakeKeys(
    db,
    keyed.map(({ key }) => key),
  );
  const missed: Stake[] = [];
  for (const { bet, key } of keyed) {
    if (earned.has(key) || !(await mayEarn(db, bet.sysname))) continue;
    missed.push({ userId: bet.userId, sysname: bet.sysname, amount: bet.amount, key });
  }
  let count = 0;
  for (let start = 0; start < missed.length; start += STAKE_BATCH_MAX) {
    count += await earnForStakes(db, missed.slice(start, start + STAKE_BATCH_MAX));
  }
  return count;
}

interface Stake {
  userId: number;
  sysname: string;
  amount: number;
  key: string;
}

/** The most stakes that earn together (decision 0049's group commit, for the wallet's loyalty hook). */
export const STAKE_BATCH_MAX = 64;
/**
 * How long a stake waits for others before its batch earns when the database is idle (decision 0065): no
 * answer waits for it, and a lone stake's three statements cost a round's worth on the embedded database.
 */
export const STAKE_LINGER_MS = 25;
const stakeBatchers = new WeakMap<Db, StatementBatcher<Stake, void>>();

function stakeBatcher(db: Db): StatementBatcher<Stake, void> {
  let batcher = stakeBatchers.get(db);
  if (!batcher) {
    batcher = statementBatches<Stake, void>(
      async (stakes) => {
        await earnForStakes(db, stakes);
        return stakes.map(() => ({ value: undefined }));
      },
      STAKE_BATCH_MAX,
      { lingerMs: STAKE_LINGER_MS },
    );
    stakeBatchers.set(db, batcher);
  }
  return batcher;
}

/**
 * The points of stakes that arrived together, in three statements for all of them: what each earns in
 * (and the player's lifetime points there), the entries with the accounts' balances, and the quests'
 * rounds. Stakes of one player earn at the level the ones before them reached, as one at a time would.
 * Answers how many of the stakes earned (a repeat earns nothing).
 */
async function earnForStakes(db: Db, stakes: readonly Stake[]): Promise<number> {
  const lifetimes = new Map<string, number>();
  const entries: (repository.StakeEntry & { gameType: string; levels: LoyaltyLevel[] })[] = [];
  for (const earning of await repository.stakeEarnings(db, stakes)) {
    const stake = stakes[earning.index] as Stake;
    const account = repository.accountKey({ userId: stake.userId, programmeId: earning.programme_id });
    const before = lifetimes.get(account) ?? earning.lifetime_points;
    const level = earning.levels[levelIndex(earning.levels, before)];
    const points = stakePoints(stake.amount, earning.rate, level?.points_bonus ?? 0);
    if (points <= 0) continue;
    lifetimes.set(account, before + points);
    entries.push({
      userId: stake.userId,
      programmeId: earning.programme_id,
      points,
      key: stake.key,
      gameType: earning.game_type,
      levels: earning.levels,
    });
  }
  const { added, lifetimes: after } = await repository.addStakePoints(db, entries);
  // Each account's lifetime points before this batch's new entries and after them.
  const accounts = new Map<string, { entry: (typeof added)[number]; before: number }>();
  for (const entry of added) {
    const account = repository.accountKey(entry);
    const known = accounts.get(account);
    const lifetime = after.get(account) ?? 0;
    accounts.set(account, { entry, before: (known?.before ?? lifetime) - entry.points });
  }
  for (const [account, { entry, before }] of accounts) {
    const programme = { programme_id: entry.programmeId, levels: entry.levels };
    await noteLevelReached(db, entry.userId, programme, before, after.get(account) ?? before);
  }
  await noteQuestRounds(db, added, new Date());
  return new Set(added.map((entry) => entry.key)).size;
}

async function takeBackStakePoints(
  db: Db,
  player: { userId: number; provider: string },
  rollbackTransactionId: string,
  stakeTransactionId: string,
) {
  const earned = await repository.stakeEntries(
    db,
    player.userId,
    stakeKey(player.provider, stakeTransactionId),
  );
  for (const entry of earned) {
    await db.transaction().execute(async (trx) => {
      const account = { userId: player.userId, programmeId: entry.programme_id };
      const points = Math.min(
        entry.delta,
        await repository.lockedPoints(trx, account.userId, account.programmeId),
      );
      if (points <= 0) return;
      const appended = await repository.insertEntry(trx, {
        ...account,
        delta: -points,
        reason: 'stake_rollback',
        key: `rollback:${player.provider}:${rollbackTransactionId}`,
      });
      if (appended) await repository.takePoints(trx, account, points, points);
    });
  }
}

function characterView(row: repository.CharacterRow, locale: string): LoyaltyCharacter {
  return {
    id: row.id,
    name: (row.texts[locale] ?? Object.values(row.texts)[0])?.name ?? '',
    picture: row.picture,
  };
}

/** The player's chosen character in `locale`, or null: what the account info shows in the header. */
export async function selectedCharacter(
  db: DbOrTrx,
  userId: number,
  locale: string,
): Promise<LoyaltyCharacter | null> {
  const row = await repository.playerCharacter(db, userId);
  return row ? characterView(row, locale) : null;
}

/** `loyalty.getcharacters` (spec §3 Loyalty characters: items, offset, limit, total). */
export async function charactersView(
  db: Db,
  request: { limit: number; offset: number; locale: string },
): Promise<{ items: LoyaltyCharacter[]; offset: number; limit: number; total: number }> {
  const [rows, total] = await Promise.all([
    repository.characters(db, request),
    repository.characterCount(db),
  ]);
  return {
    items: rows.map((row) => characterView(row, request.locale)),
    offset: request.offset,
    limit: request.limit,
    total,
  };
}

/** Whether `id` names a character players may pick (registration checks it before its transaction). */
export async function isCharacter(db: DbOrTrx, id: number): Promise<boolean> {
  return (await repository.findCharacter(db, id)) !== undefined;
}

function characterNotFound(): ApiError {
  return new ApiError('InvalidParameterException', 'Unknown character', {
    invalidParameters: { id: 'Unknown character' },
    errorData: { id: ['NOT_FOUND'] },
  });
}

/**
 * `loyalty.setcharacter`, and registration's `character_id` (inside its transaction): the character
 * must be one the content offers.
 */
export async function setCharacter(db: DbOrTrx, userId: number, characterId: number): Promise<void> {
  if (!(await isCharacter(db, characterId))) throw characterNotFound();
  await repository.setPlayerCharacter(db, userId, characterId);
}

/** How many notices one request hands out at most; the rest come with the next. */
const NOTICES_LIMIT = 20;

/** `loyalty.getnotifications`: the notices not yet handed out, each once (decision 0037). */
export async function takeNotices(
  db: Db,
  request: { userId: number; locale: string },
): Promise<{ items: LoyaltyNotice[] }> {
  const rows = await repository.takeUnseenNotices(db, request.userId, NOTICES_LIMIT);
  return {
    items: rows.map((row) => {
      const texts = row.programme_texts
        ? (row.programme_texts[request.locale] ?? Object.values(row.programme_texts)[0])
        : undefined;
      return {
        id: row.id,
        trigger: row.trigger,
        amount: row.amount,
        type: row.type,
        image: null,
        title:
          row.level !== null
            ? (texts?.levels[row.level] ?? '')
            : ((row.quest_texts?.[request.locale] ?? Object.values(row.quest_texts ?? {})[0])?.title ?? ''),
        message: texts?.title ?? '',
        amountType: row.amount_type === 'level' ? 'level' : 'points',
        created_at: new Date(row.created_at).toISOString(),
      };
    }),
  };
}
