import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../db/schema.ts';
import type { TournamentPrize, TournamentScoring } from '../db/tables/tournaments.table.ts';
import { openGameSession } from '../modules/game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../modules/game-wallet/wallet-client.ts';
import { testConfig } from './test-app.ts';

let sequence = 1000;

/** A tournament row straight in the database (content normally loads them); answers its id. */
export async function insertTournament(
  db: Db,
  options: {
    startsAt?: Date;
    endsAt?: Date;
    scoring?: TournamentScoring;
    minStake?: number;
    games?: string[];
    optIn?: boolean;
    prizes?: TournamentPrize[];
  } = {},
): Promise<number> {
  sequence += 1;
  const id = sequence;
  await db
    .insertInto('tournaments')
    .values({
      id,
      starts_at: options.startsAt ?? new Date(Date.now() - 3_600_000),
      ends_at: options.endsAt ?? new Date(Date.now() + 3_600_000),
      currency: 'USD',
      scoring: JSON.stringify(options.scoring ?? { rule: 'total_win' }),
      min_stake: minorUnits(options.minStake ?? 0),
      games: options.games ?? [],
      category: null,
      opt_in: options.optIn ?? false,
      prizes: JSON.stringify(options.prizes ?? [1000, 500]),
      image: '/images/banners/tournament.svg',
      position: id,
      texts: JSON.stringify({ en: { title: `Tournament ${id}`, description: 'Test', rules: 'Rules' } }),
    })
    .execute();
  return id;
}

/** Plays one closed real round (bet, then a win that closes it) of `sysname` for a funded player. */
export async function playRound(
  db: Db,
  player: { userId: number; sysname: string },
  round: { bet: number; win: number },
): Promise<{ roundId: string; token: string }> {
  const session = await openGameSession(db, {
    userId: player.userId,
    sysname: player.sysname,
    mode: 'real',
    now: new Date(),
  });
  const wallet = houseWalletClient({ db, config: testConfig });
  const roundId = randomUUID();
  const bet = await wallet.bet({
    session: session.token,
    transaction_id: `${roundId}:bet`,
    round_id: roundId,
    amount: round.bet,
  });
  if (bet.status !== 'ok') throw new Error(`bet refused: ${bet.code}`);
  const win = await wallet.win({
    session: session.token,
    transaction_id: `${roundId}:win`,
    round_id: roundId,
    amount: round.win,
  });
  if (win.status !== 'ok') throw new Error(`win refused: ${win.code}`);
  return { roundId, token: session.token };
}
