import { PARTICIPATE_FAILED } from '@casino/shared/contract/tournaments.contract';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { FormNotice } from '../../ui/form-parts.tsx';

/**
 * Joins the tournament (spec §4): only an answer of 1 counts, then the tournament reloads; anything
 * else shows "Failed to participate in tournament".
 */
export function ParticipateButton({
  tournamentId,
  onJoined,
}: {
  tournamentId: number;
  onJoined: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, notice, run } = useFormSubmit();
  const failed = t('tournaments.participateFailed');
  const join = () =>
    run(
      async () => {
        const answer = await api('tournaments.participate', { tournament_id: tournamentId });
        if (answer !== 1) throw new Error(PARTICIPATE_FAILED);
        onJoined();
      },
      { refusal: () => ({ notice: failed }) },
    );
  return (
    <div className="tournament-participate">
      <FormNotice>{notice}</FormNotice>
      <button
        type="button"
        className={`button${busy ? ' button--loading' : ''}`}
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void join();
        }}
      >
        {t('tournaments.participate')}
      </button>
    </div>
  );
}
