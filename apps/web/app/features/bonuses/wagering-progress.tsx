import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A bonus's wagering: the meter and "N% · $wagered of $required", labelled for the card it sits in. */
export function WageringProgress({
  labelId,
  bonus,
}: {
  labelId: string;
  bonus: { wager_percent: number; wagered: number; wager_required: number; currency: string };
}) {
  const t = useT();
  if (bonus.wager_required <= 0) return null;
  const percent = t('bonuses.progress', { percent: bonus.wager_percent });
  return (
    <div className="progress-meter">
      <progress value={bonus.wager_percent} max={100} aria-labelledby={labelId} aria-valuetext={percent} />
      <span id={labelId}>
        {percent} ·{' '}
        {t('bonuses.wagering', {
          current: formatMoney(bonus.wagered, bonus.currency),
          total: formatMoney(bonus.wager_required, bonus.currency),
        })}
      </span>
    </div>
  );
}
