import type { ReactNode } from 'react';

/** The notice above a form's submit button (a refusal that belongs to no single field). */
export function FormNotice({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" role="alert">
      {children}
    </p>
  );
}

/** A form's submit button with its loading and disabled states. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`button button--primary${busy ? ' button--loading' : ''}`}
      disabled={busy}
    >
      {children}
    </button>
  );
}
