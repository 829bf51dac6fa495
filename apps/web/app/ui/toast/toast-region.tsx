import { Link } from 'react-router';
import { Icon, type IconName } from '../icon.tsx';
import { useToastList, useToasts } from './toast-context.tsx';
import type { ToastKind } from './toast-store.ts';

const KIND_ICONS: Record<ToastKind, IconName> = {
  quest: 'games',
  register: 'user',
  profile: 'user',
  confirm: 'check',
  product: 'gift',
  level: 'star',
};

/** The toast area below the header (spec §2.3); announced politely to screen readers. */
export function ToastRegion({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useToastList();
  const { dismiss } = useToasts();
  return (
    <section className="toast-region" aria-label={label} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind ?? 'component'}`} role="status">
          {'component' in toast ? (
            <toast.component id={toast.id} props={toast.props ?? {}} />
          ) : (
            <>
              <Icon className="toast__icon" name={KIND_ICONS[toast.kind]} size={toast.iconSize ?? 20} />
              <div className="toast__content">
                <p className="toast__title">{toast.data.title}</p>
                {toast.data.text ? <p className="toast__text">{toast.data.text}</p> : null}
                {toast.data.action && 'href' in toast.data.action ? (
                  <Link
                    className="toast__action"
                    to={toast.data.action.href}
                    onClick={() => dismiss(toast.id)}
                  >
                    {toast.data.action.label}
                  </Link>
                ) : toast.data.action ? (
                  <button
                    type="button"
                    className="toast__action toast__action--button"
                    onClick={() => {
                      dismiss(toast.id);
                      if (toast.data.action && 'onSelect' in toast.data.action) toast.data.action.onSelect();
                    }}
                  >
                    {toast.data.action.label}
                  </button>
                ) : null}
              </div>
            </>
          )}
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
