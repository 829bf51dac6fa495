import {
  cashierPath,
  GAMEHALL_PATH,
  gamePagePath,
  SOCIAL_CALLBACK_PATH,
} from '@casino/shared/routing/site-paths';
import type { FastifyInstance } from 'fastify';
import type { AppServices, CoreServices, ThirdParties } from './api/action-context.ts';
import { diskFileStore } from './lib/file-store/file-store.ts';
import { grantRunningPeriodNow } from './modules/cashback/cashback.service.ts';
import { receiveWebhook } from './modules/cashier/payment-webhook.ts';
import { postWebhook } from './modules/cashier/payment-webhook-routes.ts';
import { webhookSecret } from './modules/cashier/webhook-signature.ts';
import { siteName } from './modules/content/content.service.ts';
import { type GameSiteLinks, houseGamePlatform } from './modules/game-wallet/game-platform.ts';
import { checkUploadedImage, MAX_UPLOAD_BYTES } from './modules/images/uploaded-image.service.ts';
import { operatorOnly } from './modules/operator/operator-auth.ts';
import { createSportsbook } from './modules/sportsbook/sportsbook.service.ts';
import type { VerificationProvider } from './modules/verification/verification-provider.ts';
import {
  receiveVerificationWebhook,
  verificationWebhookSecret,
} from './modules/verification/verification-webhook.ts';
import { postVerificationWebhook } from './modules/verification/verification-webhook-routes.ts';
import {
  demoPaymentProvider,
  demoSocialProvider,
  demoSportsbookClock,
  demoStandInRoutes,
  demoVerificationProvider,
} from './providers/demo-stand-ins.ts';
import { houseGamesRoutes } from './providers/house-games/house-games-routes.ts';
import { s3FileStore } from './providers/s3/s3-file-store.ts';
import { createSmtpTransport } from './providers/smtp/smtp-transport.ts';

/**
 * Where every outside service meets its domain's seam (README, Third parties): each is created here,
 * once per app, and reached through AppServices. Swapping in a real vendor is its adapter (under
 * providers/) and its one line below.
 */
export function wireThirdParties({ config, db }: CoreServices, sportsbookClock?: () => number): ThirdParties {
  const fileStore = config.s3 ? s3FileStore(config.s3) : diskFileStore(config.dataDir);
  // Until an operator configures a network's real adapter, every social service signs in through the
  // demo identity provider (identities stay apart per service); without it, every service is unknown.
  const identity = demoSocialProvider(config);
  // The provider's notices of an operator's decision are applied in this process, as the pay gateway's
  // are: the webhook's signature and replay check run all the same.
  const verificationProvider: VerificationProvider | undefined = demoVerificationProvider(
    config,
    db,
    fileStore,
    {
      secret: verificationWebhookSecret(config.sessionSecret),
      notify: async (body, signature) => {
        await receiveVerificationWebhook({ db, config, verificationProvider }, body, signature);
      },
    },
  );
  // A clock a test passes wins; else the demo's movable one when asked for; else the wall clock.
  const testClock = sportsbookClock ? undefined : demoSportsbookClock(config);
  return {
    // The gateway's notices of an operator's payout decision are applied in this process, as the
    // payouts command does: the webhook's signature is checked all the same.
    paymentProvider: demoPaymentProvider(config, db, {
      secret: webhookSecret(config.sessionSecret),
      notify: async (body, signature) => {
        await receiveWebhook({ db, config }, body, signature);
      },
    }),
    socialProviderFor: () => identity,
    // SMS has no transport: no vendor is chosen yet, so SMS always stays stored.
    emailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.smtpFrom) : undefined,
    // The built-in book stands in for a vendor such as Betby: one per app, so its match cache is shared.
    sportsbook: createSportsbook(config.sportsbook, sportsbookClock ?? testClock?.now ?? Date.now),
    sportsbookTestClock: testClock,
    verificationProvider,
    fileStore,
  };
}

/** Our pages a game provider links to, from the paths module (the house games' sign-in and not-found pages). */
export const gameSiteLinks: GameSiteLinks = { gamePage: gamePagePath, gamehall: GAMEHALL_PATH };

/**
 * The routes game providers and stand-ins bring along, each handed the platform's side of its seam.
 * An aggregator's adapter is registered here beside the house games, with its own GamePlatform.
 */
export async function thirdPartyRoutes(app: FastifyInstance, services: AppServices) {
  await app.register(async (scope) =>
    houseGamesRoutes(scope, services, houseGamePlatform(services, gameSiteLinks)),
  );
  await demoStandInRoutes(app, services, {
    payGateway: {
      webhookSecret: webhookSecret(services.config.sessionSecret),
      notify: postWebhook(app),
      operatorOnly: operatorOnly(services),
      startOverUrl: cashierPath('deposit'),
      merchantName: () => siteName(services.db, services.contentCache, 'en'),
    },
    identity: { callbackPath: SOCIAL_CALLBACK_PATH },
    kyc: {
      webhookSecret: verificationWebhookSecret(services.config.sessionSecret),
      notify: postVerificationWebhook(app),
      checkImage: checkUploadedImage,
      maxUploadBytes: MAX_UPLOAD_BYTES,
    },
    cashbackClock: {
      endRunningPeriod: (userId, now) => grantRunningPeriodNow(services.db, userId, now),
    },
  });
}
