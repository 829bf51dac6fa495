import { describe, expect, it } from 'vitest';
import { registrationInLocale } from './registration-locale.ts';

const site = { codes: ['en', 'de', 'pt'], defaultLocale: 'en' };

describe("the registration form's language choice", () => {
  it('opens the same page in the chosen language with the registration popup', () => {
    expect(
      registrationInLocale({ pathname: '/gamehall', search: '?category=new' }, { ...site, locale: 'de' }),
    ).toBe('/de/gamehall?category=new&show_popup_reg=1');
    expect(
      registrationInLocale({ pathname: '/de', search: '?show_popup_reg=1' }, { ...site, locale: 'en' }),
    ).toBe('/?show_popup_reg=1');
  });

  it('keeps an embedded form page as it is, in the chosen language', () => {
    expect(
      registrationInLocale(
        { pathname: '/pt/forms/sign_up', search: '?backUrl=%2Fpromotions' },
        { ...site, locale: 'de' },
      ),
    ).toBe('/de/forms/sign_up?backUrl=%2Fpromotions');
  });
});
