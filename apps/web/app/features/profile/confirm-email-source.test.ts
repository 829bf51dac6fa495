import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { Contact } from '@casino/shared/contract/profile.contract';
import { describe, expect, it, vi } from 'vitest';
import { confirmEmailDialogs, emailToConfirm } from './confirm-email-source.ts';

const email = (contact: string, is_confirmed: boolean): Contact => ({
  type: 'email',
  contact,
  is_confirmed,
  is_subscribed: false,
});
const phone: Contact = {
  type: 'phone',
  contact: '4915112345678',
  is_confirmed: false,
  is_subscribed: false,
  phone_country_code: '+49',
};

/** An API answering getprofileinfo with `contacts`, recording what it was asked. */
function profileApi(contacts: Contact[] | undefined) {
  const calls: unknown[][] = [];
  const api = vi.fn(async (...args: unknown[]) => {
    calls.push(args);
    return contacts === undefined ? {} : { contacts };
  }) as unknown as ApiCaller;
  return { api, calls };
}

describe('email to confirm', () => {
  it('is the first unconfirmed email', () => {
    expect(emailToConfirm([phone, email('new@example.com', false), email('b@example.com', false)])).toBe(
      'new@example.com',
    );
    expect(emailToConfirm([email('done@example.com', true), email('later@example.com', false)])).toBe(
      'later@example.com',
    );
  });

  it('is none for confirmed emails, phones only, or no contacts', () => {
    expect(emailToConfirm([email('done@example.com', true)])).toBeNull();
    expect(emailToConfirm([phone])).toBeNull();
    expect(emailToConfirm([])).toBeNull();
    expect(emailToConfirm(undefined)).toBeNull();
  });
});

describe('the email-confirm source', () => {
  it('asks for the contacts and reports the confirm dialog for an unconfirmed email', async () => {
    const { api, calls } = profileApi([email('new@example.com', false)]);
    expect(await confirmEmailDialogs({ api })).toEqual([
      { name: 'ConfirmEmail', props: { email: 'new@example.com' } },
    ]);
    expect(calls).toEqual([['account.getprofileinfo', { fields: ['contacts'] }]]);
  });

  it('reports nothing when there is no email to confirm', async () => {
    expect(await confirmEmailDialogs({ api: profileApi([phone]).api })).toEqual([]);
    expect(await confirmEmailDialogs({ api: profileApi([email('done@example.com', true)]).api })).toEqual([]);
  });
});
