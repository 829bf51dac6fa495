import { ApiError } from '@casino/shared/errors/api-error';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import { verifyTelegramInitData } from '../../lib/crypto/telegram-init-data.ts';
import type { ClientInfo } from './auth.service.ts';
import { startSession } from './session.service.ts';
import * as users from './users.repository.ts';

/** Telegram recommends refusing initData older than a day; a mini-app reopens with fresh data. */
export const TELEGRAM_INIT_DATA_MAX_AGE_S = 24 * 60 * 60;

export interface TelegramRegistration {
  id?: string | undefined;
  payload?: string | undefined;
  locale: string;
  currency: string;
}

/**
 * Mini-app auto-registration (spec §7): the signed initData is verified against the bot token, and
 * the Telegram user is signed in — registered on first sight, found again afterwards.
 */
export async function registerFromTelegram(
  db: Db,
  input: TelegramRegistration,
  botToken: string | undefined,
  client: ClientInfo,
  now = new Date(),
) {
  if (!botToken)
    throw new ApiError('InvalidRequestException', 'Telegram sign-in is not available on this site');
  await consumeRateLimit(db, RATE_LIMITS.registerByIp, client.ip, now);
  const result = verifyTelegramInitData(input.payload ?? '', botToken, {
    now: now.getTime(),
    maxAgeSeconds: TELEGRAM_INIT_DATA_MAX_AGE_S,
  });
  if (!result.ok || (input.id !== undefined && input.id !== String(result.user.id))) {
    throw new ApiError('AuthorizationException', 'Telegram sign-in could not be verified', {
      errorData: { reason: result.ok ? 'id-mismatch' : result.reason },
    });
  }
  const login = `tg${result.user.id}`;
  return db.transaction().execute(async (trx) => {
    const existing = await users.findUserByLoginOrContact(trx, login);
    if (existing && existing.status !== 'active') {
      throw new ApiError(
        existing.status === 'banned' ? 'UserBannedException' : 'UserDeletedException',
        'Account unavailable',
      );
    }
    const user =
      existing ??
      (await users.insertUser(trx, {
        login,
        password_hash: null,
        fakename: result.user.username ?? null,
        locale: input.locale,
        currency: input.currency,
        country_code: null,
        is_subscribed: false,
        is_betting: false,
        promo_code: null,
        is_registration_completed: true,
        profile: {
          first_name: result.user.firstName,
          ...(result.user.lastName ? { last_name: result.user.lastName } : {}),
        },
      }));
    const session = await startSession(trx, user.id, client, now);
    return { user, session };
  });
}
