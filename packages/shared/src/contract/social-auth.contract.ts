import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formFlag, formText } from '../api/form-params.ts';
import { accountInfoSchema } from './account.contract.ts';
import { fieldDefinitionSchema } from './profile.contract.ts';

/**
 * Completing a registration begun with a social network (spec §2.2 socialRegistration, §4): a player
 * whose account info says is_registration_completed false gives the fields the network did not.
 * The sign-in itself runs through /oauth/init and /oauth/callback/{service}, outside the API.
 */
export const socialAuthContract = {
  'account.getRegistrationFields': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The registration form's fields the signed-in player has not given yet (empty once registration is complete).",
    params: z.object({}),
    result: z.array(fieldDefinitionSchema),
  }),
  'account.completeRegistration': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Completes a social sign-up with the missing fields (checked like registration; `terms` when the site ' +
      'requires it) and answers the account info, now with is_registration_completed true.',
    params: z.object({
      email: formText({ max: 254 }).optional(),
      mobile: formText({ max: 32 }).optional(),
      phone_country_code: formText({ max: 8 }).optional(),
      currency: formText({ max: 3 }).optional(),
      country_code: formText({ max: 2 }).optional(),
      region: formText({ max: 64 }).optional(),
      fakename: formText({ max: 64 }).optional(),
      terms: formFlag().optional(),
      notify: formFlag().optional(),
    }),
    result: accountInfoSchema,
  }),
} as const;
