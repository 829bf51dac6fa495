import type { FreeSpinPackView } from '@casino/shared/contract/free-spins.contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';

/**
 * One free-spin pack (decision 0035): its game, spins left of the total, stake per spin and expiry, and a
 * link that opens the game for real, where the slot offers the pack's spins.
 */
export function FreeSpinCard({ pack }: { pack: FreeSpinPackView }) {
  const t = useT();
  const paths = usePaths();
  const zone = usePlayerTimeZone();
  const titleId = useId();
  const terms = pack.description;
  const game = pack.game.title ?? pack.game.sysname;
  return (
    <article className="card bonus-card bonus-card--active" aria-labelledby={titleId}>
      <header className="bonus-card__header">
        <h3 className="bonus-card__title" id={titleId}>
          {terms?.title || t('bonuses.tabs.freespins')}
        </h3>
        <span className="bonus-card__status">{game}</span>
      </header>
      <p className="bonus-card__amount">
        {t('bonuses.freeSpins.left', {
          left: pack.remaining_count,
          total: terms?.total_count ?? pack.remaining_count,
        })}
      </p>
      {terms ? (
        <>
          <p className="bonus-card__meta">
            {t('bonuses.freeSpins.terms', {
              stake: formatMoney(terms.stake, terms.currency),
              wager: terms.wager,
            })}
          </p>
          {terms.winnings > 0 ? (
            <p className="bonus-card__meta">
              {t('bonuses.freeSpins.winnings', { amount: formatMoney(terms.winnings, terms.currency) })}
            </p>
          ) : null}
          <p className="bonus-card__meta">
            {t('bonuses.expires', { date: dateTimeText(terms.expires_at, zone) })}
          </p>
        </>
      ) : null}
      <div className="bonus-card__actions">
        <Link
          className="button button--primary button--sm"
          to={paths.game(pack.game.sysname, 'real')}
          aria-label={t('bonuses.freeSpins.playLabel', { game })}
        >
          {t('bonuses.freeSpins.play')}
        </Link>
      </div>
    </article>
  );
}
