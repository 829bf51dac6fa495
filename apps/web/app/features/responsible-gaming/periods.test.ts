import { readFileSync } from 'node:fs';
import { DEPOSIT_LIMIT_PERIODS, SELF_EXCLUSION_PERIODS } from '@casino/shared/constants';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n.ts';
import { depositPeriodKey, exclusionPeriodKey } from './periods.ts';

const messages = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../../content/messages/${locale}.json`, import.meta.url), 'utf8'),
  );

describe('period labels', () => {
  it('name every period as spec §3 does', () => {
    const t = createTranslator(messages('en'));
    expect(DEPOSIT_LIMIT_PERIODS.map((period) => t(depositPeriodKey(period)))).toEqual([
      '1 day',
      '7 days',
      '14 days',
      '30 days',
    ]);
    expect(SELF_EXCLUSION_PERIODS.map((period) => t(exclusionPeriodKey(period)))).toEqual([
      '1 day',
      '7 days',
      '30 days',
      '3 months',
      '6 months',
      '9 months',
      '1 year',
      '2 years',
      '3 years',
      '4 years',
      '5 years',
      'Permanent',
    ]);
  });

  it('exist in every locale', () => {
    for (const locale of ['de', 'es', 'pt']) {
      const t = createTranslator(messages(locale));
      const keys = [
        ...DEPOSIT_LIMIT_PERIODS.map(depositPeriodKey),
        ...SELF_EXCLUSION_PERIODS.map(exclusionPeriodKey),
      ];
      for (const key of keys) expect(t(key), `${locale} ${key}`).not.toBe(key);
    }
  });
});
