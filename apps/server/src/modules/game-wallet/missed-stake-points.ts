import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import type { Db } from '../../db/schema.ts';
import { earnMissedStakes } from '../loyalty/loyalty.service.ts';
import { acceptedRealBets, walletCallsSince } from './game-wallet.repository.ts';

/**
 * How far back a start looks for bets without their loyalty points. A bet's stake earns a few
 * milliseconds after its answer (decision 0065), so only the stakes a process had queued when it died
 * miss theirs; a restart within this span finds them.
 */
export const MISSED_STAKES_SPAN_MS = 15 * 60_000;
const PAGE = 500;

/**
 * Earns the points of the span's accepted real bets that have none (and are not rolled back), page by
 * page in id order. Answers how many stakes earned.
 */
export async function earnMissedStakePoints(db: Db, now: Date): Promise<number> {
  const { first, last } = await walletCallsSince(db, new Date(now.getTime() - MISSED_STAKES_SPAN_MS));
  if (first === null || last === null) return 0;
  let earned = 0;
  let after = first - 1;
  for (;;) {
    const bets = await acceptedRealBets(db, { after, until: last, limit: PAGE });
    earned += await earnMissedStakes(
      db,
      bets.map((bet) => ({
        userId: bet.user_id,
        sysname: bet.sysname,
        provider: bet.provider,
        transactionId: bet.transaction_id,
        amount: bet.amount,
      })),
    );
    const lastBet = bets.at(-1);
    if (!lastBet || bets.length < PAGE) return earned;
    after = lastBet.id;
  }
}

/** Once per start, in the background: the app serves while it works. */
export async function missedStakePointsAtStart(app: FastifyInstance, services: AppServices) {
  const { db } = services;
  app.addHook('onReady', async () => {
    db.inBackground(
      earnMissedStakePoints(db, new Date()).then(
        (earned) => {
          if (earned > 0)
            app.log.info({ earned }, 'loyalty: stakes a stopped process left without points earned');
        },
        (error: unknown) => app.log.error({ err: error }, 'loyalty: earning missed stake points failed'),
      ),
    );
  });
}
