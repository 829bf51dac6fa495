import type { LoyaltyQuest } from '@casino/shared/contract/loyalty.contract';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { QuestProgress } from './quest-list.tsx';

/** LoyaltyQuestPopup (spec §2.3): a quest's task, the player's progress, its reward and when it resets. */
export function LoyaltyQuestPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const quest = entry.props.quest as LoyaltyQuest;
  return (
    <DialogFrame
      type="popup"
      title={quest.title}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => close(entry.id)}
        >
          {t('loyalty.quests.close')}
        </button>
      }
    >
      <p>{quest.text}</p>
      <QuestProgress quest={quest} />
      <p>
        {t('loyalty.quests.reward', {
          reward: t('loyalty.quests.rewardPoints', { points: formatCount(quest.reward) }),
        })}
      </p>
      <p className="loyalty-quest__meta">
        {quest.resets_at
          ? t('loyalty.quests.resets', { date: formatDateTime(quest.resets_at) })
          : t('loyalty.quests.once')}
      </p>
    </DialogFrame>
  );
}
