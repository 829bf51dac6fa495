import type { Contact } from '@casino/shared/contract/profile.contract';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { CheckboxField } from '../../ui/field.tsx';

/**
 * Mailings to one contact on or off (account.changeSubscription). The box follows the click at once,
 * reverts on failure, and follows the stored choice when it changes elsewhere (unsubscribe from all).
 */
export function SubscriptionToggle({
  contact,
  label,
  onChanged,
}: {
  contact: Contact;
  label: string;
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const [checked, setChecked] = useState(contact.is_subscribed);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setChecked(contact.is_subscribed), [contact.is_subscribed]);

  const change = async (next: boolean) => {
    setChecked(next);
    setBusy(true);
    setError(null);
    try {
      await api('account.changeSubscription', { contact: contact.contact, subscription: next });
      onChanged();
    } catch {
      setChecked(!next);
      setError(t('common.errorGeneric'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckboxField
      label={label}
      checked={checked}
      disabled={busy}
      error={error}
      onChange={(event) => change(event.target.checked)}
    />
  );
}
