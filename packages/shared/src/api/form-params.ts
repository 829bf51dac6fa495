import { z } from 'zod';

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

export function formInt(options: { min?: number; max?: number } = {}) {
  let schema = z.coerce.number().int();
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return fromForm<number | string, typeof schema>(emptyToUndefined, schema);
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
