/** A message for the outcome of an action: errors interrupt (alert), the rest is announced politely. */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <p className={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
