import { useRevalidator } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import type { ConfirmDialogProps } from '../../ui/dialog/confirm-dialog.tsx';
import { useConfirm } from '../../ui/dialog/dialog-context.tsx';

/** Takes a requested withdrawal back after a confirmation; the reserved amount returns to the balance. */
export function CancelWithdrawalButton({
  transaction,
  onError,
}: {
  transaction: string;
  onError: (message: string | null) => void;
}) {
  const t = useT();
  const api = useApi();
  const openConfirm = useConfirm();
  const revalidator = useRevalidator();
  const { busy, run } = useFormSubmit();

  // The list shows the refusal, above every row's button.
  const cancel = async () => {
    onError(null);
    await run(
      async () => {
        await api('cancelwithdrawal', { transaction });
        // The list, the withdrawable amount and the header balance all change.
        await revalidator.revalidate();
      },
      {
        refusal: (error) => {
          onError(refusalMessage(error, t('common.errorGeneric')));
          return {};
        },
      },
    );
  };

  const confirm = () => {
    const props: ConfirmDialogProps = {
      title: t('cashier.history.cancel'),
      text: t('cashier.history.cancelConfirm'),
      confirmLabel: t('cashier.history.cancelYes'),
      cancelLabel: t('cashier.history.cancelNo'),
      onConfirm: cancel,
    };
    openConfirm(props);
  };

  return (
    <button
      type="button"
      className={`button button--ghost button--sm${busy ? ' button--loading' : ''}`}
      onClick={confirm}
      disabled={busy}
    >
      {t('cashier.history.cancel')}
    </button>
  );
}
