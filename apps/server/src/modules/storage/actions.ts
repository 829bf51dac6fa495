import { storageContract } from '@casino/shared/contract/storage.contract';
import { currentUserId } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { storedKeys, storedValues, storeValue } from './storage.service.ts';

export const storageActions = implementActions(storageContract, {
  'storage.get': (params, ctx) => storedValues(ctx.db, currentUserId(ctx), params.keys),
  'storage.getKeys': (_params, ctx) => storedKeys(ctx.db, currentUserId(ctx)),
  'storage.set': async (params, ctx) => {
    await storeValue(ctx.db, currentUserId(ctx), params);
    return 1 as const;
  },
});
