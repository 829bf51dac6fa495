import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { describe, expect, it } from 'vitest';
import { restoreFields, restoreLogin, restoreProblems } from './restore-fields.ts';

const field = (sysname: string, is_required: boolean, is_visible = true): FieldDefinition => ({
  sysname,
  type: sysname === 'mobile' ? 'phone' : 'input',
  params: { is_required, is_visible },
});

describe('restore fields from cms-config forms.restore', () => {
  it('shows the visible fields in the content service order, and the login without a field set', () => {
    expect(
      restoreFields([field('email', true), field('mobile', false), field('login', true, false)]),
    ).toEqual([
      { sysname: 'email', required: true },
      { sysname: 'mobile', required: false },
    ]);
    expect(restoreFields(undefined)).toEqual([{ sysname: 'login', required: true }]);
    expect(restoreFields([field('first_name', true)])).toEqual([{ sysname: 'login', required: true }]);
  });

  it('names the account by the login, else the email, else the mobile without its plus', () => {
    expect(restoreLogin({ login: ' jane ', email: 'a@example.com' })).toBe('jane');
    expect(restoreLogin({ login: '', email: 'a@example.com', mobile: '+4912345' })).toBe('a@example.com');
    expect(restoreLogin({ mobile: '+4912345' })).toBe('4912345');
    expect(restoreLogin({})).toBe('');
  });

  it('refuses required fields left empty, or all fields empty', () => {
    const both = [
      { sysname: 'email' as const, required: false },
      { sysname: 'mobile' as const, required: false },
    ];
    expect(restoreProblems(both, {})).toEqual(['email']);
    expect(restoreProblems(both, { mobile: '4912345' })).toEqual([]);
    expect(restoreProblems([{ sysname: 'email', required: true }], { mobile: '1' })).toEqual(['email']);
  });
});
