import { socialAuthContract } from '@casino/shared/contract/social-auth.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { accountInfoOf } from './account-info.ts';
import { completeRegistration, registrationFieldsFor } from './registration-completion.ts';
import { getRegistrationSettings } from './registration-forms.ts';

const settings = (ctx: ActionContext) =>
  getRegistrationSettings(ctx.db, ctx.contentCache, ctx.request.locale);

export const socialAuthActions = implementActions(socialAuthContract, {
  'account.getRegistrationFields': async (_params, ctx) =>
    registrationFieldsFor(ctx.db, await currentUser(ctx), await settings(ctx)),
  'account.completeRegistration': async (params, ctx) => {
    const user = await completeRegistration(ctx.db, await currentUser(ctx), params, await settings(ctx));
    return accountInfoOf(ctx, user);
  },
});
