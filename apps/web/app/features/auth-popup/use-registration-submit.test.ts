import { describe, expect, it } from 'vitest';
import { fieldErrorTexts } from '../../lib/field-errors.ts';
import { phoneMobileRename } from './use-registration-submit.ts';

describe('phone and mobile in registration errors (spec §8)', () => {
  it('sends an error under either name to the phone field the form has', () => {
    const fast = phoneMobileRename([{ sysname: 'mobile' }, { sysname: 'password' }]);
    expect(fieldErrorTexts({ phone: 'Wrong phone number' }, () => undefined, fast)).toEqual({
      mobile: 'Wrong phone number',
    });
    const withPhone = phoneMobileRename([{ sysname: 'phone' }]);
    expect(fieldErrorTexts({ mobile: 'Wrong phone number' }, () => undefined, withPhone)).toEqual({
      phone: 'Wrong phone number',
    });
  });

  it('renames nothing when the form has both or neither', () => {
    expect(phoneMobileRename([{ sysname: 'phone' }, { sysname: 'mobile' }])).toEqual({});
    expect(phoneMobileRename([{ sysname: 'email' }])).toEqual({});
  });
});
