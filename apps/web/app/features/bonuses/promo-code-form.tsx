import { type FormEvent, useState } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { promoCodeErrorKey } from '../../lib/promo-code-errors.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

/**
 * Activates a promo code that grants a bonus (`campaigns.activateOffer`); on success the
 * PromocodeActivatedPopup (spec §2.3) says what it gave, and `onActivated` refreshes the list.
 */
export function PromoCodeForm({ onActivated }: { onActivated: () => void }) {
  const t = useT();
  const api = useApi();
  const dialogs = useDialogs();
  const [code, setCode] = useState('');
  const { busy, errors, notice, run, invalid } = useFormSubmit<'promo_code'>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (
      invalid(trimmed === '' ? { promo_code: t('common.promoCodeErrors.INVALID') } : {}, event.currentTarget)
    )
      return;
    await run(
      async () => {
        const bonus = await api('campaigns.activateOffer', { promo_code: trimmed });
        setCode('');
        dialogs.open('PromocodeActivatedPopup', { props: bonus as unknown as Record<string, unknown> });
        onActivated();
      },
      {
        // Spec §8: the first code in error_data.promo_code names the message, and a promocode-not-found
        // analytics event is sent, as the deposit form does.
        refusal: (error) => {
          const key = promoCodeErrorKey(error);
          if (!key) return { notice: t('common.errorGeneric') };
          void trackEvent(api, ANALYTICS_EVENTS.promoCodeNotFound, { promo_code: trimmed });
          return { errors: { promo_code: t(key) } };
        },
      },
    );
  };

  return (
    <form className="card promo-code-form" onSubmit={submit} noValidate>
      <InputField
        label={t('bonuses.promoCode.label')}
        name="promo_code"
        autoComplete="off"
        maxLength={64}
        value={code}
        error={errors.promo_code}
        onChange={(event) => setCode(event.target.value)}
      />
      {notice ? <FormNotice>{notice}</FormNotice> : null}
      <SubmitButton busy={busy}>{t('bonuses.promoCode.submit')}</SubmitButton>
    </form>
  );
}
