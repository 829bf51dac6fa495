import { sportsbookEventTopic } from '@casino/shared/live/live-topics';
import { Link } from 'react-router';
import { EventScore, EventStatus, eventName, isPlaying } from '../features/sportsbook/event-status.tsx';
import { patchEventPage } from '../features/sportsbook/live-patches.ts';
import { OddsButton } from '../features/sportsbook/odds-button.tsx';
import { usePolled } from '../features/sportsbook/use-polled.ts';
import { useT } from '../lib/i18n.ts';
import { notFound, refusalType } from '../lib/page-errors.ts';
import { useApi } from '../lib/use-api.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/betting-event';

/** An event id names its sport and day: `football-20417-3`. */
const EVENT_ID = /^[a-z][a-z-]{0,30}-\d{1,6}-\d{1,4}$/;

/** One event with all its markets, grouped; live, its score, clock and prices keep up. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!EVENT_ID.test(params.id)) notFound(pathname);
  try {
    return { event: await context.api('sportsbook.getEvent', { id: params.id }) };
  } catch (error) {
    if (refusalType(error) === 'InvalidParameterException') notFound(pathname);
    throw error;
  }
}

export default function BettingEvent({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const api = useApi();
  const event = usePolled(
    loaderData.event,
    () => api('sportsbook.getEvent', { id: loaderData.event.id }),
    isPlaying(loaderData.event),
    { topic: sportsbookEventTopic(loaderData.event.id), apply: patchEventPage },
  );
  const name = eventName(event);
  return (
    // Keyed by the event: going to another event starts its prices afresh instead of flashing them as moves.
    <article key={event.id} className="sportsbook-event">
      <p>
        <Link to={paths.betting({ sport: event.sport, league: event.league.id })}>
          {t(`sportsbook.sports.${event.sport}`)} · {event.league.country} · {event.league.name}
        </Link>
      </p>
      <h1 className="page-title">{name}</h1>
      <p className="sportsbook-event__state">
        <EventStatus event={event} />
        <EventScore event={event} />
      </p>
      {event.suspended || event.groups.length === 0 ? (
        <p className="empty-state">
          {t(event.suspended ? 'sportsbook.suspended' : 'sportsbook.unknownEvent')}
        </p>
      ) : (
        event.groups.map((group) => (
          <section key={group.key} className="market-group" aria-labelledby={`group-${group.key}`}>
            <h2 id={`group-${group.key}`}>{group.name}</h2>
            {group.markets.map((market) => (
              <div key={market.key} className="market">
                <h3 className="market__name">{market.name}</h3>
                <div className="market__selections">
                  {market.selections.map((selection) => (
                    <OddsButton
                      key={selection.key}
                      eventId={event.id}
                      eventName={name}
                      market={market}
                      selection={selection}
                    />
                  ))}
                </div>
              </div>
            ))}
          </section>
        ))
      )}
      <p>
        <Link to={paths.betting()}>{t('sportsbook.backToEvents')}</Link>
      </p>
    </article>
  );
}
