import type { Leaderboard, LeaderboardEntry } from '@casino/shared/contract/tournaments.contract';
import { useT } from '../../lib/i18n.ts';

/** Spec §9 groups thousands with commas. */
const count = (value: number) => value.toLocaleString('en-US');

function Row({ entry }: { entry: LeaderboardEntry }) {
  const t = useT();
  return (
    <tr
      className={entry.is_me ? 'leaderboard__me' : undefined}
      aria-current={entry.is_me ? 'true' : undefined}
    >
      <td>{entry.place}</td>
      <td>
        {entry.player}
        {entry.is_me ? ` (${t('tournaments.you')})` : ''}
      </td>
      <td className="leaderboard__points">{count(entry.points)}</td>
    </tr>
  );
}

/** The best rows of a tournament's board; the player's own row follows when it is further down. */
export function LeaderboardTable({ board, label }: { board: Leaderboard; label: string }) {
  const t = useT();
  if (board.items.length === 0) return <p>{t('tournaments.noParticipants')}</p>;
  const ownShown = board.items.some((entry) => entry.is_me);
  return (
    <table className="leaderboard" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('tournaments.place')}</th>
          <th scope="col">{t('tournaments.player')}</th>
          <th scope="col" className="leaderboard__points">
            {t('tournaments.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {board.items.map((entry) => (
          <Row key={`${entry.place}-${entry.player}-${entry.is_me}`} entry={entry} />
        ))}
        {board.me && !ownShown ? <Row entry={board.me} /> : null}
      </tbody>
    </table>
  );
}
