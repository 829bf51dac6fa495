import type { LoyaltyQuest } from '@casino/shared/contract/loyalty.contract';
import { useId } from 'react';
import { formatCount } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/** The programme's quests with the player's progress; Details opens LoyaltyQuestPopup (spec §2.3). */
export function QuestList({ quests }: { quests: readonly LoyaltyQuest[] }) {
  const t = useT();
  const titleId = useId();
  const dialogs = useDialogs();
  return (
    <section className="loyalty-quests" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('loyalty.quests.title')}</h2>
      {quests.length === 0 ? (
        <p>{t('loyalty.quests.empty')}</p>
      ) : (
        <>
          <p className="loyalty-page__intro">{t('loyalty.quests.intro')}</p>
          <ul className="loyalty-quests__list">
            {quests.map((quest) => (
              <li key={quest.id} className="card loyalty-quest" data-completed={quest.completed || undefined}>
                <h3 className="loyalty-quest__title">{quest.title}</h3>
                <QuestProgress quest={quest} />
                <p className="loyalty-quest__meta">
                  {t('loyalty.quests.reward', {
                    reward: t('loyalty.quests.rewardPoints', { points: formatCount(quest.reward) }),
                  })}
                </p>
                <button
                  type="button"
                  className="button button--ghost button--sm"
                  aria-label={`${t('loyalty.quests.details')}: ${quest.title}`}
                  onClick={() => dialogs.open('LoyaltyQuestPopup', { props: { quest } })}
                >
                  {t('loyalty.quests.details')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A quest's progress bar, or that it is completed. */
export function QuestProgress({ quest }: { quest: LoyaltyQuest }) {
  const t = useT();
  const label = t('loyalty.quests.progress', {
    done: formatCount(quest.progress),
    count: formatCount(quest.count),
  });
  if (quest.completed) return <p className="loyalty-quest__done">{t('loyalty.quests.done')}</p>;
  return (
    <div className="progress-meter">
      <progress value={quest.progress} max={quest.count} aria-label={quest.title} aria-valuetext={label} />
      <span>{label}</span>
    </div>
  );
}
