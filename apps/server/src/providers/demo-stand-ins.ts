import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../api/action-context.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/schema.ts';
import type { FileStore } from '../lib/file-store/file-store.ts';
import type { SocialProvider } from '../modules/account/social-providers.ts';
import type { PaymentProvider } from '../modules/cashier/payment-provider.ts';
import type { VerificationProvider } from '../modules/verification/verification-provider.ts';
import { type CashbackClockWiring, demoCashbackRoutes } from './demo-cashback/demo-cashback-routes.ts';
import { type DemoIdentityWiring, demoIdentityRoutes } from './demo-identity/demo-identity-routes.ts';
import { demoIdentityClient } from './demo-identity/demo-social-provider.ts';
import type { Notify as KycNotify } from './demo-kyc/demo-kyc.service.ts';
import { builtInVerificationProvider } from './demo-kyc/demo-kyc.ts';
import { type KycProviderWiring, kycProviderRoutes } from './demo-kyc/demo-kyc-routes.ts';
import { checkoutSecret } from './demo-pay/checkout-token.ts';
import type { Gateway } from './demo-pay/demo-pay.service.ts';
import { builtInPayGateway } from './demo-pay/demo-pay.ts';
import { type PayGatewayWiring, payGatewayRoutes } from './demo-pay/demo-pay-routes.ts';
import {
  type MovableClock,
  movableClock,
  sportsbookClockRoutes,
} from './demo-sportsbook-clock/sportsbook-clock.ts';

/** What the composition root (third-parties.ts) hands the stand-ins: the platform's side of each. */
export interface StandInWiring {
  payGateway: PayGatewayWiring;
  identity: DemoIdentityWiring;
  cashbackClock: CashbackClockWiring;
  kyc: KycProviderWiring;
}

/**
 * The built-in stand-ins for outside services that move money or identity. Whoever reaches them can
 * pay in without paying or sign in as anyone, so they exist only with DEMO_MODE (decision 0014): their
 * routes are mounted here and nowhere else, and third-parties.ts wires them into the domain seams only
 * through the functions below. A new stand-in (sportsbook feed controls…) is added to this list
 * and, when a domain uses it, handed out by a function here.
 */
export const DEMO_STAND_INS: readonly {
  name: string;
  routes: (app: FastifyInstance, services: AppServices, wiring: StandInWiring) => Promise<void>;
}[] = [
  {
    name: 'Demo Pay gateway (/providers/pay: checkout, payouts)',
    routes: (app, services, wiring) => payGatewayRoutes(app, services, wiring.payGateway),
  },
  {
    name: 'demo identity provider (/oauth/demo: social sign-in)',
    routes: (app, services, wiring) => demoIdentityRoutes(app, services, wiring.identity),
  },
  {
    name: 'cashback clock (/providers/cashback: end the running period for the signed-in player)',
    routes: (app, services, wiring) => demoCashbackRoutes(app, services, wiring.cashbackClock),
  },
  {
    name: 'ID Check verification provider (/providers/kyc: document and selfie upload)',
    routes: (app, services, wiring) => kycProviderRoutes(app, services, wiring.kyc),
  },
  {
    name: 'sportsbook clock (/providers/sportsbook/clock: fast-forward the feed; also needs SPORTSBOOK_TEST_CLOCK=1)',
    routes: (app, services) => sportsbookClockRoutes(app, services),
  },
];

/** Mounts every stand-in's routes with DEMO_MODE; without it their paths answer the 404 envelope. */
export async function demoStandInRoutes(app: FastifyInstance, services: AppServices, wiring: StandInWiring) {
  if (!services.config.demoMode) return;
  for (const standIn of DEMO_STAND_INS) {
    await app.register(async (scope) => standIn.routes(scope, services, wiring));
  }
}

/** `notices`: how the gateway tells the platform of an outcome (the operator's payout decisions). */
export function demoPaymentProvider(
  config: AppConfig,
  db: Db,
  notices: Pick<Gateway, 'secret' | 'notify'>,
): PaymentProvider | undefined {
  return config.demoMode
    ? builtInPayGateway(db, checkoutSecret(config.sessionSecret), notices, config.demoPayOutage)
    : undefined;
}

/** The sportsbook's movable clock: only in DEMO_MODE, and only when SPORTSBOOK_TEST_CLOCK asks for it. */
export function demoSportsbookClock(config: AppConfig): MovableClock | undefined {
  return config.demoMode && config.sportsbookTestClock ? movableClock() : undefined;
}

export function demoSocialProvider(config: AppConfig): SocialProvider | undefined {
  return config.demoMode ? demoIdentityClient : undefined;
}

/** `notices`: how the provider tells the platform of a status (the operator's decisions). */
export function demoVerificationProvider(
  config: AppConfig,
  db: Db,
  files: FileStore,
  notices: { secret: string; notify: KycNotify },
): VerificationProvider | undefined {
  return config.demoMode
    ? builtInVerificationProvider(
        { db, files, secret: notices.secret, notify: notices.notify },
        config.sessionSecret,
      )
    : undefined;
}
