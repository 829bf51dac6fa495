import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** Who may call an action: anyone, or only a signed-in player. */
export type ActionAccess = 'public' | 'user';

export interface ActionDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  access: ActionAccess;
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
