import { z } from 'zod';
import { isCurrencyCode } from './currencies.ts';

/** A currency code of the platform's table (decision 0051); content naming another one does not load. */
export function currencyCodeSchema() {
  // Typed string, not the code union: records keyed by it stay partial (a currency may be missing).
  return z.string().refine((code): boolean => isCurrencyCode(code), 'unknown currency');
}

/**
 * Display-only exchange rates (`content/site.json` → `currencyRates`, the `currency_rates` site setting):
 * units of each currency one unit of `base` buys. Served by `account.getcurrencyrates`; money never moves
 * by them.
 */
export const currencyRatesSchema = z
  .object({
    base: currencyCodeSchema(),
    rates: z.record(currencyCodeSchema(), z.number().positive()),
  })
  .refine((table) => table.rates[table.base] === 1, 'the base currency rates 1');
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;
