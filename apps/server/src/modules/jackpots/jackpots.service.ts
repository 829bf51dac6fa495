import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currencyCodeSchema } from '@casino/shared/money/currency-schema';
import {
  MAX_MINOR_UNITS,
  type MinorUnits,
  minorUnits,
  negateMinor,
  sumMinor,
  toMajor,
} from '@casino/shared/money/minor-units';
import { z } from 'zod';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { type Leg, postTransaction } from '../wallet/ledger.service.ts';
import { jackpotPoolAccount, jackpotPoolShards, systemAccount } from '../wallet/ledger-accounts.service.ts';
import {
  addPoolCurrency,
  insertJackpotIfMissing,
  insertWin,
  listJackpots,
  lockedBalances,
  lockJackpot,
  poolAmounts,
  recentWins,
  rotateSeed,
} from './jackpots.repository.ts';

const definitionsSchema = z.object({
  jackpots: z.array(
    z.object({
      id: z.number().int().min(1).max(2000),
      sysname: z.string().min(1),
      name: z.string().min(1),
      /** A pool per currency, each seeded with this many minor units of it (decision 0061). */
      seedAmounts: z
        .record(currencyCodeSchema(), z.number().int().positive().max(MAX_MINOR_UNITS))
        .refine((amounts) => Object.keys(amounts).length > 0, 'A jackpot needs a pool in some currency'),
      contributionBp: z.number().int().min(1).max(1000),
      oddsPerUnit: z.number().int().positive(),
    }),
  ),
});

