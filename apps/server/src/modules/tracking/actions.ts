import { trackingContract } from '@casino/shared/contract/tracking.contract';
import { implementActions } from '../../api/implement-actions.ts';
import { recordEvent } from './tracking.service.ts';

export const trackingActions = implementActions(trackingContract, {
  'events.handle': async (params, ctx) => {
    await recordEvent(ctx.db, ctx.log, {
      name: params.event_name,
      params: params.event_params,
      locale: ctx.request.locale,
      ip: ctx.request.ip,
    });
    return 1 as const;
  },
});
