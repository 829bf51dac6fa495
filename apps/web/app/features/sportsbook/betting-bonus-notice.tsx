import type { BettingBonusView } from '@casino/shared/contract/betting-bonuses.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';

/**
 * The player's active betting bonus above the sportsbook (backend flag notice-betting visibility): its
 * amount, progress and minimum odds, so bets below the minimum are not placed expecting to count.
 */
export function BettingBonusNotice({ bonus }: { bonus: BettingBonusView }) {
  const t = useT();
  const paths = usePaths();
  return (
    <p className="sportsbook-bonus-notice" role="note">
      {t('sportsbook.activeBonus', {
        amount: formatMoney(bonus.amount, bonus.currency),
        percent: bonus.wager_percent,
        odds: bonus.min_odds.toFixed(2),
      })}{' '}
      <Link to={paths.profile('bonuses')}>{t('sportsbook.activeBonusLink')}</Link>
    </p>
  );
}
