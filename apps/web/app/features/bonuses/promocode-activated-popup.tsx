import type { PromoCodeActivation } from '@casino/shared/contract/bonuses.contract';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/**
 * PromocodeActivatedPopup (spec §2.3): what a promo code gave — its bonus and whether it waits, and its
 * free spins.
 */
export function PromocodeActivatedPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const granted = entry.props as unknown as PromoCodeActivation;
  const spins = granted.free_spins;
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
      {granted.amount !== null ? (
        <>
          <p className="promocode-activated__bonus">
            {t('dialogs.promocodeActivated.text', {
              title: granted.title,
              amount: formatMoney(granted.amount, granted.currency),
            })}
          </p>
          <p>
            {granted.status === 'active' && granted.wager_required !== null
              ? t('dialogs.promocodeActivated.active', {
                  wager: formatMoney(granted.wager_required, granted.currency),
                })
              : t('dialogs.promocodeActivated.pending')}
          </p>
        </>
      ) : null}
      {spins ? (
        <p className="promocode-activated__spins">
          {t('dialogs.promocodeActivated.freeSpins', {
            title: spins.title,
            count: spins.count,
            stake: formatMoney(spins.stake, granted.currency),
          })}
        </p>
      ) : null}
    </DialogFrame>
  );
}
