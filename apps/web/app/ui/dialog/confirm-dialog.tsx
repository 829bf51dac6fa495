import { useT } from '../../lib/i18n.ts';
import { useDialogs } from './dialog-context.tsx';
import { DialogFrame } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-host.tsx';

export interface ConfirmDialogProps {
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
}

/** The confirm type of spec §2.3: a question with confirm and cancel buttons. */
export function ConfirmDialog({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const props = entry.props as unknown as ConfirmDialogProps;
  const cancel = () => {
    if (close(entry.id)) props.onCancel?.();
  };
  const confirm = async () => {
    close(entry.id, { immediate: true });
    await props.onConfirm();
  };
  return (
    <DialogFrame
      type="confirm"
      title={props.title}
      closeLabel={t('common.close')}
      preventClose={entry.preventClose}
      onRequestClose={cancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={cancel}>
            {props.cancelLabel ?? t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" data-autofocus onClick={confirm}>
            {props.confirmLabel ?? t('common.confirm')}
          </button>
        </>
      }
    >
      {props.text ? <p>{props.text}</p> : null}
    </DialogFrame>
  );
}
