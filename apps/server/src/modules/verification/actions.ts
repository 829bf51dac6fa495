import { verificationContract } from '@casino/shared/contract/verification.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import * as verification from './verification.service.ts';

const servicesOf = (ctx: ActionContext) => ({ db: ctx.db, provider: ctx.verificationProvider });

export const verificationActions = implementActions(verificationContract, {
  'idcheck.createApplicant': async (_params, ctx) =>
    verification.createApplicant(servicesOf(ctx), await currentUser(ctx)),
  'idcheck.getAccessToken': async (_params, ctx) =>
    verification.getAccessToken(servicesOf(ctx), await currentUser(ctx)),
  'account.getVerification': async (_params, ctx) =>
    verification.getVerification(ctx.db, await currentUser(ctx)),
  'account.setUserOnVerification': async (_params, ctx) =>
    verification.setUserOnVerification(servicesOf(ctx), await currentUser(ctx)),
});
