import { z } from 'zod';
import type { MinorUnits } from './minor-units.ts';

/**
 * An amount in the API's answers: integer minor units (cents), as everywhere in the API, typed
 * `MinorUnits` so a view that puts a major amount or an unchecked number there is a type error. Typed,
 * not transformed (like `formAmount`): the server builds the value through the guard or a typed column,
 * and the OpenAPI document keeps the integer schema.
 */
export function minorUnitsSchema() {
  return z.number().int() as unknown as z.ZodType<MinorUnits, number>;
}
