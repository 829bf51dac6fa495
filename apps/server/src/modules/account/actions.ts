import { accountContract } from '@casino/shared/contract/account.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { clearSessionCookie, setDeviceCookie, setSessionCookie } from '../../api/session-cookie.ts';
import { grantSportsWelcome } from '../bonuses/betting-bonuses.service.ts';
import { getGeneralInfo, getLocales } from '../content/content.service.ts';
import { recordAttribution } from '../tracking/tracking.service.ts';
import { playerBalances } from '../wallet/wallet.service.ts';
import { changePassword, listSessions, revokeSessions } from './account.service.ts';
import { accountInfoOf } from './account-info.ts';
import { login, register } from './auth.service.ts';
import { deviceKey, issueDeviceToken } from './known-device.ts';
import { registrationCurrency } from './registration-currency.ts';
import { getRegistrationSettings } from './registration-forms.ts';
import { completeRestore, requestRestore } from './restore.service.ts';
import { endSession } from './session.service.ts';
import { registerFromTelegram } from './telegram.service.ts';
import * as users from './users.repository.ts';

function client(ctx: ActionContext) {
  return {
    ip: ctx.request.ip,
    userAgent: ctx.request.userAgent ?? null,
    deviceToken: ctx.request.deviceToken,
  };
}

export const accountActions = implementActions(accountContract, {
  'auth.register': async (params, ctx) => {
    const { locales } = await getLocales(ctx.db, ctx.contentCache);
    // The mini-app sends the player's Telegram language instead of a site locale.
    const requested = params.locale ?? params.language_code?.slice(0, 2);
    const locale =
      requested && locales.some((each) => each.code === requested) ? requested : ctx.request.locale;
    const currency = registrationCurrency(params.currency, await getGeneralInfo(ctx.db, ctx.contentCache));
    const { user, session } = params.is_tg
      ? await registerFromTelegram(
          ctx.db,
          { ...params, locale, currency },
          ctx.config.telegramBotToken,
          client(ctx),
        )
      : await register(
          ctx.db,
          { ...params, password: params.password ?? '', locale, currency },
          client(ctx),
          await getRegistrationSettings(ctx.db, ctx.contentCache, ctx.request.locale),
        );
    setSessionCookie(ctx, session.token);
    setDeviceCookie(ctx, issueDeviceToken(deviceKey(ctx.config.sessionSecret), user.id));
    await recordAttribution(ctx.db, ctx.log, user.id, params);
    // A sports player (is_betting = 1) gets the sports welcome offer (decision 0036); the account is
    // made either way, so a failed grant is logged, never answered.
    await grantSportsWelcome(ctx.db, user, new Date()).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'sports welcome bonus not granted'),
    );
    return accountInfoOf(ctx, user);
  },
  'auth.login': async (params, ctx) => {
    const { user, session, deviceToken } = await login(
      ctx.db,
      params,
      client(ctx),
      deviceKey(ctx.config.sessionSecret),
    );
    if (ctx.session.tokenHash) await endSession(ctx.db, ctx.session.tokenHash);
    setSessionCookie(ctx, session.token);
    setDeviceCookie(ctx, deviceToken);
    return accountInfoOf(ctx, user);
  },
  'auth.restore': async (params, ctx) => {
    if (params.code === undefined && params.password === undefined) {
      await requestRestore(ctx.db, params.login, ctx.request.ip, (error) =>
        ctx.log.error({ err: error }, 'restore code not sent'),
      );
    } else {
      const userId = await completeRestore(ctx.db, {
        login: params.login,
        code: params.code ?? '',
        password: params.password ?? '',
      });
      setDeviceCookie(ctx, issueDeviceToken(deviceKey(ctx.config.sessionSecret), userId));
    }
    return 1 as const;
  },
  'auth.logout': async (_params, ctx) => {
    if (ctx.session.tokenHash) await endSession(ctx.db, ctx.session.tokenHash);
    clearSessionCookie(ctx);
    return 1 as const;
  },
  'account.getInfo': async (_params, ctx) => {
    const user = await currentUser(ctx);
    return accountInfoOf(ctx, user);
  },
  'account.getBalance': async (_params, ctx) => {
    const user = await currentUser(ctx);
    return playerBalances(ctx.db, user.id, user.currency);
  },
  'account.changelocale': async (params, ctx) => {
    const { locales } = await getLocales(ctx.db, ctx.contentCache);
    if (!locales.some((each) => each.code === params.locale)) {
      throw new ApiError('InvalidParameterException', 'Invalid parameters', {
        invalidParameters: { locale: 'Unknown locale' },
      });
    }
    await users.updateUserLocale(ctx.db, (await currentUser(ctx)).id, params.locale);
    return 1 as const;
  },
  'account.changepassword': async (params, ctx) => {
    await changePassword(ctx.db, await currentUser(ctx), params, ctx.session.tokenHash);
    return 1 as const;
  },
  'account.getSessions': async (_params, ctx) =>
    listSessions(ctx.db, (await currentUser(ctx)).id, ctx.session.tokenHash),
  'account.revokeSessions': async (params, ctx) => {
    await revokeSessions(ctx.db, (await currentUser(ctx)).id, ctx.session.tokenHash, params.id);
    return 1 as const;
  },
});
