import type { GameRound } from '@casino/shared/contract/game-history.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';

/** The player's real-money casino rounds (getHistory, spec §7), newest first, as a table. */
export function CasinoRounds({ rounds }: { rounds: GameRound[] }) {
  const t = useT();
  const paths = usePaths();
  const zone = usePlayerTimeZone();
  if (rounds.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('sportsbook.history.rounds.empty')}</p>
        <Link className="button button--primary" to={paths.gamehall()}>
          {t('sportsbook.history.rounds.toGames')}
        </Link>
      </div>
    );
  }
  return (
    <div className="casino-rounds">
      <table className="casino-rounds__table">
        <caption className="visually-hidden">{t('sportsbook.history.rounds.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sportsbook.history.rounds.game')}</th>
            <th scope="col">{t('sportsbook.history.rounds.started')}</th>
            <th scope="col">{t('sportsbook.history.rounds.bet')}</th>
            <th scope="col">{t('sportsbook.history.rounds.win')}</th>
            <th scope="col">{t('sportsbook.history.rounds.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.round_id}>
              <td>{round.game_name}</td>
              <td>{dateTimeText(round.opened_at, zone)}</td>
              <td>{formatMoney(round.bet, round.currency)}</td>
              <td>{formatMoney(round.win, round.currency)}</td>
              <td>{t(`sportsbook.history.rounds.${round.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
