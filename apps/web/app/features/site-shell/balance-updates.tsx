import type { AccountBalance } from '@casino/shared/contract/account.contract';
import { BALANCE_UPDATED_EVENT } from '@casino/shared/live/live-protocol';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { onGameBalance } from '../../lib/game-balance.ts';
import {
  isBalanceRefreshAllowed,
  isClickRefreshDue,
  isWithinRefreshWindow,
} from '../../lib/routing/balance-refresh.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { createBalanceHold } from './balance-hold.ts';
import { useLiveChannel } from './use-live-channel.ts';

/**
 * What keeps the header's balance current (spec §4 Balance refresh); it renders nothing, so the header
 * loads it after the page. account.getBalance refreshes the balance on an interval and after clicks as
 * the content service configures, stopping after the configured minutes, and never on game pages. The
 * live channel's account.balance_updated sets it on every page, game pages included, but not before the
 * running game has shown the round's result (balance-hold.ts).
 */
export function BalanceUpdates({
  userId,
  onBalance,
}: {
  userId: number;
  onBalance: Dispatch<SetStateAction<AccountBalance>>;
}) {
  const api = useDeferredApi();
  const { site } = useShell();
  const config = site.balanceRefresh;
  const { pathname } = useLocation();
  const lastRequestAt = useRef<number | null>(null);

  const [hold] = useState(() => createBalanceHold({ apply: onBalance }));
  useEffect(() => () => hold.stop(), [hold]);
  useLiveChannel(userId, (event) => {
    if (event.event === BALANCE_UPDATED_EVENT) hold.live(event.data);
  });
  // A real-money game reports the main balance as a round starts and ends (demo play money is its own).
  useEffect(() => onGameBalance((report) => hold.game(report)), [hold]);

  const refresh = useCallback(async () => {
    lastRequestAt.current = Date.now();
    try {
      onBalance(await api('account.getBalance'));
    } catch {
      // The next refresh tries again; the shown balance stays meanwhile.
    }
  }, [api, onBalance]);

  const allowed = isBalanceRefreshAllowed(pathname);

  // The window of requests starts again on every page the player opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path restarts the window on purpose.
  useEffect(() => {
    if (!allowed || (!config.intervalRefresh && !config.refreshAfterClick)) return;
    const startedAt = Date.now();
    const active = () => isWithinRefreshWindow(config, startedAt, Date.now());
    const timer = config.intervalRefresh
      ? setInterval(() => {
          if (active()) void refresh();
          else clearInterval(timer);
        }, config.intervalMs)
      : undefined;
    let clickTimer: ReturnType<typeof setTimeout> | undefined;
    const onClick = () => {
      if (!active() || clickTimer !== undefined) return;
      if (isClickRefreshDue(config, lastRequestAt.current, Date.now())) {
        // After the click's own work (a bet, a purchase) has had its moment.
        clickTimer = setTimeout(() => {
          clickTimer = undefined;
          void refresh();
        }, config.clickDelayMs);
      }
    };
    if (config.refreshAfterClick) document.addEventListener('click', onClick, { passive: true });
    return () => {
      clearInterval(timer);
      clearTimeout(clickTimer);
      document.removeEventListener('click', onClick);
    };
  }, [allowed, config, refresh, pathname]);

  return null;
}
