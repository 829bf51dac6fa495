import { randomUUID } from 'node:crypto';
import { loyaltyContract } from '@casino/shared/contract/loyalty.contract';
import { currentUserId } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import {
  buyProduct,
  charactersView,
  loyaltyInfo,
  productsView,
  programmeBySysname,
  programmesView,
  setCharacter,
  takeNotices,
} from './loyalty.service.ts';

export const loyaltyActions = implementActions(loyaltyContract, {
  'loyalty.getPrograms': (params, ctx) => programmesView(ctx.db, { ...params, locale: ctx.request.locale }),
  'loyalty.getProgram': (params, ctx) => programmeBySysname(ctx.db, params.sysname, ctx.request.locale),
  'loyalty.getinfo': (params, ctx) =>
    loyaltyInfo(ctx.db, { userId: currentUserId(ctx), sysname: params.sysname, locale: ctx.request.locale }),
  'loyalty.getproducts': (params, ctx) =>
    productsView(ctx.db, { userId: ctx.session.userId, sysname: params.sysname, locale: ctx.request.locale }),
  'loyalty.buyproduct': async (params, ctx) => {
    await buyProduct(
      ctx.db,
      {
        userId: currentUserId(ctx),
        productId: params.id,
        // Without a key every request is a purchase of its own.
        idempotencyKey: params.idempotency_key ?? randomUUID(),
      },
      new Date(),
    );
    return 1 as const;
  },
  'loyalty.getcharacters': (params, ctx) => charactersView(ctx.db, { ...params, locale: ctx.request.locale }),
  'loyalty.setcharacter': async (params, ctx) => {
    await setCharacter(ctx.db, currentUserId(ctx), params.id);
    return 1 as const;
  },
  'loyalty.getnotifications': (_params, ctx) =>
    takeNotices(ctx.db, { userId: currentUserId(ctx), locale: ctx.request.locale }),
});
