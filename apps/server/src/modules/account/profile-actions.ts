import { profileContract } from '@casino/shared/contract/profile.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { invalidField } from '../../api/invalid-parameters.ts';
import { hasPayments } from '../cashier/cashier.service.ts';
import { getGeneralInfo } from '../content/content.service.ts';
import { hasMovedMoney } from '../wallet/wallet.service.ts';
import * as contacts from './contacts.service.ts';
import { mailLinks } from './mail-links.ts';
import * as profile from './profile.service.ts';
import { getProfileForms } from './profile-forms.ts';
import { changeTwoFactor, confirmTwoFactor } from './two-factor.service.ts';

const forms = (ctx: ActionContext) => getProfileForms(ctx.db, ctx.contentCache, ctx.request.locale);

export const profileActions = implementActions(profileContract, {
  'account.getprofileinfo': async (params, ctx) =>
    profile.getProfile(ctx.db, await currentUser(ctx), params.fields ?? []),
  'account.saveProfileInfo': async (params, ctx) => {
    await profile.saveProfile(ctx.db, await currentUser(ctx), params, await forms(ctx));
    return 1 as const;
  },
  'account.getPersonalDataFields': async (params, ctx) =>
    profile.personalDataFields(await forms(ctx), params.country),
  'account.getContactPhoneSettings': async (_params, ctx) => profile.contactPhoneSettings(await forms(ctx)),
  'account.addcontact': async (params, ctx) => {
    const user = await currentUser(ctx);
    await contacts.addContact(ctx.db, user.id, params, (await forms(ctx)).phoneCountries);
    return 1 as const;
  },
  'account.sendconfirmationtocontact': async (params, ctx) => {
    const user = await currentUser(ctx);
    await contacts.sendContactConfirmation(ctx.db, mailLinks(ctx.config), user.id, params.contact);
    return 1 as const;
  },
  'account.confirmContact': async ({ token, contact, code }, ctx) => {
    if (token !== undefined) {
      await contacts.confirmContactByLink(ctx.db, mailLinks(ctx.config), token);
    } else {
      const user = await currentUser(ctx);
      if (contact === undefined) throw invalidField('contact', { key: 'validation.required' });
      await contacts.confirmContact(ctx.db, user.id, { contact, code });
    }
    return 1 as const;
  },
  'account.changeSubscription': async (params, ctx) => {
    await contacts.changeSubscription(
      ctx.db,
      (await currentUser(ctx)).id,
      params.contact,
      params.subscription,
    );
    return 1 as const;
  },
  'account.unsubscribe': async ({ token }, ctx) => {
    await contacts.unsubscribeAll(
      ctx.db,
      token !== undefined ? { token, links: mailLinks(ctx.config) } : { userId: (await currentUser(ctx)).id },
    );
    return 1 as const;
  },
  'account.changefakename': async (params, ctx) => {
    await profile.changeFakename(ctx.db, (await currentUser(ctx)).id, params.fakename);
    return 1 as const;
  },
  'account.setCurrency': async (params, ctx) => {
    const user = await currentUser(ctx);
    const { available_currencies } = await getGeneralInfo(ctx.db, ctx.contentCache);
    // Balances are never converted (decision 0051): once money moved, a new currency would hide it.
    const locked =
      params.currency.toUpperCase() !== user.currency &&
      ((await hasMovedMoney(ctx.db, user.id)) || (await hasPayments(ctx.db, user.id)));
    await profile.setCurrency(ctx.db, user.id, params.currency, available_currencies, locked);
    return 1 as const;
  },
  'account.changeTwoFactorAuth': async (params, ctx) =>
    changeTwoFactor(ctx.db, await currentUser(ctx), params),
  'account.confirmTwoFactorAuth': async (params, ctx) => {
    await confirmTwoFactor(ctx.db, await currentUser(ctx), params.code);
    return 1 as const;
  },
});
