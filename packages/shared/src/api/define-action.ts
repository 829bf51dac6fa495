import { z } from 'zod';
import { keysWithControlCharacters } from '../validation/control-characters.ts';
import { validationMessageText } from '../validation/message-text.ts';

export type HttpMethod = 'GET' | 'POST';

/** Who may call an action: anyone, or only a signed-in player. */
export type ActionAccess = 'public' | 'user';

export interface ActionDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  access: ActionAccess;
  /**
   * A GET that changes state (spec §7 makes `auth.logout` a GET): refused when a browser says it comes
   * from another site, as every POST is, so a link elsewhere cannot act with the player's cookie.
   */
  sameSiteOnly?: boolean;
  /**
   * A caller without a session gets an answer that depends only on the host and the URL (site content):
   * the server may answer such callers from a copy up to a second old (decision 0072).
   */
  sharedWithGuests?: boolean;
  summary: string;
  params: P;
  result: R;
}

export function defineAction<P extends z.ZodType, R extends z.ZodType>(
  definition: ActionDefinition<P, R>,
): ActionDefinition<P, R> {
  return definition;
}

export type ActionMap = Record<string, ActionDefinition>;

/** What a caller sends: the schema's input (strings from a form are fine where the schema coerces). */
export type ParamsIn<A extends ActionDefinition> = z.input<A['params']>;
/** What a handler receives after validation. */
export type ParamsOut<A extends ActionDefinition> = z.output<A['params']>;
/** What the action answers in `data`. */
export type ResultOf<A extends ActionDefinition> = z.output<A['result']>;

const CONTROL_CHARACTERS_MESSAGE = validationMessageText({ key: 'validation.specialSymbols' });

/**
 * Validates an action's parameters: its schema, then, for every action at once rather than field by
 * field, no control character (NUL among them) in any text, list item or parsed JSON value it yields.
 */
export function parseActionParams<A extends ActionDefinition>(
  definition: A,
  given: Record<string, unknown>,
): z.ZodSafeParseResult<ParamsOut<A>> {
  const parsed = definition.params.safeParse(given) as z.ZodSafeParseResult<ParamsOut<A>>;
  if (!parsed.success || parsed.data === null || typeof parsed.data !== 'object') return parsed;
  const refused = keysWithControlCharacters(parsed.data as Record<string, unknown>);
  if (refused.length === 0) return parsed;
  return {
    success: false,
    error: new z.ZodError(
      refused.map((key) => ({
        code: 'custom' as const,
        path: [key],
        message: CONTROL_CHARACTERS_MESSAGE,
        input: undefined,
      })),
    ) as z.ZodError<ParamsOut<A>>,
  };
}
