import type { SportsEventSummary } from '@casino/shared/contract/sportsbook.contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { EventScore, EventStatus, eventName } from './event-status.tsx';
import { OddsButton } from './odds-button.tsx';

const SHORT_NAMES: Record<string, string> = { home: 'home', draw: 'draw', away: 'away' };

/** Events in kick-off order, each with its score or start, its main market's prices and a link to the rest. */
export function EventList({ events }: { events: SportsEventSummary[] }) {
  const t = useT();
  const paths = usePaths();
  if (events.length === 0) return <p className="empty-state">{t('sportsbook.noEvents')}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => {
        const name = eventName(event);
        return (
          <li key={event.id} className="event-row" data-event-id={event.id}>
            <div className="event-row__info">
              <span className="event-row__league">
                {t(`sportsbook.sports.${event.sport}`)} · {event.league.country} · {event.league.name}
              </span>
              <Link className="event-row__name" to={paths.bettingEvent(event.id)}>
                <span>{event.home.name}</span>
                <span>{event.away.name}</span>
              </Link>
              <span className="event-row__state">
                <EventStatus event={event} />
                <EventScore event={event} />
              </span>
            </div>
            <div className="event-row__odds">
              {event.main_market ? (
                event.main_market.selections.map((selection) => (
                  <OddsButton
                    key={selection.key}
                    eventId={event.id}
                    eventName={name}
                    market={event.main_market!}
                    selection={selection}
                    caption={t(`sportsbook.short.${SHORT_NAMES[selection.key] ?? 'home'}`)}
                  />
                ))
              ) : (
                <span className="event-row__closed">{t('sportsbook.suspended')}</span>
              )}
              <Link className="event-row__more" to={paths.bettingEvent(event.id)}>
                {t('sportsbook.marketsCount', { count: event.markets_count })}
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
