import type { Tournament } from '@casino/shared/contract/tournaments.contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Countdown } from './countdown.tsx';

/** A tournament in the list: its title, prize pool, participants and how long until it starts or ends. */
export function TournamentCard({ tournament, renderedAt }: { tournament: Tournament; renderedAt: number }) {
  const t = useT();
  const paths = usePaths();
  const titleId = useId();
  return (
    <article className={`tournament-card tournament-card--${tournament.status}`} aria-labelledby={titleId}>
      {tournament.image_url ? (
        <img className="tournament-card__image" src={tournament.image_url} alt="" />
      ) : null}
      <div className="tournament-card__body">
        <h3 className="tournament-card__title" id={titleId}>
          <Link to={paths.tournaments(tournament.id)}>{tournament.description?.title}</Link>
        </h3>
        <p className="tournament-card__text">{tournament.description?.text}</p>
        {tournament.total_prize ? (
          <p className="tournament-card__prize">
            <span className="tournament-card__label">{t('tournaments.prizePool')}</span>{' '}
            {formatMoney(tournament.total_prize.amount, tournament.total_prize.currency)}
          </p>
        ) : null}
        <p className="tournament-card__label">
          {t('tournaments.participants')}: {tournament.total_participants ?? 0}
        </p>
        {tournament.status === 'running' ? (
          <Countdown label="endsIn" to={tournament.ends_at} renderedAt={renderedAt} />
        ) : null}
        {tournament.status === 'upcoming' ? (
          <Countdown label="startsIn" to={tournament.starts_at} renderedAt={renderedAt} />
        ) : null}
      </div>
    </article>
  );
}