function newSeed() {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

interface PoolSeed {
  currency: string;
  amount: MinorUnits;
  /** The pool's first shard and the house of its currency, resolved before the transaction opens. */
  pool: number;
  house: number;
}

/** The pools a jackpot lists, with the accounts their seeds move between. */
async function poolSeeds(db: Db, jackpotId: number, amounts: Record<string, number>): Promise<PoolSeed[]> {
  return Promise.all(
    Object.entries(amounts).map(async ([currency, amount]) => ({
      currency,
      amount: minorUnits(amount),
      pool: await jackpotPoolAccount(db, jackpotId, currency, 0),
      house: await systemAccount(db, 'house', currency, 0),
    })),
  );
}

/** Funds a pool with its seed from the house of its currency, once (the key names the pool). */
async function seedPool(trx: Trx, jackpotId: number, seed: PoolSeed) {
  await postTransaction(trx, {
    kind: 'jackpot_seed',
    idempotencyKey: `jackpot-seed:${jackpotId}:${seed.currency}:initial`,
    reference: `jackpot:${jackpotId}`,
    legs: [
      { accountId: seed.pool, amount: seed.amount },
      { accountId: seed.house, amount: negateMinor(seed.amount) },
    ],
  });
}

/**
 * Creates the jackpots of `content/jackpots.json` that do not exist yet, and the pools of currencies a
 * jackpot lists that it has none in yet, each funded with its seed from the house. Safe to run on every
 * start: the jackpots domain's seed step. Answers whether it created any.
 */
export async function seedJackpots(db: Db, contentDir: string): Promise<boolean> {
  const file = JSON.parse(readFileSync(path.join(contentDir, 'jackpots.json'), 'utf8'));
  const { jackpots } = definitionsSchema.parse(file);
  // On a later start every jackpot and pool is there already: one read instead of a round of statements.
  const existing = new Map((await listJackpots(db)).map((row) => [row.id, row]));
  let seeded = false;
  for (const [position, jackpot] of jackpots.entries()) {
    const row = existing.get(jackpot.id);
    const missing = Object.fromEntries(
      Object.entries(jackpot.seedAmounts).filter(
        ([currency]) => !row || !Object.hasOwn(row.seed_amounts, currency),
      ),
    );
    if (Object.keys(missing).length === 0) continue;
    const seeds = await poolSeeds(db, jackpot.id, missing);
    if (!row) {
      const seed = newSeed();
      await db.transaction().execute(async (trx) => {
        const created = await insertJackpotIfMissing(trx, {
          id: jackpot.id,
          sysname: jackpot.sysname,
          name: jackpot.name,
          seed_amounts: JSON.stringify(jackpot.seedAmounts),
          contribution_bp: jackpot.contributionBp,
          odds_per_unit: jackpot.oddsPerUnit,
          server_seed: seed.serverSeed,
          server_seed_hash: seed.serverSeedHash,
          position,
        });
        if (!created) return;
        seeded = true;
        for (const pool of seeds) await seedPool(trx, jackpot.id, pool);
      });
      continue;
    }
    // A currency the jackpot did not have a pool in before: its pool opens with its seed.
    for (const pool of seeds) {
      await db.transaction().execute(async (trx) => {
        if (!(await addPoolCurrency(trx, jackpot.id, pool.currency, pool.amount))) return;
        seeded = true;
        await seedPool(trx, jackpot.id, pool);
      });
    }
  }
  return seeded;
}

/** The jackpots a real bet takes part in, with the pool shard its contribution goes to. */
export interface JackpotStake {
  jackpotId: number;
  contribution: MinorUnits;
  poolAccount: number;
  /** Every shard of the pool, resolved before the money transaction opens (for a payout). */
  shards: number[];
  houseAccount: number;
  seedAmount: MinorUnits;
}

/**
 * Resolved on the database before the bet's transaction (see ledger-accounts.service.ts). Every game takes part
 * in every jackpot with a pool in its currency, and feeds that pool; a contribution rounds down to whole
 * minor units.
 */
export async function jackpotStakes(
  db: Db,
  bet: { userId: number; currency: string; amount: number },
): Promise<JackpotStake[]> {
  const jackpots = (await cachedJackpots(db)).filter((jackpot) =>
    Object.hasOwn(jackpot.seed_amounts, bet.currency),
  );
  return Promise.all(
    jackpots.map(async (jackpot) => ({
      jackpotId: jackpot.id,
      contribution: minorUnits(Math.floor((bet.amount * jackpot.contribution_bp) / 10_000)),
      poolAccount: await jackpotPoolAccount(db, jackpot.id, bet.currency, bet.userId),
      shards: await jackpotPoolShards(db, jackpot.id, bet.currency),
      houseAccount: await systemAccount(db, 'house', bet.currency, bet.userId),
      seedAmount: minorUnits(Number(jackpot.seed_amounts[bet.currency])),
    })),
  );
}

const JACKPOT_CACHE_MS = 10_000;
const jackpotCache = new WeakMap<Db, { at: number; rows: Awaited<ReturnType<typeof listJackpots>> }>();

async function cachedJackpots(db: Db) {
  const cached = jackpotCache.get(db);
  if (cached && Date.now() - cached.at < JACKPOT_CACHE_MS) return cached.rows;
  const rows = await listJackpots(db);
  jackpotCache.set(db, { at: Date.now(), rows });
  return rows;
}

/** The legs that move each contribution from the game provider's clearing into the pools. */
export function contributionLegs(stakes: JackpotStake[]): Leg[] {
  return stakes
    .filter((stake) => stake.contribution > 0)
    .map((stake) => ({ accountId: stake.poolAccount, amount: stake.contribution }));
}

/**
 * The draw: HMAC-SHA256(server seed, input) read as a number in [0, 1). The seed's hash is public before
 * any bet; the seed is revealed with each win, so every win can be recomputed.
 */
export function drawValue(serverSeed: string, input: string): number {
  const digest = createHmac('sha256', serverSeed).update(input).digest();
  // 52 bits fit a double exactly.
  return (digest.readUIntBE(0, 6) * 16 + ((digest[6] as number) >> 4)) / 2 ** 52;
}

/**
 * A bet of `amount` minor units of `currency` wins with probability (amount in units) / (odds per unit
 * staked): 1.00 USDT has the chance of 1.00 USD, never ten thousand times it.
 */
export function winProbability(amount: number, oddsPerUnit: number, currency: string): number {
  return Math.min(1, toMajor(amount, currency) / oddsPerUnit);
}

function isWin(
  jackpot: { server_seed: string; odds_per_unit: number },
  bet: { amount: number; currency: string; drawInput: string },
) {
  return (
    drawValue(jackpot.server_seed, bet.drawInput) <
    winProbability(bet.amount, jackpot.odds_per_unit, bet.currency)
  );
}

export interface JackpotWin {
  jackpotId: number;
  amount: number;
}

/**
 * Draws every jackpot the bet took part in, inside the bet's transaction; a winner is paid the whole
 * pool at once and the pool is re-seeded from the house.
 */
export async function drawJackpots(
  trx: Trx,
  bet: {
    stakes: JackpotStake[];
    userId: number;
    mainAccount: number;
    currency: string;
    amount: number;
    sysname: string;
    drawInput: string;
  },
): Promise<JackpotWin[]> {
  const wins: JackpotWin[] = [];
  if (bet.stakes.length === 0) return wins;
  const current = new Map((await listJackpots(trx)).map((jackpot) => [jackpot.id, jackpot]));
  for (const stake of bet.stakes) {
    const seen = current.get(stake.jackpotId);
    if (!seen || !isWin(seen, bet)) continue;
    // Only a winning draw takes the row lock, and draws again: a concurrent winner may have rotated the
    // seed a moment ago, and each win must be drawn against the seed that was public before it.
    const jackpot = await lockJackpot(trx, stake.jackpotId);
    if (!isWin(jackpot, bet)) continue;
    const balances = await lockedBalances(trx, stake.shards);
    const legs: Leg[] = balances
      .filter((shard) => shard.balance > 0)
      .map((shard) => ({ accountId: shard.id, amount: negateMinor(minorUnits(shard.balance)) }));
    const total = negateMinor(sumMinor(legs.map((leg) => leg.amount)));
    if (total === 0) continue;
    const payout = await postTransaction(trx, {
      kind: 'jackpot_win',
      idempotencyKey: `jackpot-win:${stake.jackpotId}:${bet.drawInput}`,
      userId: bet.userId,
      reference: `jackpot:${stake.jackpotId}`,
      metadata: { sysname: bet.sysname },
      legs: [...legs, { accountId: bet.mainAccount, amount: total }],
    });
    await postTransaction(trx, {
      kind: 'jackpot_seed',
      idempotencyKey: `jackpot-seed:${stake.jackpotId}:${bet.drawInput}`,
      reference: `jackpot:${stake.jackpotId}`,
      legs: [
        { accountId: stake.poolAccount, amount: stake.seedAmount },
        { accountId: stake.houseAccount, amount: negateMinor(stake.seedAmount) },
      ],
    });
    await insertWin(trx, {
      jackpot_id: stake.jackpotId,
      user_id: bet.userId,
      sysname: bet.sysname,
      amount: total,
      currency: bet.currency,
      server_seed: jackpot.server_seed,
      server_seed_hash: jackpot.server_seed_hash,
      draw_input: `${stake.jackpotId}:${bet.drawInput}`,
      ledger_transaction_id: payout.transactionId,
    });
    const next = newSeed();
    await rotateSeed(trx, stake.jackpotId, next.serverSeed, next.serverSeedHash);
    wins.push({ jackpotId: stake.jackpotId, amount: total });
  }
  return wins;
}

export interface JackpotView {
  id: number;
  sysname: string;
  name: string;
  amount: MinorUnits;
  currency: string;
  seed_amount: MinorUnits;
  contribution_percent: number;
  server_seed_hash: string;
}

/** The jackpots with a pool in `currency`, each with that pool: no amount is ever converted. */
export async function jackpotsView(db: DbOrTrx, currency: string): Promise<JackpotView[]> {
  const [jackpots, pools] = await Promise.all([listJackpots(db), poolAmounts(db)]);
  return jackpots
    .filter((jackpot) => Object.hasOwn(jackpot.seed_amounts, currency))
    .map((jackpot) => ({
      id: jackpot.id,
      sysname: jackpot.sysname,
      name: jackpot.name,
      amount: pools.get(`${jackpot.id}:${currency}`) ?? minorUnits(0),
      currency,
      seed_amount: minorUnits(Number(jackpot.seed_amounts[currency])),
      // not money: basis points as a percentage
      contribution_percent: jackpot.contribution_bp / 100,
      server_seed_hash: jackpot.server_seed_hash,
    }));
}

/** Players are shown by their public nickname, or a login with most of it hidden. */
export function publicName(login: string, fakename: string | null): string {
  if (fakename) return fakename;
  const visible = login.split('@')[0]?.slice(0, 2) ?? '';
  return `${visible}***`;
}

export async function jackpotWinners(db: DbOrTrx, options: { jackpotId?: number; count: number }) {
  const rows = await recentWins(db, options);
  return rows.map((row) => ({
    id: row.id,
    jackpot_id: row.jackpot_id,
    jackpot_name: row.jackpot_name,
    player: publicName(row.login, row.fakename),
    game: row.sysname,
    amount: row.amount,
    currency: row.currency,
    won_at: row.won_at.toISOString(),
    fairness: {
      server_seed: row.server_seed,
      server_seed_hash: row.server_seed_hash,
      draw_input: row.draw_input.slice(row.draw_input.indexOf(':') + 1),
    },
  }));
}
