import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/** What a product card opens LoyaltyShopPopupBuy with. */
export interface ShopPopupBuyProps {
  title: string;
  text: string;
  /** What the product grants, in words. */
  terms: string;
  price: string;
  /** Buy, or sign in for a guest. */
  buyLabel: string;
  /** What the card's own button does: confirm and buy, or ask a guest to sign in. */
  onBuy: () => void;
}

/**
 * LoyaltyShopPopupBuy (spec §2.3): a product of the shop up close, its grant and price, with the buy
 * button. A purchase then shows as a `product` toast.
 */
export function LoyaltyShopPopupBuy({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { title, text, terms, price, buyLabel, onBuy } = entry.props as unknown as ShopPopupBuyProps;
  return (
    <DialogFrame
      type="popup"
      title={title}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => {
            close(entry.id);
            onBuy();
          }}
        >
          {buyLabel}
        </button>
      }
    >
      <p className="loyalty-product__price">{price}</p>
      <p>{text}</p>
      <p className="loyalty-product__meta">{terms}</p>
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
