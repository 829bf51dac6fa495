import type { ActionDefinition, ActionMap, ParamsOut, ResultOf } from '@casino/shared/api/define-action';
import type { ActionContext } from './action-context.ts';

export type ActionHandler<A extends ActionDefinition> = (
  params: ParamsOut<A>,
  ctx: ActionContext,
) => Promise<ResultOf<A>> | ResultOf<A>;

export type ActionHandlers<M extends ActionMap> = { [K in keyof M]: ActionHandler<M[K]> };

/** Binds a domain's handlers to its slice of the contract; the compiler checks names, params and results. */
export function implementActions<M extends ActionMap>(contract: M, handlers: ActionHandlers<M>) {
  return { contract, handlers };
}

export type ImplementedActions = ReturnType<typeof implementActions>;
