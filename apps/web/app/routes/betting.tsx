import { SPORTSBOOK_LIVE_TOPIC } from '@casino/shared/live/live-topics';
import { EVENT_STATUSES, type EventStatus, SPORTS } from '@casino/shared/sportsbook/sports';
import { Form, Link } from 'react-router';
import { EventList } from '../features/sportsbook/event-list.tsx';
import { isPlaying } from '../features/sportsbook/event-status.tsx';
import { patchEventList } from '../features/sportsbook/live-patches.ts';
import { SportsNav } from '../features/sportsbook/sports-nav.tsx';
import { usePolled } from '../features/sportsbook/use-polled.ts';
import { useT } from '../lib/i18n.ts';
import { useApi } from '../lib/use-api.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/betting';

const PAGE_SIZE = 20;
/** Both lists follow the live events' pushes; one topic, one subscription. */
const LIVE_LIST = { topic: SPORTSBOOK_LIVE_TOPIC, apply: patchEventList };

/** Text from the address as the API takes it: control characters (which it refuses) are only noise here. */
function addressText(value: string | null): string | undefined {
  return (
    value
      ?.replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 100) || undefined
  );
}

/** The list's filter from the address; unknown values are dropped rather than refused. */
function readFilter(search: URLSearchParams) {
  const sport = SPORTS.find((known) => known === search.get('sport'));
  const status = EVENT_STATUSES.find((known) => known === search.get('status'));
  const league = addressText(search.get('league'));
  const q = addressText(search.get('q'));
  const page = Math.max(1, Math.min(500, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  return { sport, league, status, q, page };
}

type Filter = ReturnType<typeof readFilter>;

function eventsParams(filter: Filter, count = PAGE_SIZE) {
  return {
    sport: filter.sport,
    league: filter.league,
    status: filter.status,
    q: filter.q,
    offset: (filter.page - 1) * PAGE_SIZE,
    count,
  };
}

/** `/betting`: sports and leagues, live now, starting soon, a search and the events with their main prices. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = readFilter(new URL(request.url).searchParams);
  // The front page (of all sports or one) leads with what is live and what starts next, then lists
  // what is to come; a status, league or search lists just what it asks for.
  const front = !filter.status && !filter.q && !filter.league && filter.page === 1;
  const listed: Filter = front ? { ...filter, status: 'upcoming' } : filter;
  const [sports, events, live, soon] = await Promise.all([
    context.api('sportsbook.getLeagues'),
    context.api('sportsbook.getEvents', eventsParams(listed)),
    front ? context.api('sportsbook.getEvents', { sport: filter.sport, status: 'live', count: 10 }) : null,
    front ? context.api('sportsbook.getEvents', { sport: filter.sport, status: 'soon', count: 5 }) : null,
  ]);
  return { filter, listed, front, sports, events, live, soon };
}

export default function Betting({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const api = useApi();
  const { filter, listed, sports } = loaderData;
  const live = usePolled(
    loaderData.live,
    () => api('sportsbook.getEvents', { sport: filter.sport, status: 'live', count: 10 }),
    loaderData.live !== null && loaderData.live.items.length > 0,
    LIVE_LIST,
  );
  const events = usePolled(
    loaderData.events,
    () => api('sportsbook.getEvents', eventsParams(listed)),
    loaderData.events.items.some(isPlaying),
    LIVE_LIST,
  );
  const pages = Math.max(1, Math.ceil(events.total / PAGE_SIZE));
  const statusLink = (status: EventStatus | undefined) =>
    paths.betting({ sport: filter.sport, league: filter.league, status, q: filter.q });
  const title = filter.sport ? t(`sportsbook.sports.${filter.sport}`) : t('sportsbook.title');

  return (
    <>
      <h1 className="page-title">{title}</h1>
      <SportsNav sports={sports} current={filter} />
      <Form method="get" action={paths.betting()} className="sportsbook-search" role="search">
        {filter.sport ? <input type="hidden" name="sport" value={filter.sport} /> : null}
        <label className="visually-hidden" htmlFor="sportsbook-q">
          {t('sportsbook.searchLabel')}
        </label>
        <input
          id="sportsbook-q"
          name="q"
          type="search"
          defaultValue={filter.q ?? ''}
          placeholder={t('sportsbook.searchPlaceholder')}
          maxLength={100}
        />
        <button type="submit" className="button">
          {t('common.search')}
        </button>
      </Form>
      <nav className="tabs" aria-label={t('sportsbook.eventsOf')}>
        {([undefined, 'live', 'soon', 'upcoming'] as const).map((status) => (
          <Link
            key={status ?? 'all'}
            to={statusLink(status)}
            aria-current={filter.status === status ? 'page' : undefined}
          >
            {t(
              status === 'live'
                ? 'sportsbook.liveNow'
                : status === 'soon'
                  ? 'sportsbook.startingSoon'
                  : status === 'upcoming'
                    ? 'sportsbook.upcoming'
                    : 'sportsbook.all',
            )}
          </Link>
        ))}
      </nav>

      {live && live.items.length > 0 ? (
        <section aria-labelledby="sportsbook-live" className="sportsbook-block">
          <h2 id="sportsbook-live">{t('sportsbook.liveNow')}</h2>
          <EventList events={live.items} />
        </section>
      ) : null}
      {loaderData.soon && loaderData.soon.items.length > 0 ? (
        <section aria-labelledby="sportsbook-soon" className="sportsbook-block">
          <h2 id="sportsbook-soon">{t('sportsbook.startingSoon')}</h2>
          <EventList events={loaderData.soon.items} />
        </section>
      ) : null}
      <section aria-labelledby="sportsbook-events" className="sportsbook-block">
        <h2 id="sportsbook-events">{t(loaderData.front ? 'sportsbook.upcoming' : 'sportsbook.eventsOf')}</h2>
        <EventList events={events.items} />
        {pages > 1 ? (
          <nav className="sportsbook-pages" aria-label={t('sportsbook.pageOf', { page: filter.page, pages })}>
            {filter.page > 1 ? (
              <Link to={paths.betting({ ...listed, page: filter.page - 1 })}>{t('sportsbook.previous')}</Link>
            ) : null}
            <span>{t('sportsbook.pageOf', { page: filter.page, pages })}</span>
            {filter.page < pages ? (
              <Link to={paths.betting({ ...listed, page: filter.page + 1 })}>{t('sportsbook.next')}</Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
