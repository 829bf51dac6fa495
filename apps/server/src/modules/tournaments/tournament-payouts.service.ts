import { minorUnits, negateMinor } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { grantFreeSpins } from '../free-spins/free-spins.service.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount, tournamentPoolAccount } from '../wallet/ledger-accounts.service.ts';
import { splitPrizes } from './tournament-rules.ts';
import * as repository from './tournaments.repository.ts';

/**
 * Rounds that closed just before the end may still be reported (a provider retries for a while), so a
 * tournament is finished this long after it ends.
 */
const FINISH_GRACE_MS = 60_000;

/** A free-spin prize's pack: one per player and tournament, however often the finish is attempted. */
export function prizePackKey(tournamentId: number): string {
  return `tournament:${tournamentId}`;
}

/**
 * Finishes an ended tournament: pays its prizes once — cash to the players' main balances, free spins
 * as packs (decision 0044). The result row is the claim: of processes finishing at once, one inserts it
 * and pays in the same transaction, the others insert nothing and pay nothing. Every posting carries its
 * own idempotency key as well, and every pack its once-key. The house funds the prize pool with exactly
 * the cash paid out, so the pool ends each tournament at zero. Answers whether this call finished it.
 */
export async function finishTournament(
  db: Db,
  tournament: repository.TournamentRow,
  now: Date,
): Promise<boolean> {
  const standings = await db.transaction().execute((trx) => repository.finalStandings(trx, tournament.id));
  const awards = splitPrizes(tournament.prizes, standings);
  const currency = tournament.currency;
  const [pool, house, mains] = await Promise.all([
    tournamentPoolAccount(db, currency),
    // The house shard is chosen by tournament, as other movements choose it by player.
    systemAccount(db, 'house', currency, tournament.id),
    Promise.all(
      awards.map((award) =>
        award.amount > 0 ? playerAccount(db, award.user_id, 'main', currency) : undefined,
      ),
    ),
  ]);
  const paidTotal = awards.reduce((sum, award) => sum + award.amount, 0);
  return db.transaction().execute(async (trx) => {
    const claimed = await repository.claimFinish(trx, {
      tournamentId: tournament.id,
      now,
      participants: standings.length,
      totalPoints: standings.reduce((sum, standing) => sum + standing.points, 0),
    });
    if (!claimed) return false;
    if (paidTotal > 0) {
      await postTransaction(trx, {
        kind: 'tournament_pool_funding',
        idempotencyKey: `tournament_pool:${tournament.id}`,
        reference: `tournament:${tournament.id}`,
        legs: [
          { accountId: house, amount: negateMinor(minorUnits(paidTotal)) },
          { accountId: pool, amount: minorUnits(paidTotal) },
        ],
      });
    }
    for (const [index, award] of awards.entries()) {
      const main = mains[index];
      const posting =
        award.amount > 0 && main !== undefined
          ? await postTransaction(trx, {
              kind: 'tournament_prize',
              idempotencyKey: `tournament_prize:${tournament.id}:${award.user_id}`,
              userId: award.user_id,
              reference: `tournament:${tournament.id}`,
              metadata: { place: award.place, points: award.points },
              legs: [
                { accountId: pool, amount: negateMinor(minorUnits(award.amount)) },
                { accountId: main, amount: minorUnits(award.amount) },
              ],
            })
          : undefined;
      if (award.freeSpins) {
        await grantFreeSpins(
          trx,
          {
            userId: award.user_id,
            currency,
            onceKey: prizePackKey(tournament.id),
            offerId: null,
            terms: { ...award.freeSpins.terms, count: award.freeSpins.count },
          },
          now,
        );
      }
      await repository.insertPrize(trx, {
        tournament_id: tournament.id,
        user_id: award.user_id,
        place: award.place,
        points: award.points,
        amount: minorUnits(award.amount),
        free_spins: award.freeSpins?.count ?? 0,
        currency,
        ledger_transaction_id: posting?.transactionId ?? null,
      });
    }
    return true;
  });
}

/** The scheduled job: finishes every tournament that ended at least the grace period ago. */
export async function finishDueTournaments(db: Db, now: Date): Promise<number> {
  let finished = 0;
  for (const tournament of await repository.unfinishedEnded(db, new Date(now.getTime() - FINISH_GRACE_MS))) {
    if (await finishTournament(db, tournament, now)) finished += 1;
  }
  return finished;
}
