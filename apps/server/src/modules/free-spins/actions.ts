import { freeSpinsContract } from '@casino/shared/contract/free-spins.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { freeSpinsView } from './free-spins.service.ts';

export const freeSpinsActions = implementActions(freeSpinsContract, {
  'freespins.get': async (params, ctx) => {
    const user = await currentUser(ctx);
    return freeSpinsView(
      ctx.db,
      {
        userId: user.id,
        locale: ctx.request.locale,
        status: params.status,
        count: params.count,
        fields: params.fields,
      },
      new Date(),
    );
  },
});
