import type { SportsBet } from '@casino/shared/contract/sports-bets.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { betTypeText } from '../../lib/sports-bet-type-text.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { type SlipSelection, selectionKey } from './slip-state.ts';

type Props = {
  bets: SportsBet[];
  /** The slip's selections as placed: their names, in the player's language. */
  selections: SlipSelection[];
  showOdds: (thousandths: number) => string;
  onDone: () => void;
};

/** What the slip shows once its bets are placed: each bet's id, selections, stake and potential return. */
export function BetReceipt({ bets, selections, showOdds, onDone }: Props) {
  const t = useT();
  const paths = usePaths();
  const named = new Map(selections.map((selection) => [selectionKey(selection), selection]));
  return (
    <section className="bet-receipt" aria-labelledby="bet-receipt-title">
      <h3 id="bet-receipt-title" className="bet-receipt__title">
        {t('sportsbook.slip.receipt.title')}
      </h3>
      {bets.map((bet) => {
        const type = betTypeText(bet);
        return (
          <article key={bet.id} className="bet-receipt__bet" aria-label={t(type.key, type.values)}>
            <p className="bet-receipt__type">{t(type.key, type.values)}</p>
            <ul className="bet-receipt__legs">
              {bet.legs.map((leg) => {
                const selection = named.get(selectionKey(leg));
                return (
                  <li key={selectionKey(leg)} className="bet-receipt__leg">
                    <span className="bet-receipt__pick">
                      {selection?.selection_name ?? leg.selection_key}
                    </span>
                    <span>{showOdds(leg.odds)}</span>
                    <span className="bet-receipt__event">
                      {selection?.market_name} ·{' '}
                      {t('sportsbook.history.match', { home: leg.home, away: leg.away })}
                    </span>
                  </li>
                );
              })}
            </ul>
            <dl className="slip-summary">
              <div>
                <dt>{t('sportsbook.slip.receipt.betId')}</dt>
                <dd className="bet-receipt__id">{bet.id}</dd>
              </div>
              <div>
                <dt>{t('sportsbook.slip.receipt.stake')}</dt>
                <dd>{formatMoney(bet.total_stake, bet.currency)}</dd>
              </div>
              <div className="slip-summary__return">
                <dt>{t('sportsbook.slip.potentialReturn')}</dt>
                <dd>{formatMoney(bet.potential_return, bet.currency)}</dd>
              </div>
            </dl>
          </article>
        );
      })}
      <p className="bet-receipt__actions">
        <Link to={paths.profile('bets')}>{t('sportsbook.slip.receipt.viewHistory')}</Link>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('sportsbook.slip.receipt.done')}
        </button>
      </p>
    </section>
  );
}
