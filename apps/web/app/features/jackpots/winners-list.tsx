import type { JackpotWinner } from '@casino/shared/contract/jackpots.contract';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** Jackpot wins with their revealed draws: anyone can recompute HMAC-SHA256(seed, input). */
export function WinnersList({ winners }: { winners: JackpotWinner[] }) {
  const t = useT();
  if (winners.length === 0) return <p className="empty-state">{t('jackpots.noWinners')}</p>;
  return (
    <ol className="winners-list">
      {winners.map((winner) => (
        <li key={winner.id} className="winners-list__item">
          <p className="winners-list__headline">
            <span>
              {t('jackpots.wonBy', {
                name: winner.player,
                amount: formatMoney(winner.amount, winner.currency),
              })}
            </span>
            <span className="winners-list__meta">
              {winner.jackpot_name} · {winner.game} ·{' '}
              <time dateTime={winner.won_at}>{formatDateTime(winner.won_at)}</time>
            </span>
          </p>
          <details className="winners-list__fairness">
            <summary>{t('jackpots.fairness')}</summary>
            <dl>
              <dt>{t('jackpots.serverSeed')}</dt>
              <dd>
                <code>{winner.fairness.server_seed}</code>
              </dd>
              <dt>{t('jackpots.serverSeedHash')}</dt>
              <dd>
                <code>{winner.fairness.server_seed_hash}</code>
              </dd>
              <dt>{t('jackpots.drawInput')}</dt>
              <dd>
                <code>{winner.fairness.draw_input}</code>
              </dd>
            </dl>
          </details>
        </li>
      ))}
    </ol>
  );
}
