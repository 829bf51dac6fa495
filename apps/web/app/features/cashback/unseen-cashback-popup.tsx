import type { CashbackView } from '@casino/shared/contract/cashback.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { markCashbackSeen } from './unseen-cashback.ts';

/**
 * UnseenCashbackPopup (spec §2.3, §4): the player's newest cashback, with the way to the cashback page
 * to pay it out. However it closes, its cashback counts as seen.
 */
export function UnseenCashbackPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { close } = useDialogs();
  const api = useApi();
  const cashback = entry.props.cashback as CashbackView;
  const amount = cashback.amount ? formatMoney(cashback.amount.amount, cashback.amount.currency) : '';
  const onClose = (immediate: boolean) => {
    markCashbackSeen(api, browserStorage(), cashback.id);
    close(entry.id, { immediate });
  };
  const active = cashback.status === 'active';
  return (
    <DialogFrame
      type="popup"
      title={t('cashback.popupTitle')}
      closeLabel={t('common.close')}
      onRequestClose={() => onClose(false)}
      footer={
        <Link
          className="button button--primary"
          to={paths.profile('cashback')}
          data-autofocus
          onClick={() => onClose(true)}
        >
          {t('cashback.popupButton')}
        </Link>
      }
    >
      {cashback.description?.title ? (
        <p>
          <strong>{cashback.description.title}</strong>
        </p>
      ) : null}
      <p>{t(active ? 'cashback.popupText' : 'cashback.popupPaidText', { amount })}</p>
    </DialogFrame>
  );
}
