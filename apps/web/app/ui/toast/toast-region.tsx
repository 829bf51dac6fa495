import { Link } from 'react-router';
import { Icon } from '../icon.tsx';
import { useToastList, useToasts } from './toast-context.tsx';

/** The toast area below the header (spec §2.3); announced politely to screen readers. */
export function ToastRegion({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useToastList();
  const { dismiss } = useToasts();
  return (
    <section className="toast-region" aria-label={label} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role="status">
          <div className="toast__content">
            <p className="toast__title">{toast.title}</p>
            {toast.text ? <p className="toast__text">{toast.text}</p> : null}
            {toast.action && 'href' in toast.action ? (
              <Link className="toast__action" to={toast.action.href} onClick={() => dismiss(toast.id)}>
                {toast.action.label}
              </Link>
            ) : toast.action ? (
              <button
                type="button"
                className="toast__action toast__action--button"
                onClick={() => {
                  dismiss(toast.id);
                  if (toast.action && 'onSelect' in toast.action) toast.action.onSelect();
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="icon-button toast__close"
            aria-label={closeLabel}
            onClick={() => dismiss(toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </section>
  );
}
