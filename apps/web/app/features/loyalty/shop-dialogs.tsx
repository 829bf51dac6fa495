import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/**
 * LoyaltyShopPopupBuy (spec §2.3): the purchase went through; the bonus is on the bonus balance, or the
 * free spins wait in My bonuses (`kind` free_spins).
 */
export function LoyaltyShopPopupBuy({ entry }: DialogComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { close } = useDialogs();
  const name = String(entry.props.name ?? '');
  const kind = entry.props.kind;
  return (
    <DialogFrame
      type="popup"
      title={t('loyalty.shop.boughtTitle')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <>
          <Link
            className="button button--ghost"
            to={paths.profile('bonuses')}
            onClick={() => close(entry.id, { immediate: true })}
          >
            {t('loyalty.shop.toBonuses')}
          </Link>
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => close(entry.id)}
          >
            {t('loyalty.shop.close')}
          </button>
        </>
      }
    >
      <p>
        {t(kind === 'free_spins' ? 'loyalty.shop.boughtFreeSpinsText' : 'loyalty.shop.boughtText', { name })}
      </p>
    </DialogFrame>
  );
}

/** LoyaltyShopInsufficientFundsPopup (spec §2.3): not enough points for the product yet. */
export function LoyaltyShopInsufficientFundsPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { close } = useDialogs();
  return (
    <DialogFrame
      type="popup"
      title={t('loyalty.shop.insufficientTitle')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <Link
          className="button button--primary"
          to={paths.gamehall()}
          data-autofocus
          onClick={() => close(entry.id, { immediate: true })}
        >
          {t('loyalty.playCta')}
        </Link>
      }
    >
      <p>{t('loyalty.shop.missing', { points: String(entry.props.missing ?? '') })}</p>
      <p>{t('loyalty.shop.insufficientText')}</p>
    </DialogFrame>
  );
}
