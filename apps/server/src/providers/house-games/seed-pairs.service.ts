import { ApiError } from '@casino/shared/errors/api-error';
import type { Db } from '../../db/schema.ts';
import {
  createSeedPair,
  type PublicSeedPair,
  parseClientSeed,
  randomClientSeed,
  type SeedPair,
} from './fairness/provably-fair.ts';
import * as repo from './house-rounds.repository.ts';

type PairRow = NonNullable<Awaited<ReturnType<typeof repo.findLiveSeedPair>>>;

export function publicPair(row: PairRow): PublicSeedPair {
  return { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce };
}

function pairRow(pair: SeedPair, owner: string, sysname: string) {
  return {
    owner,
    sysname,
    server_seed: pair.serverSeed,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
  };
}

/** The owner's live pair for a game, made on first use (its hash is shown before the first round). */
export async function liveSeedPair(db: Db, owner: string, sysname: string): Promise<PairRow> {
  const existing = await repo.findLiveSeedPair(db, owner, sysname);
  if (existing) return existing;
  await repo.insertSeedPair(db, pairRow(createSeedPair(randomClientSeed()), owner, sysname));
  const created = await repo.findLiveSeedPair(db, owner, sysname);
  if (!created) throw new Error('The seed pair vanished right after it was made');
  return created;
}

/** The player's own client seed, used from the next round on. */
export async function changeClientSeed(db: Db, owner: string, sysname: string, clientSeed: string) {
  const pair = await liveSeedPair(db, owner, sysname);
  await repo.setClientSeed(db, pair.id, parseClientSeed(clientSeed));
  return publicPair({ ...pair, client_seed: clientSeed });
}

/**
 * Ends the live pair and reveals its server seed (so every round played on it can be checked), and
 * starts a new one. Refused while a round on the pair is in play: the seed decides what is still hidden.
 */
export async function rotateSeedPair(
  db: Db,
  owner: string,
  sysname: string,
  nextClientSeed?: string,
  now = new Date(),
) {
  const current = await liveSeedPair(db, owner, sysname);
  const next = createSeedPair(
    nextClientSeed === undefined ? current.client_seed : parseClientSeed(nextClientSeed),
  );
  const revealed = await db.transaction().execute(async (trx) => {
    // Under the pair's lock, which a new round takes too: no round can start on it unseen.
    const locked = await repo.lockLiveSeedPair(trx, owner, sysname);
    if (!locked) throw new ApiError('InvalidRequestException', 'The seeds changed meanwhile; try again');
    if (await repo.hasOpenRoundOnPair(trx, locked.id)) {
      throw new ApiError('InvalidRequestException', 'Finish the round in play before rotating the seeds');
    }
    await repo.revealSeedPair(trx, locked.id, now);
    await repo.insertSeedPair(trx, pairRow(next, owner, sysname));
    return locked;
  });
  const fresh = await liveSeedPair(db, owner, sysname);
  return {
    fairness: publicPair(fresh),
    revealed: {
      serverSeed: revealed.server_seed,
      serverSeedHash: revealed.server_seed_hash,
      clientSeed: revealed.client_seed,
      nonce: revealed.nonce,
    },
  };
}
