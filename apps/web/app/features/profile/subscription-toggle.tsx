import type { Contact } from '@casino/shared/contract/profile.contract';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
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
  const { busy, notice, run } = useFormSubmit();
  useEffect(() => setChecked(contact.is_subscribed), [contact.is_subscribed]);

  const change = async (next: boolean) => {
    setChecked(next);
    await run(
      async () => {
        await api('account.changeSubscription', { contact: contact.contact, subscription: next });
        onChanged();
      },
      {
        refusal: () => {
          setChecked(!next);
          return { notice: t('common.errorGeneric') };
        },
      },
    );
  };

  return (
    <CheckboxField
      label={label}
      checked={checked}
      disabled={busy}
      error={notice}
      onChange={(event) => change(event.target.checked)}
    />
  );
}
