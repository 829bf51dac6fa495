import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Listen } from '../db/pg-listener.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import type { SocialProvider } from '../modules/account/social-providers.ts';
import type { PaymentProvider } from '../modules/cashier/payment-provider.ts';
import type { ContentCache } from '../modules/content/content.service.ts';
import type { Transport } from '../modules/outbox/outbox-transport.ts';
import type { Sportsbook } from '../modules/sportsbook/sportsbook.service.ts';
import type { VerificationProvider } from '../modules/verification/verification-provider.ts';
import type { MovableClock } from '../providers/demo-sportsbook-clock/sportsbook-clock.ts';

/** What a process opens before the app: configuration, database, caches. */
export interface CoreServices {
  config: AppConfig;
  db: Db;
  contentCache: ContentCache;
  /** LISTEN on the database (cross-process events); without it the live channel sends no balance events. */
  listen?: Listen;
}

/**
 * The outside services behind the domains' seams, each created once at start-up (third-parties.ts) and
 * reached only through these fields.
 */
export interface ThirdParties {
  /** Moves the cashier's money; without one the cashier offers no method. */
  paymentProvider: PaymentProvider | undefined;
  /** The identity provider behind a social sign-in service; undefined: the service is unknown. */
  socialProviderFor: (service: string) => SocialProvider | undefined;
  /** Sends the outbox's email; without one email stays stored (the development outbox page). */
  emailTransport: Transport | undefined;
  /** The built-in sportsbook provider: its feed, prices and settlement (decision 0019). */
  sportsbook: Sportsbook;
  /** The sportsbook's fast-forward (DEMO_MODE with SPORTSBOOK_TEST_CLOCK only; e2e settles bets with it). */
  sportsbookTestClock?: MovableClock | undefined;
  /** Checks players' identity documents (KYC); without one the verification actions are unknown. */
  verificationProvider: VerificationProvider | undefined;
  /** Uploaded files (identity documents, chat attachments): an S3-compatible bucket, else DATA_DIR. */
  fileStore: FileStore;
}

/** Long-lived dependencies, created once per app and handed to every action. */
export interface AppServices extends CoreServices, ThirdParties {}

/** What one API call knows about its caller. */
export interface RequestInfo {
  requestId: string;
  /** Host name the request was addressed to (SEO settings are per domain). */
  host: string;
  locale: string;
  ip: string;
  userAgent: string | undefined;
  /** Set when the site runs inside a frame (spec §7 non-strict flag). */
  nonStrict: boolean;
  /** The known-device cookie (sign-in limits, decision 0011). */
  deviceToken?: string | undefined;
}

/** The caller's session as resolved from the cookie, and the cookies the reply must set. */
export interface SessionState {
  userId: number | null;
  tokenHash: string | null;
  /** Set-Cookie values for the reply (sign-in and sign-out change the session cookie). */
  cookies: string[];
  /** The cookie was a session of a player blocked since: a player's action answers UserBannedException. */
  blocked?: boolean;
}

export interface ActionContext extends AppServices {
  request: RequestInfo;
  session: SessionState;
  log: FastifyBaseLogger;
}
