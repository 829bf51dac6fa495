import type { Listen } from '../../db/pg-listener.ts';
import { BALANCE_UPDATED_CHANNEL, parseBalanceNotice } from '../wallet/balance-notices.service.ts';

/** A player's postings within this window reach their sockets as one event. */
export const BALANCE_COALESCE_MS = 50;

export interface BalanceFeedOptions {
  listen: Listen;
  /** Whether this process serves the player (every process hears every notice). */
  wants(userId: number): boolean;
  deliver(userIds: number[]): Promise<void>;
  onError(error: unknown): void;
  coalesceMs?: number;
}

export interface BalanceFeed {
  stop(): Promise<void>;
}

/**
 * Listens for the ledger's committed balance changes (pg_notify, from any process on the database) and
 * hands the players this process serves to `deliver`, a burst of notices becoming one call.
 */
export async function startBalanceFeed(options: BalanceFeedOptions): Promise<BalanceFeed> {
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> = Promise.resolve();

  const flush = () => {
    timer = undefined;
    const userIds = [...pending];
    pending.clear();
    delivering = delivering.then(() => options.deliver(userIds)).catch(options.onError);
  };

  const unlisten = await options.listen(BALANCE_UPDATED_CHANNEL, (payload) => {
    const userIds = parseBalanceNotice(payload).filter((userId) => options.wants(userId));
    if (userIds.length === 0) return;
    for (const userId of userIds) pending.add(userId);
    timer ??= setTimeout(flush, options.coalesceMs ?? BALANCE_COALESCE_MS);
  });

  return {
    async stop() {
      clearTimeout(timer);
      pending.clear();
      await unlisten().catch(options.onError);
      await delivering;
    },
  };
}
