import type { Promotion } from '@casino/shared/contract/bonuses.contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { promoCodeErrorKey } from '../../lib/promo-code-errors.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';

/**
 * What a promotion asks of the player: a promo-code promotion is taken here (`campaigns.takepromotions`,
 * then the PromocodeActivatedPopup); a deposit offer leads to the deposit page, cashback to its list.
 * A guest is asked to sign in first.
 */
export function PromotionAction({ promotion, onTaken }: { promotion: Promotion; onTaken?: () => void }) {
  const t = useT();
  const paths = usePaths();
  const isGuest = useShell().user === null;
  const api = useApi();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (promotion.kind === 'offer') {
    return (
      <Link className="button button--primary" to={paths.cashierDeposit()}>
        {t('promotions.deposit')}
      </Link>
    );
  }
  if (promotion.kind === 'cashback') {
    return (
      <Link className="button" to={paths.profile('cashback')}>
        {t('promotions.cashback')}
      </Link>
    );
  }
  const takeIt = async () => {
    if (isGuest) {
      dialogs.open('AuthPopup', { props: { view: 'authorization' } });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const bonus = await api('campaigns.takepromotions', { offer_id: String(promotion.id) });
      dialogs.open('PromocodeActivatedPopup', { props: bonus as unknown as Record<string, unknown> });
      onTaken?.();
    } catch (error) {
      // The refusal reasons are the promo code's own (spec §8).
      setNotice(t(promoCodeErrorKey(error, 'offer_id') ?? 'common.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="promotion-action">
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void takeIt()}>
        {t('promotions.take')}
      </button>
      {notice ? <FormNotice>{notice}</FormNotice> : null}
    </div>
  );
}
