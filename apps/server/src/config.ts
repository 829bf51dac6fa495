import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  MAX_HUNDREDTHS,
  MAX_MINOR_UNITS,
  type MinorUnits,
  minorUnits,
} from '@casino/shared/money/minor-units';
import type { ChatProvider } from '@casino/shared/support/chat-constants';
import { z } from 'zod';
import { deriveSecret } from './lib/body-signature.ts';
import type { S3Settings } from './lib/file-store/file-store.ts';
import { repoRoot } from './repo-paths.ts';

/**
 * The demo's sportsbook seed. It is in the repository, so anyone can run the feed with it and know
 * every match's result before kick-off: only a demo may play on it (issue 13, item 1).
 */
export const DEMO_SPORTSBOOK_SEED = 'aurora-sportsbook';
/** A seed outside demo mode is a secret: short ones could be found by trying them against the fixtures. */
const MIN_SPORTSBOOK_SEED_LENGTH = 32;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MAINTENANCE_MODE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]{20,}$/, 'must be a bot token as BotFather gives it, e.g. 123456:ABC-DEF…')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  // An S3-compatible bucket for uploaded files (identity documents, chat attachments); all four or none.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, . and -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .default('us-east-1'),
  // The least break, in minutes, after a session time limit ended a play session (decision 0045).
  SESSION_LIMIT_BREAK_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(30),
  OUTBOX_PAGE: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  BENCH_ROUTES: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  DEMO_MODE: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  DEMO_PAY_OUTAGE: z.enum(['none', 'unavailable', 'failing']).default('none'),
  SPORTSBOOK_TEST_CLOCK: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  OPERATOR_PASSWORD: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FORMS_FRAME_ANCESTORS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/[^/\s;,']+$/, 'must be a comma-separated list of http(s) origins'),
      ),
    ),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context): false | string[] => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length === 0) return false;
      const invalid = entries.filter((entry) => !isTrustedProxyEntry(entry));
      if (invalid.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `must be comma-separated addresses/CIDRs, loopback, linklocal or uniquelocal (not ${invalid.join(', ')})`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  RECOVERY_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  BACKOFFICE_APPROVAL_THRESHOLD: z.coerce.number().int().min(0).max(MAX_MINOR_UNITS).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SPORTSBOOK_SEED: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SPORTSBOOK_MARGIN: z.coerce.number().min(0).max(0.5).default(0.05),
  // Hundredths of a unit of each bet's currency (decision 0061): exact in every currency's units.
  SPORTSBOOK_MAX_PAYOUT: z.coerce.number().int().min(1).max(MAX_HUNDREDTHS).default(50_000_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, e.g. Name <user@host>')
    .default('Aurora Casino <no-reply@localhost>'),
  // Where Support.sendFeedback messages go.
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+$/, 'must be an address, e.g. support@example.com')
    .default('support@localhost'),
  // The chat the site loads (decision 0032): the built-in one, a vendor's widget, or none.
  SUPPORT_CHAT_PROVIDER: z
    .enum(['builtin', 'jivo', 'livetex', 'verbox', 'fresh-chat', 'none'])
    .default('builtin'),
  // The vendor's id of this site: Jivo's widget id, LiveTex's or Verbox's site id, fresh-chat's token.
  SUPPORT_CHAT_ID: z
    .string()
    .regex(/^[\w.-]{1,200}$/, 'must be the id the vendor gave (letters, digits, . _ -)')
    .optional(),
  // fresh-chat only: the widget's host, e.g. https://wchat.freshchat.com.
  SUPPORT_CHAT_HOST: z.url({ protocol: /^https$/ }).optional(),
  // The device-fingerprint agent the site loads when content's is_seon_enabled is on (decision 0052):
  // the vendor's script address; without it the built-in stand-in served by this app.
  DEVICE_FINGERPRINT_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  SPORTSBOOK_MIN_STAKE: z.coerce.number().int().min(1).default(10),
  SPORTSBOOK_MAX_STAKE: z.coerce.number().int().min(1).max(MAX_HUNDREDTHS).default(1_000_000),
  SPORTSBOOK_LIVE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each process may hold to PostgreSQL (the pool's max). */
  databasePoolSize: number;
  /**
   * Proxies whose X-Forwarded-For (and -Proto, -Host) are believed, as addresses/CIDRs (or proxy-addr's
   * loopback/linklocal/uniquelocal). false trusts nobody: the client is the connection's peer. A hop
   * count is not offered: it cannot tell a proxy from a client that writes the header itself.
   */
  trustProxy: false | string[];
  publicUrl: string;
  sessionSecret: string;
  logLevel: string;
  /** Operator switch: the site shows the maintenance page and the API answers ApplicationDisabled. */
  maintenanceMode: boolean;
  /** Origins allowed to embed /forms/* in a frame. */
  formsFrameAncestors: string[];
  /** Where email is delivered; without it messages stay stored in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every email. */
  smtpFrom: string;
  supportEmail: string;
  /** The chat the site loads, with the vendor's id (and host) when it is a vendor's. */
  supportChat: { provider: ChatProvider | 'none'; id: string | undefined; host: string | undefined };
  /** A vendor's device-fingerprint agent; undefined: the built-in stand-in (decision 0052). */
  deviceFingerprintScript: string | undefined;
  /** Verifies Telegram mini-app sign-ins; without it the mini-app registration is refused. */
  telegramBotToken: string | undefined;
  /** Serve /dev/outbox: on in development, otherwise only when asked for (it shows everyone's codes). */
  outboxPage: boolean;
  /**
   * The built-in stand-ins that move money or identity (pay gateway, demo identity provider, see
   * providers/demo-stand-ins.ts) are served: on for the embedded demo, off with DATABASE_URL unless asked for.
   */
  demoMode: boolean;
  /** The operator pages' password (HTTP Basic, user `operator`); without it no operator page answers. */
  operatorPassword: string | undefined;
  /** This start generated the operator password into DATA_DIR: it is printed once, at this start. */
  operatorPasswordCreated: boolean;
  /**
   * Serve `/bench/floor`, the route `npm run bench` measures every endpoint against (the framework's own
   * cost of an answer); only the bench's server process turns it on.
   */
  benchRoutes: boolean;
  /** Multiplies every auth rate limit (test runs that sign up many players from one address). */
  rateLimitScale: number;
  /** The bucket uploaded files go to; undefined: files under DATA_DIR. */
  s3: S3Settings | undefined;
  /** Minutes a player waits after a session time limit ended a play session. */
  sessionLimitBreakMinutes: number;
  /**
   * How old a game round or withdrawal step left half done must be before it is taken for the work of a
   * dead process and recovered (decision 0012).
   */
  recoveryGraceMs: number;
  /**
   * The sportsbook feed: its seed (the same seed, the same fixtures and matches: secret outside demo
   * mode), margin and payout cap;
   * and the bet limits, in minor units.
   */
  sportsbook: SportsbookSettings;
  /** The demo's sportsbook fast-forward (/providers/sportsbook/clock); refused outside DEMO_MODE. */
  sportsbookTestClock: boolean;
  /**
   * The built-in pay gateway plays an outage: unreachable (`unavailable`) or answering errors (`failing`);
   * refused outside DEMO_MODE (decision 0054).
   */
  demoPayOutage: 'none' | 'unavailable' | 'failing';
  /** A back-office balance adjustment larger than this (minor units, either way) needs a second approver. */
  backofficeApprovalThreshold: MinorUnits;
}

export interface SportsbookSettings {
  seed: string;
  margin: number;
  /**
   * The most a bet pays; least stake per line, and most total stake of a bet. All three in hundredths of
   * a unit of the bet's currency, scaled by `bookLimitsIn` (decision 0061).
   */
  maxPayout: MinorUnits;
  minStake: MinorUnits;
  maxStake: MinorUnits;
  /** How long a bet with a live selection is held before its prices are checked again. */
  liveDelayMs: number;
}

/** Thrown with every problem of the environment at once, so a misconfigured start says all it needs. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const chat = values.SUPPORT_CHAT_PROVIDER;
  if (chat !== 'builtin' && chat !== 'none' && !values.SUPPORT_CHAT_ID) {
    throw new ConfigError(
      `Invalid configuration:\n  SUPPORT_CHAT_ID: required for SUPPORT_CHAT_PROVIDER=${chat}`,
    );
  }
  if (chat === 'fresh-chat' && !values.SUPPORT_CHAT_HOST) {
    throw new ConfigError(
      'Invalid configuration:\n  SUPPORT_CHAT_HOST: required for SUPPORT_CHAT_PROVIDER=fresh-chat',
    );
  }
  const s3Values = [
    values.S3_ENDPOINT,
    values.S3_BUCKET,
    values.S3_ACCESS_KEY_ID,
    values.S3_SECRET_ACCESS_KEY,
  ];
  if (s3Values.some((value) => value !== undefined) && s3Values.some((value) => value === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four to store files in a bucket, or none',
    );
  }
  const dataDir = path.resolve(repoRoot, values.DATA_DIR);
  // A deployment names its database; only the zero-setup embedded demo gets the stand-ins by default.
  const demoMode = values.DEMO_MODE ?? values.DATABASE_URL === undefined;
  const operator =
    values.OPERATOR_PASSWORD !== undefined
      ? { secret: values.OPERATOR_PASSWORD, created: false }
      : demoMode
        ? readOrCreateSecret(dataDir, 'operator-password')
        : undefined;
  const sessionSecret = values.SESSION_SECRET ?? readOrCreateSecret(dataDir, 'session-secret').secret;
  const seed = values.SPORTSBOOK_SEED;
  if (
    !demoMode &&
    seed !== undefined &&
    (seed === DEMO_SPORTSBOOK_SEED || seed.length < MIN_SPORTSBOOK_SEED_LENGTH)
  ) {
    throw new ConfigError(
      `Invalid configuration:\n  SPORTSBOOK_SEED: outside DEMO_MODE must be a secret of at least ${MIN_SPORTSBOOK_SEED_LENGTH} characters, not the demo's (whoever knows it knows every result)`,
    );
  }
  if (values.SPORTSBOOK_TEST_CLOCK && !demoMode) {
    throw new ConfigError(
      "Invalid configuration:\n  SPORTSBOOK_TEST_CLOCK: only with DEMO_MODE (it moves every player's sportsbook feed)",
    );
  }
  if (values.DEMO_PAY_OUTAGE !== 'none' && !demoMode) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_PAY_OUTAGE: only with DEMO_MODE (it plays an outage of the built-in pay gateway)',
    );
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    trustProxy: values.TRUST_PROXY,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    sessionSecret,
    logLevel: values.LOG_LEVEL,
    formsFrameAncestors: values.FORMS_FRAME_ANCESTORS,
    maintenanceMode: values.MAINTENANCE_MODE,
    smtpUrl: values.SMTP_URL,
    smtpFrom: values.SMTP_FROM,
    supportEmail: values.SUPPORT_EMAIL.toLowerCase(),
    supportChat: {
      provider: values.SUPPORT_CHAT_PROVIDER,
      id: values.SUPPORT_CHAT_ID,
      host: values.SUPPORT_CHAT_HOST?.replace(/\/$/, ''),
    },
    deviceFingerprintScript: values.DEVICE_FINGERPRINT_SCRIPT_URL,
    telegramBotToken: values.TELEGRAM_BOT_TOKEN,
    outboxPage: values.OUTBOX_PAGE ?? values.NODE_ENV === 'development',
    demoMode,
    demoPayOutage: values.DEMO_PAY_OUTAGE,
    operatorPassword: operator?.secret,
    operatorPasswordCreated: operator?.created ?? false,
    rateLimitScale: values.RATE_LIMIT_SCALE,
    sessionLimitBreakMinutes: values.SESSION_LIMIT_BREAK_MINUTES,
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT,
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    benchRoutes: values.BENCH_ROUTES,
    sportsbookTestClock: values.SPORTSBOOK_TEST_CLOCK,
    recoveryGraceMs: values.RECOVERY_GRACE_SECONDS * 1000,
    backofficeApprovalThreshold: minorUnits(values.BACKOFFICE_APPROVAL_THRESHOLD),
    sportsbook: {
      // Outside demo mode an unset seed is derived from the session secret, which every process of a
      // deployment shares and nobody outside knows; the demo plays the public one.
      seed: seed ?? (demoMode ? DEMO_SPORTSBOOK_SEED : deriveSecret(sessionSecret, 'sportsbook-seed')),
      margin: values.SPORTSBOOK_MARGIN,
      maxPayout: minorUnits(values.SPORTSBOOK_MAX_PAYOUT),
      minStake: minorUnits(values.SPORTSBOOK_MIN_STAKE),
      maxStake: minorUnits(values.SPORTSBOOK_MAX_STAKE),
      liveDelayMs: values.SPORTSBOOK_LIVE_DELAY_MS,
    },
  };
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedProxyEntry(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Keeps a generated secret in DATA_DIR so it survives restarts without any setup. */
function readOrCreateSecret(dataDir: string, name: string): { secret: string; created: boolean } {
  const file = path.join(dataDir, name);
  const existing = () => ({ secret: readFileSync(file, 'utf8').trim(), created: false });
  if (existsSync(file)) return existing();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, created: true };
  } catch (error) {
    // Another process starting at the same moment wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return existing();
    throw error;
  }
}
