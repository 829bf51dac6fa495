import type { LoyaltyInfo } from '@casino/shared/contract/loyalty.contract';
import { useId } from 'react';
import { formatCount } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';

/** The player's points, level and the percent-progress bar towards the next level. */
export function LevelProgress({ info }: { info: LoyaltyInfo }) {
  const t = useT();
  const { coinIcon } = useShell().site.loyalty;
  const labelId = useId();
  const currentIndex = info.levels.findIndex((level) => level.is_current);
  const current = info.levels[currentIndex];
  const next = info.levels[currentIndex + 1];
  return (
    <section className="card loyalty-standing" aria-labelledby={labelId}>
      <h2 className="loyalty-standing__title" id={labelId}>
        {t('loyalty.yourPoints', { alias: info.pointsAlias })}
      </h2>
      <p className="loyalty-standing__points">
        {/* The content's coin (spec §3 Loyalty config), beside the number it decorates. */}
        {coinIcon ? (
          <img className="loyalty-standing__coin" src={coinIcon} alt="" width={28} height={28} />
        ) : null}
        <span data-testid="loyalty-points">{formatCount(info.points)}</span>
      </p>
      <p className="loyalty-standing__meta">
        {current ? t('loyalty.currentLevel', { name: current.name }) : null} ·{' '}
        {t('loyalty.lifetime', { points: formatCount(info.lifetime_points) })}
      </p>
      {next ? (
        <div className="progress-meter">
          <progress
            value={next.progress}
            max={100}
            aria-label={t('loyalty.progressTo', { name: next.name })}
            aria-valuetext={`${next.progress}%`}
          />
          <span>
            {t('loyalty.progressTo', { name: next.name })}: {next.progress}% ·{' '}
            {t('loyalty.nextLevel', { points: formatCount(next.points - info.lifetime_points) })}
          </span>
        </div>
      ) : (
        <p className="loyalty-standing__meta">{t('loyalty.topLevel')}</p>
      )}
    </section>
  );
}
