import type { ActionName, ApiContract } from './contract.ts';
import type { ParamsIn, ResultOf } from './define-action.ts';

/** True when every parameter is optional, so the caller may leave them out. */
type AllOptional<T> = Record<never, never> extends T ? true : false;

/**
 * Calls one platform action and resolves with its `data`, or rejects with an ApiError. The browser's
 * HTTP client and the server's in-process caller (used while rendering pages) share this shape.
 */
export type ApiCaller = <N extends ActionName>(
  name: N,
  ...params: AllOptional<ParamsIn<ApiContract[N]>> extends true
    ? [params?: ParamsIn<ApiContract[N]>]
    : [params: ParamsIn<ApiContract[N]>]
) => Promise<ResultOf<ApiContract[N]>>;
