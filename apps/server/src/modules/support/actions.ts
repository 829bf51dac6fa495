import { supportContract } from '@casino/shared/contract/support.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import {
  chatSettings,
  playerMarkRead,
  playerThread,
  playerTyping,
  sendPlayerMessage,
  storeChatEvent,
} from './chat.service.ts';
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
  'support.getsettings': async (_params, ctx) => chatSettings(ctx.config.supportChat),
  'support.getChat': async (_params, ctx) => playerThread(ctx.db, ctx.fileStore, (await currentUser(ctx)).id),
  'support.sendMessage': async (params, ctx) =>
    sendPlayerMessage(
      { db: ctx.db, files: ctx.fileStore, supportEmail: ctx.config.supportEmail, locale: ctx.request.locale },
      (await currentUser(ctx)).id,
      params,
    ),
  'support.markRead': async (_params, ctx) => {
    await playerMarkRead(ctx.db, (await currentUser(ctx)).id);
    return 1 as const;
  },
  'support.typing': async (_params, ctx) => {
    await playerTyping(ctx.db, (await currentUser(ctx)).id);
    return 1 as const;
  },
  'support.storeChatEvent': async (params, ctx) => {
    await storeChatEvent(ctx.db, (await currentUser(ctx)).id, params);
    return 1 as const;
  },
});
