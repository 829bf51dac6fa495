import type { SportsEvent } from '@casino/shared/contract/sportsbook.contract';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

export function eventName(event: Pick<SportsEvent, 'home' | 'away'>): string {
  // An outright (a league's cup) has one name and no away side.
  return event.away.name ? `${event.home.name} – ${event.away.name}` : event.home.name;
}

export function isPlaying(event: Pick<SportsEvent, 'phase'>): boolean {
  return event.phase === 'live' || event.phase === 'interval';
}

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where an event stands: its kick-off, or live with period, clock, score and tennis points. */
export function EventStatus({ event }: { event: SportsEvent }) {
  const t = useT();
  if (event.phase === 'not-started') {
    return (
      <span className="event-status">
        <time dateTime={event.starts_at}>{formatDateTime(event.starts_at)}</time>
      </span>
    );
  }
  return (
    <span className="event-status event-status--live">
      {event.phase === 'ended' ? (
        <span className="badge">{t('sportsbook.ended')}</span>
      ) : (
        <span className="badge badge--live">{t('sportsbook.live')}</span>
      )}
      {event.phase === 'live' ? (
        <span>
          {t(`sportsbook.periods.${event.sport}`, { n: event.period })}
          {event.clock_seconds === null ? null : ` ${clock(event.clock_seconds)}`}
        </span>
      ) : event.phase === 'interval' ? (
        <span>{t('sportsbook.interval')}</span>
      ) : null}
      {event.suspended && event.phase !== 'ended' ? (
        <span className="badge badge--suspended">{t('sportsbook.suspended')}</span>
      ) : null}
    </span>
  );
}

/** The score of a started event, with each period's and the tennis game's points. */
export function EventScore({ event }: { event: SportsEvent }) {
  if (event.phase === 'not-started') return null;
  return (
    <span className="event-score">
      <strong>
        {event.score.home}–{event.score.away}
      </strong>
      {event.periods.length > 1 ? (
        <span className="event-score__periods">
          {' '}
          ({event.periods.map((period) => `${period.home}-${period.away}`).join(', ')})
        </span>
      ) : null}
      {event.detail ? <span className="event-score__detail"> {event.detail}</span> : null}
    </span>
  );
}
