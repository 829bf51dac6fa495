import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, DEMO_SPORTSBOOK_SEED, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createContentCache } from './modules/content/content.service.ts';
import { OPERATOR_USER } from './modules/operator/operator-auth.ts';
import { DEMO_ADMIN_FILE, ensureDemoAdmin, type FirstAdmin } from './modules/staff/staff.service.ts';
import { DEMO_STAND_INS } from './providers/demo-stand-ins.ts';
import { contentDir } from './repo-paths.ts';
import { seedDatabase } from './seed-database.ts';

/**
 * Starts one server process from the environment's configuration: migrates, seeds a first start, serves
 * until SIGTERM/SIGINT. `web: false` serves everything but the player site (no web build needed).
 */
export async function startServer(options: { web: boolean }): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, contentDir, { onlyIfEmpty: true });
  const demoAdmin = config.demoMode ? await ensureDemoAdmin(database.db, config.dataDir) : undefined;

  const app = await buildApp(
    { config, db: database.db, contentCache: createContentCache(), listen: database.listen },
    { logger: { level: config.logLevel }, web: options.web },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (config.demoMode) warnDemoMode(config, app.log, demoAdmin);
  app.log.info(
    { url: config.publicUrl, database: database.kind, bootMs: Date.now() - started },
    `serving on ${config.publicUrl}`,
  );
}

/** Loud on purpose: in demo mode anyone can pay in without paying and sign in as anyone. */
function warnDemoMode(config: AppConfig, log: FastifyBaseLogger, demoAdmin: FirstAdmin | undefined) {
  const passwordFile = path.join(config.dataDir, 'operator-password');
  const adminFile = path.join(config.dataDir, DEMO_ADMIN_FILE);
  const lines = [
    'DEMO MODE: the built-in stand-ins are served, so anyone can deposit without paying and sign in',
    `through the demo identity provider: ${DEMO_STAND_INS.map((standIn) => standIn.name).join('; ')}.`,
    ...(config.sportsbook.seed === DEMO_SPORTSBOOK_SEED
      ? [
          'The sportsbook plays the public demo seed, so its results can be known before kick-off (SPORTSBOOK_SEED).',
        ]
      : []),
    'Every page says it is a demo. Never run a real casino like this: set DEMO_MODE=0 (the default with',
    'DATABASE_URL) and plug in real providers (README, Security).',
    `Operator pages (user "${OPERATOR_USER}"): the password is OPERATOR_PASSWORD or in ${passwordFile}.`,
    `Back-office (${config.publicUrl}/backoffice): the demo admin's e-mail, password and authenticator secret are in ${adminFile}.`,
  ];
  log.warn({ demoMode: true }, lines.join(' '));
  const rule = '!'.repeat(100);
  // The generated password goes to the terminal of the start that made it, never into the log.
  const password = config.operatorPasswordCreated
    ? [`New operator password (printed only now): ${config.operatorPassword}`]
    : [];
  const admin = demoAdmin
    ? [
        `New back-office admin (printed only now): ${demoAdmin.email} / ${demoAdmin.password}`,
        `  authenticator secret ${demoAdmin.totpSecret} (${demoAdmin.otpauthUri})`,
      ]
    : [];
  console.error([rule, ...lines, ...password, ...admin, rule].join('\n'));
}
