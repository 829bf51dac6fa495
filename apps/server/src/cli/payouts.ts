import { commandLineGateway, runPayouts } from './payouts-command.ts';
import { runCommand } from './run-command.ts';

/**
 * `npm run payouts -- list | approve <tx> | decline <tx>`: the operator's decision on withdrawals without
 * the gateway's page. On the embedded database the server must be stopped first (one user at a time).
 */
runCommand(
  (db, config) =>
    runPayouts(process.argv.slice(2), commandLineGateway(db, config), (line) => console.info(line)),
  async (config) =>
    !config.databaseUrl && (await serverAnswers(config.publicUrl))
      ? `The server at ${config.publicUrl} uses the embedded database; stop it first (or decide at /providers/pay/payouts).`
      : null,
);

async function serverAnswers(publicUrl: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/healthz', publicUrl), { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}
