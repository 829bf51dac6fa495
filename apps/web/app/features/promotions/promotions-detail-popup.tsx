import type { Promotion } from '@casino/shared/contract/bonuses.contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { PromotionAction } from './promotion-action.tsx';

/** PromotionsDetailPopup (spec §2.3): a promotion's words and action without leaving the list. */
export function PromotionsDetailPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { close } = useDialogs();
  const promotion = entry.props as unknown as Promotion;
  return (
    <DialogFrame
      type="popup"
      title={promotion.title}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={<PromotionAction promotion={promotion} onTaken={() => close(entry.id)} />}
    >
      {promotion.image ? <img className="promotion-card__image" src={promotion.image} alt="" /> : null}
      <p>{promotion.text}</p>
      <p>
        <Link to={paths.promotions(promotion.id)} onClick={() => close(entry.id)}>
          {t('promotions.openPage')}
        </Link>
      </p>
    </DialogFrame>
  );
}
