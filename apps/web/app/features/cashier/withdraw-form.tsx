import { BURN_BONUSES_CODE } from '@casino/shared/contract/bonuses.contract';
import type { PaymentMethodView, PaymentView } from '@casino/shared/contract/cashier.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, minorUnits, toMinor } from '@casino/shared/money/minor-units';
import { type FormEvent, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ANALYTICS_EVENTS, trackEvent } from '../../lib/analytics.ts';
import { fieldErrorTexts } from '../../lib/field-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { type FieldErrors, refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange } from '../../lib/validation-timing.ts';
import type { ConfirmDialogProps } from '../../ui/dialog/confirm-dialog.tsx';
import { useConfirm, useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { amountError, amountLimits, digitsOnly } from './amounts.ts';
import { type Attempt, attemptFor, newAttemptKey } from './attempt-key.ts';
import { focusField } from './focus-field.ts';
import { MethodRadios } from './method-tiles.tsx';
import {
  REQUISITE_AUTOCOMPLETE,
  type RequisiteField,
  type RequisiteValues,
  requisiteErrors,
  requisiteFields,
  requisiteLabelKey,
  requisiteParams,
  savedRequisite,
} from './requisites.ts';
import { useValidationText } from './use-cashier.ts';
import { type WithdrawalGate, withdrawalGate } from './withdrawal-gate.ts';
import { WithdrawalGateNotice } from './withdrawal-gate-notice.tsx';
import { withdrawalLimitText } from './withdrawal-limit.ts';

type WithdrawField = 'amount' | RequisiteField;
type WithdrawalParams = { method: string; amount: MinorUnits } & RequisiteValues;

export interface WithdrawSettings {
  currency: string;
  available: MinorUnits;
  /** What a withdrawal would burn (spec §2.3 burning-bonuses confirm). */
  bonus_balance: MinorUnits;
  methods: PaymentMethodView[];
  requisites: { method: string; value: string }[];
}

/**
 * The withdrawal form: method, amount within the method's range and the withdrawable balance, and the
 * payout details the method needs. Each submit attempt carries an idempotency key that a retry reuses.
 */
export function WithdrawForm({
  settings,
  onBusyChange,
  onRequested,
}: {
  settings: WithdrawSettings;
  onBusyChange: (busy: boolean) => void;
  onRequested: (payment: PaymentView) => void;
}) {
  const t = useT();
  const api = useApi();
  const revalidator = useRevalidator();
  const openConfirm = useConfirm();
  const dialogs = useDialogs();
  const validationText = useValidationText();
  const [sysname, setSysname] = useState(settings.methods[0]?.sysname ?? '');
  const method = settings.methods.find((entry) => entry.sysname === sysname) ?? settings.methods[0];
  const [amount, setAmount] = useState('');
  const [requisites, setRequisites] = useState<Record<string, RequisiteValues>>({});
  const { busy, errors, setErrors, notice, setNotice, run, lookup } = useFormSubmit<WithdrawField>();
  const [gate, setGate] = useState<WithdrawalGate | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const timing = useShell().site.validationTiming;

  if (!method) return null;
  const limits = amountLimits(method, settings.available);
  const values = requisites[method.sysname] ?? {};
  const lastUsed = savedRequisite(method, settings.requisites);
  const fields = requisiteFields(method.type);
  const enough = limits.max >= limits.min;

  const check = (checkedAmount: string, checkedValues: RequisiteValues) => {
    const found: FieldErrors<WithdrawField> = {};
    const amountProblem = amountError(checkedAmount, limits, settings.currency);
    if (!enough)
      found.amount = t('cashier.notEnoughToWithdraw', { min: formatMoney(method.min, settings.currency) });
    else if (amountProblem) found.amount = validationText(amountProblem);
    for (const [field, message] of Object.entries(requisiteErrors(method.type, checkedValues))) {
      found[field as RequisiteField] = validationText(message);
    }
    return found;
  };
  // In eager mode (flags.validationTiming) the changed field is checked as it changes.
  const checkChange = (field: WithdrawField, found: FieldErrors<WithdrawField>) =>
    setErrors((shown) => errorsAfterChange(timing, shown, found, field));

  const setValue = (field: RequisiteField, value: string) => {
    const next = { ...values, [field]: value };
    setRequisites((current) => ({ ...current, [method.sysname]: next }));
    checkChange(field, check(amount, next));
  };
  const changeAmount = (value: string) => {
    setAmount(value);
    checkChange('amount', check(value, values));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setGate(null);
    const found = check(amount, values);
    setErrors(found);
    const first = (['amount', ...fields] as WithdrawField[]).find((field) => found[field]);
    if (first) return focusField(formRef.current, first);

    const params = {
      method: method.sysname,
      amount: toMinor(amount, settings.currency),
      ...requisiteParams(method.type, values),
    };
    attempt.current = attemptFor(attempt.current, JSON.stringify(params), newAttemptKey);
    // Bonuses burn with a withdrawal: the player says so first (spec §2.3).
    if (settings.bonus_balance > 0) confirmBurn(settings.bonus_balance, params);
    else await send(params, false);
  };

  const send = async (params: WithdrawalParams, burnBonuses: boolean) => {
    const key = attempt.current?.key ?? newAttemptKey();
    onBusyChange(true);
    await run(
      async () => {
        const payment = await api('makewithdrawal', {
          ...params,
          idempotency_key: key,
          ...(burnBonuses ? { burn_bonuses: true } : {}),
        });
        attempt.current = null;
        setAmount('');
        void trackEvent(api, ANALYTICS_EVENTS.withdrawal, {
          method: payment.method,
          amount: payment.amount,
          currency: payment.currency,
        });
        onRequested(payment);
        // The reserved amount leaves the balance: the header, the available amount and the list change.
        await revalidator.revalidate();
      },
      { refusal: (error) => refusal(error, params) },
    );
    onBusyChange(false);
  };

  function confirmBurn(bonusBalance: MinorUnits, params: WithdrawalParams) {
    const props: ConfirmDialogProps = {
      title: t('dialogs.burnBonuses.title'),
      text: t('dialogs.burnBonuses.text', { amount: formatMoney(bonusBalance, settings.currency) }),
      confirmLabel: t('dialogs.burnBonuses.confirm'),
      onConfirm: () => send(params, true),
    };
    openConfirm(props);
  }

  function refusal(error: unknown, params: WithdrawalParams) {
    // A gate (confirm contact, profile, identity check) is no fault of the form: say what to do instead.
    const refusedBy = withdrawalGate(error);
    if (refusedBy) {
      setGate(refusedBy);
      if (refusedBy.opensFillProfile) dialogs.open('FillProfileConfirm', { props: { toastType: 'profile' } });
      return {};
    }
    // A bonus arrived after the page loaded: ask now, as the submit would have.
    if (error instanceof ApiError && error.code === BURN_BONUSES_CODE) {
      confirmBurn(minorUnits(Number(error.errorData?.bonus_balance ?? 0)), params);
      return {};
    }
    // The operator's limits refuse the amount: say so at the amount, with what is left.
    const overLimit = withdrawalLimitText(error, t, settings.currency);
    if (overLimit) return { errors: { amount: overLimit } };
    // The platform's English texts in the player's language (spec §8), through the validation dictionary.
    const invalid = error instanceof ApiError ? fieldErrorTexts(error.invalidParameters, lookup) : {};
    const shown: FieldErrors<WithdrawField> = {};
    for (const field of ['amount', ...fields] as WithdrawField[]) {
      if (invalid[field]) shown[field] = invalid[field];
    }
    return {
      errors: shown,
      notice: Object.keys(shown).length === 0 ? refusalMessage(error, t('common.errorGeneric')) : null,
    };
  }

  const shownAmount = /^[1-9]\d*$/.test(amount)
    ? formatMoney(toMinor(amount, settings.currency), settings.currency)
    : '';

  return (
    <form ref={formRef} className="cashier-form" onSubmit={submit} noValidate aria-busy={busy}>
      <MethodRadios
        methods={settings.methods}
        chosen={method.sysname}
        onChoose={(next) => {
          setSysname(next);
          setErrors({});
        }}
      />
      <div className="card cashier-form__panel">
        {enough ? null : (
          <p className="cashier-form__text" role="status">
            {t('cashier.notEnoughToWithdraw', { min: formatMoney(method.min, settings.currency) })}
          </p>
        )}
        <InputField
          label={`${t('cashier.amount')} (${settings.currency})`}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => changeAmount(digitsOnly(event.target.value))}
          error={errors.amount}
          hint={
            enough
              ? t('cashier.limits', {
                  min: formatMoney(toMinor(limits.min, settings.currency), settings.currency),
                  max: formatMoney(toMinor(limits.max, settings.currency), settings.currency),
                })
              : undefined
          }
        />
        <fieldset className="requisites">
          <legend className="field__label">{t('cashier.requisitesTitle')}</legend>
          {fields.map((field) => (
            <InputField
              key={`${method.sysname}-${field}`}
              label={t(requisiteLabelKey(field, method))}
              name={field}
              autoComplete={REQUISITE_AUTOCOMPLETE[field]}
              inputMode={field === 'card_number' ? 'numeric' : undefined}
              spellCheck={false}
              maxLength={field === 'card_holder' || field === 'wallet' ? 100 : 40}
              value={values[field] ?? ''}
              onChange={(event) => setValue(field, event.target.value)}
              error={errors[field]}
              hint={lastUsed && field === fields[0] ? t('cashier.lastUsed', { value: lastUsed }) : undefined}
            />
          ))}
        </fieldset>
        <FormNotice>{notice}</FormNotice>
        {gate ? <WithdrawalGateNotice gate={gate} /> : null}
        <SubmitButton busy={busy}>
          {shownAmount ? t('cashier.withdrawButton', { amount: shownAmount }) : t('common.withdraw')}
        </SubmitButton>
      </div>
    </form>
  );
}
