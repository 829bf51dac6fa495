import type { Leaderboard, Tournament } from '@casino/shared/contract/tournaments.contract';
import type { TournamentLeaderboardUpdate } from '@casino/shared/live/live-protocol';
import { tournamentLeaderboardTopic } from '@casino/shared/live/live-topics';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { followTopic } from '../../lib/live-topics.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';
import { Countdown } from './countdown.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { ParticipateButton } from './participate-button.tsx';

/** While the live channel is down, the board is asked for this often so the player still sees themself climb. */
const BOARD_REFRESH_MS = 5_000;
export const BOARD_TOP = 10;

/**
 * The board kept current while the tournament runs: pushed over the live channel's tournament topic
 * (decision 0040), polled only while the channel is down. A push is the public top; a signed-in
 * player's page asks for the board again on a push, for the row marked as theirs and their own place.
 */
function useLiveBoard(tournament: Tournament, first: Leaderboard, signedIn: boolean): Leaderboard {
  const api = useApi();
  const [board, setBoard] = useState(first);
  const [pushed, setPushed] = useState(false);
  useEffect(() => setBoard(first), [first]);
  const running = tournament.status === 'running';
  const id = tournament.id;
  const reload = useCallback(
    (isStopped: () => boolean) =>
      api('leaderboard.top', { tournament_id: id, count: BOARD_TOP })
        .then((next) => {
          if (!isStopped()) setBoard(next);
        })
        // A missed refresh is made up by the next push or tick.
        .catch(() => undefined),
    [api, id],
  );

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const unfollow = followTopic<TournamentLeaderboardUpdate>(tournamentLeaderboardTopic(id), {
      onStatus: setPushed,
      onUpdate: (update) => {
        // A signed-in player's own row and place are theirs alone: asked for, not pushed.
        if (signedIn) void reload(() => stopped);
        else setBoard(update.board);
      },
    });
    return () => {
      stopped = true;
      unfollow();
      setPushed(false);
    };
  }, [id, running, signedIn, reload]);

  useEffect(() => {
    if (!running || pushed) return;
    let stopped = false;
    const timer = setInterval(() => void reload(() => stopped), BOARD_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, pushed, reload]);
  return board;
}

/**
 * One tournament: its rules, prizes, countdown, winners once finished, and the leaderboard with the
 * player's own place; Participate for opt-in tournaments the player has not joined.
 */
export function TournamentPage({
  tournament,
  board: firstBoard,
  signedIn,
  renderedAt,
  onJoined,
}: {
  tournament: Tournament;
  board: Leaderboard;
  signedIn: boolean;
  renderedAt: number;
  onJoined: () => void;
}) {
  const t = useT();
  const paths = usePaths();
  const location = useLocation();
  const zone = usePlayerTimeZone();
  const me = tournament.user_info;
  const board = useLiveBoard(tournament, firstBoard, signedIn);
  const rules = tournament.restrictions;
  const finished = tournament.status === 'finished';
  const mayJoin = !finished && rules?.opt_in === true && !me?.participating;
  const currency = rules?.currency ?? 'USD';
  return (
    <div className="container section tournament">
      <h1 className="page-title">{tournament.description?.title}</h1>
      <p className="tournament__status">
        {t(`tournaments.status.${tournament.status}`)} ·{' '}
        {t('tournaments.period', {
          start: dateTimeText(tournament.starts_at, zone),
          end: dateTimeText(tournament.ends_at, zone),
        })}
      </p>
      {tournament.status === 'running' ? (
        <Countdown label="endsIn" to={tournament.ends_at} renderedAt={renderedAt} />
      ) : null}
      {tournament.status === 'upcoming' ? (
        <Countdown label="startsIn" to={tournament.starts_at} renderedAt={renderedAt} />
      ) : null}
      <p>{tournament.description?.text}</p>
      {tournament.total_prize ? (
        <p className="tournament__prize">
          {t('tournaments.prizePool')}:{' '}
          {formatMoney(tournament.total_prize.amount, tournament.total_prize.currency)}
        </p>
      ) : null}
      {mayJoin ? (
        signedIn ? (
          <ParticipateButton tournamentId={tournament.id} onJoined={onJoined} />
        ) : (
          <Link className="button" to={`${location.pathname}?show_popup_auth=1`}>
            {t('tournaments.participate')}
          </Link>
        )
      ) : null}
      {me?.participating && !finished ? (
        <p className="tournament__joined">{t('tournaments.participating')}</p>
      ) : null}
      {!finished ? (
        <p>
          <Link className="button button--ghost" to={paths.tournamentGamehall(tournament.id)}>
            {t('tournaments.playGames')}
          </Link>
        </p>
      ) : null}

      <div className="tournament__columns">
        <section aria-labelledby="tournament-board">
          <h2 id="tournament-board">{t('tournaments.leaderboard')}</h2>
          {signedIn && (me?.participating || board.me) ? (
            <p className="tournament__own" aria-live="polite">
              {board.me && board.me.points > 0
                ? t('tournaments.yourPlace', {
                    place: board.me.place,
                    points: board.me.points.toLocaleString('en-US'),
                  })
                : t('tournaments.notRanked')}
            </p>
          ) : null}
          <LeaderboardTable board={board} label={t('tournaments.leaderboard')} />
        </section>
        <section aria-labelledby="tournament-prizes">
          <h2 id="tournament-prizes">{finished ? t('tournaments.winners') : t('tournaments.prizes')}</h2>
          {finished && tournament.winners && tournament.winners.length > 0 ? (
            <ol className="tournament__prizes">
              {tournament.winners.map((winner) => (
                <li key={`${winner.place}-${winner.player}`}>
                  {winner.place}. {winner.player} —{' '}
                  {[
                    winner.prize.amount > 0 ? formatMoney(winner.prize.amount, winner.prize.currency) : null,
                    winner.free_spins > 0
                      ? t('tournaments.freeSpinsPrize', { count: winner.free_spins })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' + ')}
                </li>
              ))}
            </ol>
          ) : (
            <ol className="tournament__prizes">
              {(tournament.extra?.prizes ?? []).map((prize, index) => {
                const spins = tournament.extra?.free_spins[index];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: places are the prize table's order
                  <li key={index}>
                    {index + 1}.{' '}
                    {spins
                      ? t('tournaments.freeSpinsPrizeAt', {
                          count: spins.count,
                          stake: formatMoney(spins.stake, currency),
                        })
                      : formatMoney(prize, currency)}
                  </li>
                );
              })}
            </ol>
          )}
          <h2>{t('tournaments.rules')}</h2>
          <p>{tournament.description?.rules}</p>
          {rules ? (
            <ul className="tournament__rules">
              <li>{t('tournaments.scoringLabel', { rule: t(`tournaments.scoring.${rules.scoring}`) })}</li>
              {rules.min_stake > 0 ? (
                <li>{t('tournaments.minStake', { amount: formatMoney(rules.min_stake, currency) })}</li>
              ) : null}
              <li>{rules.opt_in ? t('tournaments.optIn') : t('tournaments.automatic')}</li>
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
