import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { AppLoadContext } from 'react-router';

/**
 * A signed-in player's own value in a loader: read now with their session, or, while the page is rendered
 * for every player (docs/decisions/0047), registered under `name` to be read per request, its place in
 * the loader's data taken by PERSONAL_SLOT (components take it with `usePersonal(value, name)`).
 */
export function personalValue<T>(
  context: AppLoadContext,
  name: string,
  reader: (api: ApiCaller) => Promise<T>,
): Promise<T> {
  return context.personalParts
    ? Promise.resolve(context.personalParts.read(name, reader))
    : reader(context.api);
}
