import { z } from 'zod';
import { formatAmount, type MinorUnits } from '../money/minor-units.ts';
import { validationMessageText } from '../validation/message-text.ts';

/**
 * Schemas for parameters that arrive as form data or query strings (spec §7: POST bodies are form data),
 * where every value is text and an empty text means "not given".
 */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * z.preprocess with the input type callers may send (zod types a preprocess input as unknown, which
 * would make every parameter look required and untyped to the site's client).
 */
function fromForm<In, S extends z.ZodType>(
  prepare: (value: unknown, ctx: z.RefinementCtx) => unknown,
  schema: S,
) {
  return z.preprocess(prepare, schema) as unknown as z.ZodPipe<z.ZodType<In, In>, S>;
}

// Plain decimal digits only: Number() would also take 0x7d0, 0b1, 2e3, +2000, " 2000" and round
// 2000.0000000000001 to a whole number.
const WHOLE_NUMBER = /^(?:0|[1-9]\d*)$/;
const WRONG_FIELD = validationMessageText({ key: 'validation.wrongField' });

/** A whole number written as plain decimal digits (or given as a safe integer in process); else undefined. */
export function parseWholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value !== 'string' || !WHOLE_NUMBER.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

function wholeNumber(options: { min?: number; max?: number }, text: (limit: number) => string = String) {
  let schema = z.number({ error: WRONG_FIELD }).int();
  if (options.min !== undefined) {
    const min = options.min;
    schema = schema.min(
      min,
      validationMessageText({ key: 'validation.minValue', params: { min: text(min) } }),
    );
  }
  if (options.max !== undefined) {
    const max = options.max;
    schema = schema.max(
      max,
      validationMessageText({ key: 'validation.maxValue', params: { max: text(max) } }),
    );
  }
  return fromForm<number | string, typeof schema>((value, ctx) => {
    const given = emptyToUndefined(value);
    if (given === undefined) return undefined;
    const number = parseWholeNumber(given);
    if (number !== undefined) return number;
    ctx.addIssue({ code: 'custom', message: WRONG_FIELD });
    return z.NEVER;
  }, schema);
}

/** A whole number such as an offset, a count or an id. */
export function formInt(options: { min?: number; max?: number } = {}) {
  return wholeNumber(options);
}

/**
 * An amount in integer minor units (cents), the API's only way to write money: the one parser every
 * amount parameter uses. Spec §5 messages; the limits read as amounts (min 1 is "0.01").
 */
export function formAmount(options: { min: number; max: number }) {
  // Typed, not transformed: the parser already yields a safe integer, and a transform would hide the
  // parameter's integer schema from the OpenAPI document.
  return wholeNumber(options, formatAmount) as unknown as z.ZodPipe<
    z.ZodType<number | string, number | string>,
    z.ZodType<MinorUnits, number>
  >;
}

export function formText(options: { min?: number; max?: number } = {}) {
  return fromForm<string, z.ZodString>(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(options.min ?? 1)
      .max(options.max ?? 1000),
  );
}

/** A list given as comma-separated text or as repeated keys. */
export function formList<T extends z.ZodType<string>>(item: T, maxItems = 100) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((part) => String(part).trim()).filter((part) => part.length > 0);
  }, z.array(item).max(maxItems));
}

/** '1'/'0' (and true/false) as sent by the site's forms. */
export function formFlag() {
  return fromForm<'1' | '0' | boolean, z.ZodBoolean>((value) => {
    if (value === '1' || value === 'true' || value === true) return true;
    if (value === '0' || value === 'false' || value === false) return false;
    return emptyToUndefined(value);
  }, z.boolean());
}

/** A parameter that carries JSON as text (e.g. games.get `options`, events.handle `event_params`). */
export function formJson<T extends z.ZodType>(schema: T, maxLength = 10_000) {
  return fromForm<string, T>((value, ctx) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return value;
    if (value.length > maxLength) {
      ctx.addIssue({ code: 'custom', message: `JSON text longer than ${maxLength} characters` });
      return z.NEVER;
    }
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid JSON' });
      return z.NEVER;
    }
  }, schema);
}
