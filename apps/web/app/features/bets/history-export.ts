import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { GameHistoryExport } from '@casino/shared/contract/game-history.contract';

/** How often and how long the page asks whether the export is built (it is built in the background). */
export const EXPORT_POLL_MS = 1_000;
export const EXPORT_POLL_ATTEMPTS = 60;

/**
 * Starts a CSV export of the player's round history (createhistoryexportrequest) and asks
 * (gethistoryexportrequest) until it is ready or failed. Answers the last state: still `pending`
 * when it took longer than the attempts allow.
 */
export async function exportRoundHistory(
  api: ApiCaller,
  options: { wait?: (ms: number) => Promise<void>; intervalMs?: number; attempts?: number } = {},
): Promise<GameHistoryExport> {
  const wait = options.wait ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let state = await api('createhistoryexportrequest');
  for (
    let attempt = 0;
    state.status === 'pending' && attempt < (options.attempts ?? EXPORT_POLL_ATTEMPTS);
    attempt++
  ) {
    await wait(options.intervalMs ?? EXPORT_POLL_MS);
    state = await api('gethistoryexportrequest', { id: state.id });
  }
  return state;
}
