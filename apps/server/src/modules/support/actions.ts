import { supportContract } from '@casino/shared/contract/support.contract';
import { implementActions } from '../../api/implement-actions.ts';
import { sendFeedback } from './feedback.service.ts';

export const supportActions = implementActions(supportContract, {
  'Support.sendFeedback': async (params, ctx) => {
    await sendFeedback(
      ctx.db,
      ctx.config.supportEmail,
      { userId: ctx.session.userId, ip: ctx.request.ip, locale: ctx.request.locale },
      params,
    );
    return 1 as const;
  },
});
