import { describe, expect, it } from 'vitest';
import { errorsAfterChange, validationTiming } from './validation-timing.ts';

describe('flags.validationTiming', () => {
  it('is submit unless the content service says eager', () => {
    expect(validationTiming(undefined)).toBe('submit');
    expect(validationTiming({ validationTiming: 'submit' })).toBe('submit');
    expect(validationTiming({ validationTiming: 'eager' })).toBe('eager');
  });

  it('eager: a changed field shows its error at once and loses it once fixed; untouched fields stay unmarked', () => {
    type Field = 'email' | 'password';
    const found: Partial<Record<Field, string>> = { email: 'Wrong email', password: 'Required' };
    const shown = errorsAfterChange<Field>('eager', {}, found, 'email');
    expect(shown).toEqual({ email: 'Wrong email' });
    expect(errorsAfterChange<Field>('eager', shown, { password: 'Required' }, 'email')).toEqual({});
  });

  it('submit: changing a field changes no error', () => {
    expect(errorsAfterChange('submit', {}, { email: 'Wrong email' }, 'email')).toEqual({});
    expect(errorsAfterChange('submit', { email: 'Wrong email' }, {}, 'email')).toEqual({
      email: 'Wrong email',
    });
  });
});
