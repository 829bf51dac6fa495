import { GAME_TYPES } from '@casino/shared/contract/games.contract';
import type { LoyaltyProgramme } from '@casino/shared/contract/loyalty.contract';
import { formatCount } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** A programme's rates per game type and its levels with their perks; `currentLevel` marks the player's. */
export function ProgrammeDetails({
  programme,
  currentLevel,
}: {
  programme: LoyaltyProgramme;
  currentLevel: number | null;
}) {
  const t = useT();
  const rates = GAME_TYPES.filter((type) => (programme.rates[type] ?? 0) > 0);
  return (
    <div className="loyalty-details">
      <section className="card" id="how-it-works" aria-labelledby="loyalty-rates">
        <h2 id="loyalty-rates">{t('loyalty.ratesTitle')}</h2>
        <dl className="loyalty-rates">
          {rates.map((type) => (
            <div key={type} className="loyalty-rates__row">
              <dt>{t(`loyalty.gameTypes.${type}`)}</dt>
              <dd>{t('loyalty.rate', { points: formatCount(programme.rates[type] ?? 0) })}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="loyalty-levels">
        <h2 id="loyalty-levels">{t('loyalty.levelsTitle')}</h2>
        <ol className="loyalty-levels">
          {programme.levels.map((level) => {
            const current = level.level === currentLevel;
            return (
              <li
                key={level.level}
                className={`card loyalty-level${current ? ' loyalty-level--current' : ''}`}
                aria-current={current ? 'step' : undefined}
              >
                <h3 className="loyalty-level__name">{level.name}</h3>
                {current ? <p className="loyalty-level__badge">{t('loyalty.yourLevel')}</p> : null}
                <p className="loyalty-level__meta">
                  {t('loyalty.levelFrom', { points: formatCount(level.points) })}
                </p>
                <p>
                  {level.points_bonus > 0
                    ? t('loyalty.perk', { percent: level.points_bonus })
                    : t('loyalty.noPerk')}
                </p>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
