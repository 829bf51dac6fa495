import { type PaymentMethodView, paymentMethodSchema } from '@casino/shared/contract/cashier.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { currencyCodeSchema } from '@casino/shared/money/currency-schema';
import { toMinor } from '@casino/shared/money/minor-units';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';

const limits = z.object({ min: z.number().positive(), max: z.number().positive() });
/**
 * The content gives limits per direction and currency, in currency units; a method lists only the
 * currencies it pays in, so a player of another currency is not offered it (decision 0051). Presets
 * take the spec's shape `{currency, amount[{value}]}`. The view's own fields are the contract's.
 */
const perCurrency = z.record(currencyCodeSchema(), limits);
const methodSchema = paymentMethodSchema
  .pick({ id: true, sysname: true, name: true, description: true, icon: true, type: true })
  .extend({
    deposit: perCurrency.optional(),
    withdraw: perCurrency.optional(),
    presets: z
      .array(
        z.object({
          currency: currencyCodeSchema(),
          amount: z.array(z.object({ value: z.number().positive() })),
        }),
      )
      .default([]),
  });
const cashierConfig = z.object({ cashier: z.object({ paymentMethods: z.array(methodSchema).default([]) }) });

export type Direction = 'deposit' | 'withdraw';

/** The content service's payment methods that offer `direction`, with limits in minor units. */
export async function paymentMethods(
  db: Db,
  cache: ContentCache,
  locale: string,
  direction: Direction,
  currency: string,
): Promise<PaymentMethodView[]> {
  const config = cashierConfig.parse(JSON.parse(await getCmsConfigJson(db, cache, locale)));
  return config.cashier.paymentMethods.flatMap((method) => {
    const range = method[direction]?.[currency];
    if (!range) return [];
    const presets = method.presets.find((preset) => preset.currency === currency)?.amount ?? [];
    return [
      {
        id: method.id,
        sysname: method.sysname,
        name: method.name,
        description: method.description,
        icon: method.icon,
        type: method.type,
        currency,
        min: toMinor(range.min, currency),
        max: toMinor(range.max, currency),
        presets: presets.map((preset) => toMinor(preset.value, currency)),
      },
    ];
  });
}

export async function findMethod(
  db: Db,
  cache: ContentCache,
  locale: string,
  direction: Direction,
  currency: string,
  sysname: string,
): Promise<PaymentMethodView> {
  const methods = await paymentMethods(db, cache, locale, direction, currency);
  const method = methods.find((each) => each.sysname === sysname || String(each.id) === sysname);
  if (!method) {
    throw new ApiError('InvalidParameterException', 'Unknown payment method', {
      invalidParameters: { method: 'Unknown payment method' },
    });
  }
  return method;
}
