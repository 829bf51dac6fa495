import { trackingContract } from '@casino/shared/contract/tracking.contract';
import { implementActions } from '../../api/implement-actions.ts';
import { assessDevice, recordEvent, recordWebVitals } from './tracking.service.ts';

export const trackingActions = implementActions(trackingContract, {
  'events.handle': async (params, ctx) => {
    await recordEvent(ctx.db, ctx.log, {
      name: params.event_name,
      params: params.event_params,
      locale: ctx.request.locale,
      ip: ctx.request.ip,
      userId: ctx.session.userId,
    });
    return 1 as const;
  },
  'signals.deviceRisk': async (params, ctx) => {
    const risk = await assessDevice(ctx.db, {
      session: params.session,
      payload: params.payload,
      automated: params.automated === true,
      userId: ctx.session.userId,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
    });
    return { risk };
  },
  'signals.webVitals': async (params, ctx) => {
    await recordWebVitals(ctx.db, {
      route: params.route,
      metrics: params.metrics,
      userId: ctx.session.userId,
      ip: ctx.request.ip,
    });
    return 1 as const;
  },
});
