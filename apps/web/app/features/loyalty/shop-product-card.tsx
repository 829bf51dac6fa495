import type { LoyaltyProduct } from '@casino/shared/contract/loyalty.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { useId } from 'react';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { protectionErrorKey } from '../../lib/protection-errors.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { useToasts } from '../../ui/toast/toast-context.tsx';
import type { ShopPopupBuyProps } from './shop-dialogs.tsx';

function isInsufficientPoints(error: unknown): boolean {
  const reasons = error instanceof ApiError ? (error.errorData?.id as unknown) : undefined;
  return Array.isArray(reasons) && reasons.includes('INSUFFICIENT_POINTS');
}

/**
 * One shop product with its price; *Details* shows it up close (LoyaltyShopPopupBuy). Buying asks first
 * (LoyaltyShopPopupConfirm); then the purchase is announced by a `product` toast (spec §2.3) or, without
 * enough points, refused as such (LoyaltyShopInsufficientFundsPopup). One idempotency key per confirmation: a repeated request buys once.
 * `points` is null for a guest, who is asked to sign in.
 */
export function ShopProductCard({
  product,
  points,
  onBought,
}: {
  product: LoyaltyProduct;
  points: number | null;
  onBought: () => void;
}) {
  const t = useT();
  const api = useApi();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const paths = usePaths();
  const titleId = useId();
  const { busy, notice, run } = useFormSubmit();
  const { grant } = product;

  const insufficient = (have: number) =>
    dialogs.open('LoyaltyShopInsufficientFundsPopup', {
      props: { missing: formatCount(Math.max(product.price - have, 1)) },
    });

  const purchase = (key: string) =>
    run(
      async () => {
        await api('loyalty.buyproduct', { id: product.id, idempotency_key: key });
        toasts.show({
          kind: 'product',
          iconSize: 28,
          data: {
            title: t('loyalty.shop.boughtTitle'),
            text: t(
              grant.kind === 'free_spins' ? 'loyalty.shop.boughtFreeSpinsText' : 'loyalty.shop.boughtText',
              {
                name: product.title,
              },
            ),
            action: { label: t('loyalty.shop.toBonuses'), href: paths.profile('bonuses') },
          },
        });
        onBought();
      },
      {
        refusal: (error) => {
          if (isInsufficientPoints(error)) {
            insufficient(points ?? 0);
            return { notice: null };
          }
          const protection = protectionErrorKey(error);
          return { notice: protection ? t(protection) : refusalMessage(error, t('common.errorGeneric')) };
        },
      },
    );

  const buy = () => {
    if (points === null) {
      dialogs.open('AuthPopup', { props: { view: 'authorization' } });
      return;
    }
    if (points < product.price) {
      insufficient(points);
      return;
    }
    const key = crypto.randomUUID();
    dialogs.open('LoyaltyShopPopupConfirm', {
      props: {
        title: t('loyalty.shop.confirmTitle'),
        text: t('loyalty.shop.confirmText', { points: formatCount(product.price), name: product.title }),
        confirmLabel: t('loyalty.shop.buy'),
        onConfirm: () => purchase(key),
      },
    });
  };

  const grantText = () => {
    if (grant.kind === 'free_spins') {
      const terms = { count: grant.count, wager: grant.wager, days: grant.days };
      return grant.currency === null
        ? t('loyalty.shop.grantFreeSpinsAnyCurrency', terms)
        : t('loyalty.shop.grantFreeSpins', { ...terms, stake: formatMoney(grant.stake, grant.currency) });
    }
    return grant.amount !== null && grant.currency !== null
      ? t('loyalty.shop.grant', {
          amount: formatMoney(grant.amount, grant.currency),
          wager: grant.wager,
          days: grant.days,
        })
      : t('loyalty.shop.grantAnyCurrency', { wager: grant.wager, days: grant.days });
  };

  const buyLabel = points === null ? t('loyalty.shop.signIn') : t('loyalty.shop.buy');
  const details = () => {
    const props: ShopPopupBuyProps = {
      title: product.title,
      text: product.text,
      terms: grantText(),
      price: t('loyalty.shop.price', { points: formatCount(product.price) }),
      buyLabel,
      onBuy: buy,
    };
    dialogs.open('LoyaltyShopPopupBuy', { props: { ...props } });
  };

  return (
    <article className="card loyalty-product" aria-labelledby={titleId}>
      <h2 className="loyalty-product__title" id={titleId}>
        {product.title}
      </h2>
      <p className="loyalty-product__price">
        {t('loyalty.shop.price', { points: formatCount(product.price) })}
      </p>
      <p>{product.text}</p>
      <p className="loyalty-product__meta">{grantText()}</p>
      <FormNotice>{notice}</FormNotice>
      <div className="loyalty-product__actions">
        <button
          type="button"
          className={`button button--primary${busy ? ' button--loading' : ''}`}
          onClick={buy}
          disabled={busy}
          aria-describedby={titleId}
        >
          {buyLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={details} aria-describedby={titleId}>
          {t('loyalty.shop.details')}
        </button>
      </div>
    </article>
  );
}
