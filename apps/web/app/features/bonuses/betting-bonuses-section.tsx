import type { BettingBonusView } from '@casino/shared/contract/betting-bonuses.contract';
import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useToasts } from '../../ui/toast/toast-context.tsx';
import { BettingBonusCard, type BettingBonusChange } from './betting-bonus-card.tsx';

const OPEN = ['active', 'pending'];

/**
 * The profile's betting bonuses (decision 0036): the open ones (active first), then finished ones; one
 * betting bonus is active at a time, apart from the casino bonus.
 */
export function BettingBonusesSection({ bonuses }: { bonuses: BettingBonusView[] }) {
  const t = useT();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const anyActive = bonuses.some((bonus) => bonus.status === 'active');
  const onChanged = (change: BettingBonusChange) => {
    toasts.show({
      kind: 'profile',
      data: { title: t(change === 'activated' ? 'bonuses.bettingActivated' : 'bonuses.removed') },
    });
    // The list and the header's betting bonus balance both change.
    void revalidator.revalidate();
  };
  const ordered = [
    ...bonuses.filter((bonus) => bonus.status === 'active'),
    ...bonuses.filter((bonus) => bonus.status === 'pending'),
    ...bonuses.filter((bonus) => !OPEN.includes(bonus.status)),
  ];
  return (
    <section className="bonus-section" aria-labelledby="betting-bonuses">
      <h2 className="profile-card__title" id="betting-bonuses">
        {t('bonuses.tabs.betting')}
      </h2>
      <p className="profile-card__description">{t('bonuses.bettingLocked')}</p>
      {ordered.length === 0 ? (
        <div className="empty-state">
          <p>{t('bonuses.bettingEmpty')}</p>
        </div>
      ) : (
        <div className="bonus-list">
          {ordered.map((bonus) => (
            <BettingBonusCard
              key={bonus.id}
              bonus={bonus}
              otherActive={anyActive && bonus.status !== 'active'}
              onChanged={onChanged}
            />
          ))}
        </div>
      )}
    </section>
  );
}
