import type { SportsMarket } from '@casino/shared/contract/sportsbook.contract';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useBetSlip } from './bet-slip-context.tsx';
import { selectionKey } from './slip-state.ts';

/** How long a changed price stays marked as up or down. */
const MOVE_MS = 2_000;

type Props = {
  eventId: string;
  eventName: string;
  market: SportsMarket;
  selection: SportsMarket['selections'][number];
  /** Shown above the price (1 / X / 2 in a list); the accessible name starts with it and adds the full name. */
  caption?: string | undefined;
};

/**
 * A price to click: it adds the selection to the slip or takes it off again. A price that changes is
 * marked up or down for a moment (an arrow, and a flash where motion is welcome), and a selection on the
 * slip follows its new price.
 */
export function OddsButton({ eventId, eventName, market, selection, caption }: Props) {
  const t = useT();
  const { picked, dispatch, showOdds, slip } = useBetSlip();
  const key = selectionKey({ event_id: eventId, market_key: market.key, selection_key: selection.key });
  const selected = picked.has(key);
  const move = usePriceMove(selection.odds);

  const onSlip = slip.selections.find((candidate) => selectionKey(candidate) === key);
  useEffect(() => {
    if (onSlip && onSlip.odds !== selection.odds) dispatch({ type: 'odds', key, odds: selection.odds });
  }, [onSlip, selection.odds, dispatch, key]);

  const odds = showOdds(selection.odds);
  return (
    <button
      type="button"
      className="odds-button"
      aria-pressed={selected}
      data-move={move}
      // The name starts with what the button shows (WCAG 2.5.3: a speech user says what they see).
      aria-label={
        caption === undefined
          ? t('sportsbook.oddsButtonNamed', { selection: selection.name, market: market.name, odds })
          : t('sportsbook.oddsButton', { caption, selection: selection.name, market: market.name, odds })
      }
      onClick={() =>
        dispatch({
          type: 'toggle',
          selection: {
            event_id: eventId,
            market_key: market.key,
            selection_key: selection.key,
            odds: selection.odds,
            event_name: eventName,
            market_name: market.name,
            selection_name: selection.name,
          },
        })
      }
    >
      <span className="odds-button__name">{caption ?? selection.name}</span>{' '}
      <span className="odds-button__price">
        {odds}
        {move ? (
          <span
            className="odds-button__move"
            title={t(move === 'up' ? 'sportsbook.oddsUp' : 'sportsbook.oddsDown')}
          >
            {move === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** 'up' or 'down' for a while after the price moved, then undefined again. */
function usePriceMove(price: number): 'up' | 'down' | undefined {
  const previous = useRef(price);
  const [move, setMove] = useState<'up' | 'down' | undefined>(undefined);
  useEffect(() => {
    if (price === previous.current) return;
    setMove(price > previous.current ? 'up' : 'down');
    previous.current = price;
    const timer = window.setTimeout(() => setMove(undefined), MOVE_MS);
    return () => window.clearTimeout(timer);
  }, [price]);
  return move;
}
