import type { LoyaltyInfo } from '@casino/shared/contract/loyalty.contract';
import { formatCount } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';

/** The newest changes of the player's points, each with its reason. */
export function PointsHistory({ history }: { history: LoyaltyInfo['history'] }) {
  const t = useT();
  const zone = usePlayerTimeZone();
  return (
    <section className="loyalty-history" aria-labelledby="loyalty-history">
      <h2 id="loyalty-history">{t('loyalty.history.title')}</h2>
      {history.length === 0 ? (
        <div className="empty-state">
          <p>{t('loyalty.history.empty')}</p>
        </div>
      ) : (
        <table className="loyalty-history__table">
          <thead>
            <tr>
              <th scope="col">{t('loyalty.history.date')}</th>
              <th scope="col">{t('loyalty.history.reason')}</th>
              <th scope="col">{t('loyalty.history.change')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTimeText(entry.created_at, zone)}</td>
                <td>{t(`loyalty.history.reasons.${entry.reason}`, { title: entry.title ?? '' })}</td>
                <td className={entry.delta > 0 ? 'loyalty-history__gain' : undefined}>
                  {entry.delta > 0 ? '+' : '−'}
                  {formatCount(Math.abs(entry.delta))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
