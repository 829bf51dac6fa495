import type { PromoCodeActivation } from '@casino/shared/contract/bonuses.contract';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/** PromocodeActivatedPopup (spec §2.3): the bonus a promo code gave, and whether it waits. */
export function PromocodeActivatedPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const bonus = entry.props as unknown as PromoCodeActivation;
  const amount = formatMoney(bonus.amount, bonus.currency);
  return (
    <DialogFrame
      type="popup"
      title={t('dialogs.promocodeActivated.title')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => close(entry.id)}
        >
          {t('dialogs.promocodeActivated.button')}
        </button>
      }
    >
      <p className="promocode-activated__bonus">
        {t('dialogs.promocodeActivated.text', { title: bonus.title, amount })}
      </p>
      <p>
        {bonus.status === 'active'
          ? t('dialogs.promocodeActivated.active', {
              wager: formatMoney(bonus.wager_required, bonus.currency),
            })
          : t('dialogs.promocodeActivated.pending')}
      </p>
    </DialogFrame>
  );
}
