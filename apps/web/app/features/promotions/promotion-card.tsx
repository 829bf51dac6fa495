import type { Promotion } from '@casino/shared/contract/bonuses.contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { PromotionAction } from './promotion-action.tsx';

/** One promotion in the list: its picture, words, what to do, and the PromotionsDetailPopup. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const t = useT();
  const paths = usePaths();
  const dialogs = useDialogs();
  return (
    <article className="card promotion-card" aria-labelledby={`promotion-${promotion.id}`}>
      {promotion.image ? <img className="promotion-card__image" src={promotion.image} alt="" /> : null}
      <h2 className="promotion-card__title" id={`promotion-${promotion.id}`}>
        <Link to={paths.promotions(promotion.id)}>{promotion.title}</Link>
      </h2>
      <p>{promotion.text}</p>
      <div className="promotion-card__actions">
        <PromotionAction promotion={promotion} />
        <button
          type="button"
          className="button"
          onClick={() =>
            dialogs.open('PromotionsDetailPopup', { props: promotion as unknown as Record<string, unknown> })
          }
        >
          {t('promotions.details')}
        </button>
      </div>
    </article>
  );
}
