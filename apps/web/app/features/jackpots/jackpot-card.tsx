import type { Jackpot } from '@casino/shared/contract/jackpots.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';

export function JackpotCard({ jackpot, headingLevel = 2 }: { jackpot: Jackpot; headingLevel?: 2 | 3 }) {
  const t = useT();
  const paths = usePaths();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="jackpot-card">
      <Heading className="jackpot-card__name">
        <Link to={paths.jackpots(jackpot.id)}>{jackpot.name}</Link>
      </Heading>
      <p className="jackpot-card__label">{t('jackpots.currentAmount')}</p>
      <p className="jackpot-card__amount" aria-live="off">
        {formatMoney(jackpot.amount, jackpot.currency)}
      </p>
      <p className="jackpot-card__rule">
        {t('jackpots.contribution', { percent: jackpot.contribution_percent })}
      </p>
    </article>
  );
}
