import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../icon.tsx';
import type { DialogType } from './dialog-store.ts';
import { useFocusTrap } from './use-focus-trap.ts';

export interface DialogFrameProps {
  type: DialogType;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  /** Asked to close by Esc, a click on the overlay or the close button. */
  onRequestClose: () => void;
  /** Hides the close button (spec §2.2: hidden when closing is prevented). */
  preventClose?: boolean;
  /** Content above the title, e.g. a back breadcrumb. */
  before?: ReactNode;
  /** Content beside the body, e.g. a banner. */
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame every dialog shares: overlay, labelled modal panel, close button, focus trap, Esc. */
export function DialogFrame(props: DialogFrameProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const { onRequestClose } = props;
  useFocusTrap(panel);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onRequestClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onRequestClose]);

  return (
    <div className="dialog-overlay" data-dialog-type={props.type}>
      <button
        type="button"
        className="dialog-overlay__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onRequestClose}
      />
      <div
        ref={panel}
        className={`dialog dialog--${props.type}${props.aside ? ' dialog--with-aside' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {props.aside ? <div className="dialog__aside">{props.aside}</div> : null}
        <div className="dialog__main">
          <div className="dialog__header">
            {props.before}
            <h2 id={titleId} className="dialog__title">
              {props.title}
            </h2>
            {props.preventClose ? null : (
              <button
                type="button"
                className="icon-button dialog__close"
                aria-label={props.closeLabel}
                onClick={onRequestClose}
              >
                <Icon name="close" />
              </button>
            )}
          </div>
          <div className="dialog__body">{props.children}</div>
          {props.footer ? <div className="dialog__actions">{props.footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
