import type { DepositOffer } from '@casino/shared/contract/bonuses.contract';
import type { PaymentMethodView } from '@casino/shared/contract/cashier.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { toMinor } from '@casino/shared/money/minor-units';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { promoCodeErrorKey } from '../../lib/promo-code-errors.ts';
import { storeBackUrl } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { type FieldErrors, useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange } from '../../lib/validation-timing.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { amountError, amountLimits, digitsOnly, initialAmount, presetAmounts } from './amounts.ts';
import { offerRefusal, offersForDeposit } from './deposit-offers.ts';
import { depositRefusalText } from './deposit-refusal.ts';
import { focusField } from './focus-field.ts';
import { methodText } from './method-text.ts';
import { OfferPicker } from './offer-picker.tsx';
import { gatewayTarget } from './payments.ts';
import { useValidationText } from './use-cashier.ts';

type DepositField = 'amount' | 'promo_code' | 'campaign_offer_id';

/**
 * The deposit form of one method: presets, the amount (shared `sum` validator, range in the currency),
 * the bonus offers open to the player, an optional promo code. The platform answers the gateway page,
 * which the browser then loads.
 */
export function DepositForm({
  method,
  currency,
  offers,
  promoCode,
  onBusyChange,
}: {
  method: PaymentMethodView;
  currency: string;
  offers: readonly DepositOffer[];
  /** The code the player registered with, while its offer is open to them. */
  promoCode: string | null;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  const api = useApi();
  const { user, site } = useShell();
  const shownOffers = offersForDeposit(offers, { isGuest: user === null, method: method.sysname });
  const [offerId, setOfferId] = useState<number | null>(null);
  const validationText = useValidationText();
  const limits = amountLimits(method);
  const presets = presetAmounts(method.presets, limits, method.currency);
  const [amount, setAmount] = useState(() => initialAmount(method.presets, limits, method.currency));
  const [promoOpen, setPromoOpen] = useState(promoCode !== null);
  const [promo, setPromo] = useState(promoCode ?? '');
  const { busy, errors, setErrors, notice, setNotice, run } = useFormSubmit<DepositField>();
  const formRef = useRef<HTMLFormElement>(null);
  const presetsId = useId();

  // A `backUrl` in the deposit address is where the pay-success page returns to (spec §2.1).
  useEffect(() => {
    storeBackUrl(new URLSearchParams(window.location.search), 'paySuccess', browserStorage());
  }, []);

  const amountErrors = (value: string): FieldErrors<DepositField> => {
    const problem = amountError(value, limits, currency);
    return problem ? { amount: validationText(problem) } : {};
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    // In eager mode (flags.validationTiming) the amount is checked as it changes.
    setErrors((shown) => errorsAfterChange(site.validationTiming, shown, amountErrors(value), 'amount'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const found = amountErrors(amount);
    if (found.amount) {
      setErrors(found);
      focusField(formRef.current, 'amount');
      return;
    }
    const offer = shownOffers.find((entry) => entry.id === offerId);
    if (offer && toMinor(amount, method.currency) < offer.trigger.params.min_amount) {
      setErrors({ campaign_offer_id: offerNeedsAmount(offer.trigger.params.min_amount) });
      return;
    }
    onBusyChange(true);
    await run(
      async () => {
        const { url } = await api('makedeposit', {
          method: method.sysname,
          amount: toMinor(amount, method.currency),
          campaign_offer_id: offer ? String(offer.id) : undefined,
          promo_code: promo.trim() || undefined,
        });
        const target = gatewayTarget(url, window.location.origin);
        if (!target) throw new Error('The payment page is not on this site');
        await trackEvent(api, ANALYTICS_EVENTS.deposit, {
          method: method.sysname,
          amount: toMinor(amount),
          currency,
        });
        window.location.assign(target);
      },
      // The gateway page is no page of this app: a full page load, and the form stays busy meanwhile.
      { staysBusy: true, refusal },
    );
  };

  /** The refusal's errors: the amount's, the promo code's (spec §8) and the chosen offer's. */
  function refusal(error: unknown) {
    onBusyChange(false);
    const fields = error instanceof ApiError ? (error.invalidParameters ?? {}) : {};
    const shown: FieldErrors<DepositField> = {};
    if (fields.amount) shown.amount = fields.amount;
    const promoKey = promoCodeErrorKey(error);
    if (promoKey) {
      shown.promo_code = t(promoKey);
      setPromoOpen(true);
      void trackEvent(api, ANALYTICS_EVENTS.promoCodeNotFound, { promo_code: promo.trim() });
    }
    const refusedOffer = offerRefusal(error);
    if (refusedOffer) {
      shown.campaign_offer_id =
        refusedOffer.code === 'AMOUNT_TOO_LOW' && refusedOffer.minAmount !== null
          ? offerNeedsAmount(refusedOffer.minAmount)
          : (fields.campaign_offer_id ?? t('common.errorGeneric'));
    }
    return {
      errors: shown,
      notice: Object.keys(shown).length === 0 ? depositRefusalText(error, t, currency) : null,
    };
  }

  function offerNeedsAmount(minAmount: number) {
    return t('cashier.offerNeedsAmount', { amount: formatMoney(minAmount, currency) });
  }

  const shownAmount = /^[1-9]\d*$/.test(amount)
    ? formatMoney(toMinor(amount, method.currency), currency)
    : '';

  return (
    <form ref={formRef} className="cashier-form card" onSubmit={submit} noValidate aria-busy={busy}>
      <h2 className="cashier__subtitle">{methodText(method.name, t)}</h2>
      {method.description ? <p className="cashier-form__text">{methodText(method.description, t)}</p> : null}
      {presets.length > 0 ? (
        <fieldset className="choice-group">
          <legend id={presetsId} className="field__label">
            {t('cashier.presets')}
          </legend>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button--sm preset"
              aria-pressed={amount === String(preset)}
              onClick={() => {
                setAmount(String(preset));
                setErrors((current) => ({ ...current, amount: undefined }));
              }}
            >
              {formatMoney(toMinor(preset, method.currency), currency)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <InputField
        label={`${t('cashier.amount')} (${currency})`}
        name="amount"
        inputMode="numeric"
        autoComplete="transaction-amount"
        value={amount}
        onChange={(event) => changeAmount(digitsOnly(event.target.value))}
        error={errors.amount}
        hint={t('cashier.limits', {
          min: formatMoney(toMinor(limits.min, method.currency), currency),
          max: formatMoney(toMinor(limits.max, method.currency), currency),
        })}
      />
      <OfferPicker
        offers={shownOffers}
        chosen={offerId}
        onChoose={(id) => {
          setOfferId(id);
          setErrors((current) => ({ ...current, campaign_offer_id: undefined }));
        }}
        currency={currency}
        error={errors.campaign_offer_id}
      />
      {promoOpen ? (
        <InputField
          label={t('cashier.promoCode')}
          name="promo_code"
          autoComplete="off"
          maxLength={64}
          value={promo}
          onChange={(event) => setPromo(event.target.value)}
          error={errors.promo_code}
        />
      ) : (
        <button type="button" className="link-button" onClick={() => setPromoOpen(true)}>
          {t('cashier.havePromoCode')}
        </button>
      )}
      <p className="cashier-form__text">
        {t('cashier.redirectNotice', { method: methodText(method.name, t) })}
      </p>
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>
        {shownAmount ? t('cashier.depositButton', { amount: shownAmount }) : t('common.deposit')}
      </SubmitButton>
    </form>
  );
}
