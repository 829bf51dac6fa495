import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AppConfig } from '../apps/server/src/config.ts';
import { openGameSession } from '../apps/server/src/modules/game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../apps/server/src/modules/game-wallet/wallet-client.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchPlayers } from './ledger-bench.ts';
import { fundBenchPlayer } from './wallet-rounds-bench.ts';
const database = await openBenchDatabase();
const handle = database.handle;
const players = await benchPlayers(handle, 2, 'provider_clearing');
for (const p of players) await fundBenchPlayer(handle, p);
const game = await handle.db.selectFrom('games').select('sysname').where('has_jackpot', '=', false).where('is_active', '=', true).limit(1).executeTakeFirstOrThrow();
const s = await openGameSession(handle.db, { userId: players[0]!.userId, sysname: game.sysname, mode: 'real', now: new Date() });
const wallet = houseWalletClient({ db: handle.db, config: { sessionSecret: randomBytes(32).toString('base64url') } as AppConfig });
const log: string[] = [];
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (...args: any[]) { const t = typeof args[0] === 'string' ? args[0] : args[0]?.text; log.push(String(t).replace(/\s+/g, ' ').slice(0, 110)); return (orig as any).apply(this, args); };
for (let i = 0; i < 4; i++) {
  if (i === 3) log.length = 0;
  const round = randomUUID();
  await wallet.bet({ session: s.token, transaction_id: `${round}:bet`, round_id: round, amount: 100 });
  await wallet.win({ session: s.token, transaction_id: `${round}:win`, round_id: round, amount: 100 });
}
await new Promise((r) => setTimeout(r, 400));
console.log(log.join('\n'));
(pg.Client.prototype as any).query = orig;
await database.close();
