import type { VerificationState } from '@casino/shared/contract/verification.contract';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/**
 * The verification tab's card for each state of spec §4: not started, waiting for review, verified,
 * or rejected with the operator's reason and a way to submit again (through the VerificationPopup).
 */
export function VerificationStatus({ state }: { state: VerificationState }) {
  const t = useT();
  const dialogs = useDialogs();
  const { status } = state;
  const canStart = status === 'none' || status === 'init' || status === 'rejected';
  return (
    <article className={`card verification-card verification-card--${status}`}>
      <h2 className="verification-card__title">{t(`verification.status.${status}.title`)}</h2>
      <p>{t(`verification.status.${status}.text`)}</p>
      {status === 'rejected' && state.reject_reason ? (
        <p className="verification-card__reason">
          {t('verification.rejectReason', { reason: state.reject_reason })}
        </p>
      ) : null}
      {canStart ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => dialogs.open('VerificationPopup')}
        >
          {t(status === 'rejected' ? 'verification.submitAgain' : 'verification.start')}
        </button>
      ) : null}
    </article>
  );
}
