import { liveContract } from '@casino/shared/contract/live.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { issueLiveToken } from './live.service.ts';
import { liveTokenKey } from './live-token.ts';

export const liveActions = implementActions(liveContract, {
  'account.getToken': async (_params, ctx) => {
    const user = await currentUser(ctx);
    if (ctx.session.tokenHash === null)
      throw new ApiError('AuthorizationException', 'Authorization required');
    return issueLiveToken(liveTokenKey(ctx.config.sessionSecret), user.id, ctx.session.tokenHash);
  },
});
