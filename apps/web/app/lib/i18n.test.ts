import { describe, expect, it } from 'vitest';
import { createTranslator } from './i18n.ts';

const t = createTranslator({
  common: { hello: 'Hello {{name}}', nested: { deep: 'Deep' } },
  validation: { minLength: 'Min length is $$min$$' },
});

describe('createTranslator', () => {
  it('finds nested keys', () => {
    expect(t('common.nested.deep')).toBe('Deep');
  });
  it('fills {{name}} and $$name$$ placeholders', () => {
    expect(t('common.hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('validation.minLength', { min: 6 })).toBe('Min length is 6');
  });
  it('leaves unknown placeholders and shows unknown keys as themselves', () => {
    expect(t('common.hello')).toBe('Hello {{name}}');
    expect(t('common.hello', { other: 1 })).toBe('Hello {{name}}');
    expect(t('common.missing')).toBe('common.missing');
    expect(t('common.nested')).toBe('common.nested');
  });
});
