import { ApiError } from '@casino/shared/errors/api-error';
import type { WithdrawalGateData, WithdrawalGateError } from '@casino/shared/errors/withdrawal-gate-errors';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { getProfile } from '../account/profile.service.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';

/** The profile fields a gate may ask for: the text fields of the player's profile (spec §3 Profile). */
const PROFILE_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'birth_date',
  'country_code',
  'region',
  'home_town',
  'address',
  'postcode',
] as const;

const buttonSchema = z.object({ label: z.string(), url: z.string() });
const gatesSchema = z.object({
  cashier: z
    .object({
      withdrawal: z
        .object({
          requireConfirmedContact: z.boolean().default(false),
          requireVerification: z.boolean().default(false),
          requireProfileFields: z.array(z.enum(PROFILE_FIELDS)).default([]),
          /** Pay out only to details staff approved (payout-requisites.service.ts). */
          checkRequisites: z.boolean().default(false),
        })
        .prefault({}),
      withdrawalErrorButtons: z.record(z.string(), buttonSchema).default({}),
    })
    .prefault({}),
});

export type WithdrawalGates = z.infer<typeof gatesSchema>['cashier'];

/** The content service's withdrawal gates (cms-config `cashier.withdrawal`) and the buttons of their errors. */
export function withdrawalGates(db: Db, cache: ContentCache, locale: string): Promise<WithdrawalGates> {
  return cache.get(`withdrawal-gates:${locale}`, async () => {
    return gatesSchema.parse(JSON.parse(await getCmsConfigJson(db, cache, locale))).cashier;
  }) as Promise<WithdrawalGates>;
}

function gateError(
  gates: WithdrawalGates,
  type: WithdrawalGateError,
  message: string,
  extra: Omit<WithdrawalGateData, 'buttons'> = {},
): ApiError {
  const button = gates.withdrawalErrorButtons[type];
  const errorData: WithdrawalGateData = { buttons: button ? [button] : [], ...extra };
  return new ApiError(type, message, { errorData });
}

/**
 * Throws the spec §8 error of the first gate the player has not passed, in the order a player can fix
 * them: a confirmed contact, the profile fields, then the identity check. Missing profile fields are a
 * KycUserProfile error when the identity check needs them too, else UserNeedProfileData.
 */
export async function assertWithdrawalGates(
  db: Db,
  cache: ContentCache,
  locale: string,
  user: UserRow,
): Promise<void> {
  const gates = await withdrawalGates(db, cache, locale);
  const rules = gates.withdrawal;
  // Everyone's check (content) or this player's, asked for by staff (issue 19).
  const verificationRequired = rules.requireVerification || user.kyc_requested_at !== null;
  if (!rules.requireConfirmedContact && !verificationRequired && rules.requireProfileFields.length === 0)
    return;
  const profile = await getProfile(db, user, ['contacts']);
  if (rules.requireConfirmedContact && !profile.contacts?.some((contact) => contact.is_confirmed)) {
    throw gateError(
      gates,
      'UserNeedConfirmContactException',
      'Confirm your email or phone number before you withdraw',
    );
  }
  const missing = rules.requireProfileFields.filter((field) => !profile[field]?.trim());
  if (missing.length > 0) {
    throw verificationRequired
      ? gateError(gates, 'KycUserProfileException', 'The identity check needs your personal details', {
          fields: missing,
        })
      : gateError(
          gates,
          'UserNeedProfileDataException',
          'Fill in your personal details before you withdraw',
          {
            fields: missing,
          },
        );
  }
  if (verificationRequired && !user.is_verified) {
    throw user.is_on_verification
      ? gateError(gates, 'KycWithdrawalException', 'Your identity check is under review', {
          on_verification: true,
        })
      : gateError(gates, 'KycWithdrawalException', 'Verify your identity before you withdraw');
  }
}
