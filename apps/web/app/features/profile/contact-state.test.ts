import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import { describe, expect, it } from 'vitest';
import { confirmReducer, contactText, isContactDirty, newContactReducer } from './contact-state.ts';

const US: PhoneCountry = {
  country_code: 'US',
  phone_code: '+1',
  name: 'United States',
  mask: '(###) ###-####',
};

describe('profile contact state', () => {
  it('is dirty after editing and clean after saving', () => {
    let state = { value: '', saved: '' };
    expect(isContactDirty(state)).toBe(false);
    state = newContactReducer(state, { type: 'edit', value: 'ana@example.com' });
    expect(isContactDirty(state)).toBe(true);
    state = newContactReducer(state, { type: 'saved' });
    expect(state).toEqual({ value: '', saved: 'ana@example.com' });
    expect(isContactDirty(state)).toBe(false);
    state = newContactReducer(state, { type: 'edit', value: 'ana@example.com ' });
    expect(isContactDirty(state)).toBe(false);
    state = newContactReducer(state, { type: 'edit', value: 'ana@example.org' });
    expect(isContactDirty(state)).toBe(true);
  });

  it('treats blank input as clean', () => {
    expect(isContactDirty({ value: '   ', saved: '' })).toBe(false);
  });

  it('keeps the code to 6 digits and clears it once confirmed', () => {
    let state = confirmReducer({ code: '', codeSent: false }, { type: 'codeSent' });
    state = confirmReducer(state, { type: 'editCode', code: '12 34-5678' });
    expect(state).toEqual({ code: '123456', codeSent: true });
    expect(confirmReducer(state, { type: 'confirmed' })).toEqual({ code: '', codeSent: false });
  });

  it('shows a phone with its dialling code in the country mask', () => {
    const phone = { type: 'phone' as const, contact: '12025550143', phone_country_code: '+1' };
    expect(contactText({ ...phone, is_confirmed: false, is_subscribed: false }, [US])).toBe(
      '+1 (202) 555-0143',
    );
    expect(contactText({ ...phone, is_confirmed: false, is_subscribed: false }, [])).toBe('+1 2025550143');
    expect(
      contactText({ type: 'email', contact: 'ana@example.com', is_confirmed: true, is_subscribed: true }, [
        US,
      ]),
    ).toBe('ana@example.com');
  });
});
