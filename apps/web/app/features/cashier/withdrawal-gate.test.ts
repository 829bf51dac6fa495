import { ApiError } from '@casino/shared/errors/api-error';
import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { withdrawalGate } from './withdrawal-gate.ts';

const confirm = { label: 'Confirm your contact details', url: '/profile/settings' };

describe('withdrawalGate', () => {
  it('reads the message and the content service buttons of a gate error', () => {
    const error = new ApiError('UserNeedConfirmContactException', 'Confirm', {
      errorData: { buttons: [confirm] },
    });
    expect(withdrawalGate(error)).toEqual({
      messageKey: 'cashier.withdrawalErrors.needConfirmContact',
      fields: [],
      requisites: '',
      buttons: [{ label: confirm.label, path: '/profile/settings' }],
      opensFillProfile: false,
    });
  });

  it('names the payout details each Requisites* error of spec §8 concerns', () => {
    const cases = [
      ['RequisitesValidationRequiredException', 'cashier.withdrawalErrors.requisitesValidationRequired'],
      ['RequisitesOnVerificationException', 'cashier.withdrawalErrors.requisitesOnVerification'],
      ['RequisitesFraudulentException', 'cashier.withdrawalErrors.requisitesFraudulent'],
    ] as const;
    for (const [type, messageKey] of cases) {
      const error = new ApiError(type, 'Requisites', {
        errorData: { buttons: [], requisites: '411111...1111' },
      });
      expect(withdrawalGate(error)).toMatchObject({ messageKey, requisites: '411111...1111' });
    }
  });

  it('names the missing profile fields, and tells a player under review to wait', () => {
    const profile = new ApiError('UserNeedProfileDataException', 'Profile', {
      errorData: { buttons: [], fields: ['first_name', 'birth_date'] },
    });
    expect(withdrawalGate(profile)).toMatchObject({
      messageKey: 'cashier.withdrawalErrors.needProfileData',
      fields: ['first_name', 'birth_date'],
      // Spec §2.3: the fill-profile confirm opens for this gate, and for no other.
      opensFillProfile: true,
    });
    const review = new ApiError('KycWithdrawalException', 'Review', {
      errorData: { buttons: [], on_verification: true },
    });
    expect(withdrawalGate(review)?.messageKey).toBe('cashier.withdrawalErrors.kycOnVerification');
    expect(withdrawalGate(review)?.opensFillProfile).toBe(false);
    const kyc = new ApiError('KycWithdrawalException', 'Verify', { errorData: { buttons: [] } });
    expect(withdrawalGate(kyc)?.messageKey).toBe('cashier.withdrawalErrors.kycWithdrawal');
  });

  it('drops buttons that leave the site or are malformed', () => {
    const error = new ApiError('KycWithdrawalException', 'Verify', {
      errorData: {
        buttons: [
          { label: 'Evil', url: 'javascript:alert(1)' },
          { label: 'Away', url: 'https://example.com/kyc' },
          { label: 'Sneaky', url: '//example.com' },
          { url: '/profile/verification' },
          { label: 'Verify', url: '/profile/verification' },
        ],
      },
    });
    expect(withdrawalGate(error)?.buttons).toEqual([{ label: 'Verify', path: '/profile/verification' }]);
  });

  it('is null for other errors', () => {
    expect(withdrawalGate(new ApiError('InvalidParameterException', 'Bad'))).toBeNull();
    expect(withdrawalGate(new Error('network'))).toBeNull();
  });
});

describe('withdrawal gate buttons', () => {
  const gate = (url: string) =>
    withdrawalGate(
      new ApiError('KycWithdrawalException', 'Verify', { errorData: { buttons: [{ label: 'Go', url }] } }),
    );

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('drops a button to the hostile %s', (_label, url) => {
    expect(gate(url)?.buttons).toEqual([]);
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('keeps a button to %s', (_label, url) => {
    expect(gate(url)?.buttons).toEqual([{ label: 'Go', path: url }]);
  });
});
