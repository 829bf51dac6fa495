import { type FeedbackField, validateFeedback } from '@casino/shared/validation/feedback';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField, TextAreaField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

const EMPTY: Record<FeedbackField, string> = { subject: '', message: '', email: '' };
const FIELDS: readonly FeedbackField[] = ['subject', 'message', 'email'];

/**
 * The support page's feedback form (Support.sendFeedback): a guest gives the address to answer, a
 * player may give another than the account's. Checked by the shared validator before it is sent.
 */
export function FeedbackForm({ isGuest }: { isGuest: boolean }) {
  const t = useT();
  const api = useApi();
  const { busy, errors, notice, run, invalid, lookup } = useFormSubmit<FeedbackField>();
  const [values, setValues] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const set = (name: FeedbackField, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = validateFeedback(values, { isGuest });
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, validationMessageText(problem, lookup)]),
    );
    if (invalid(found, form)) return;
    const ok = await run(() => api('Support.sendFeedback', values), { fields: FIELDS });
    if (ok) {
      setValues(EMPTY);
      setSent(true);
    }
  };

  if (sent) {
    return <p role="status">{t('support.feedback.success')}</p>;
  }
  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <InputField
        label={t('support.feedback.subject')}
        name="subject"
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label={t('support.feedback.message')}
        name="message"
        rows={6}
        value={values.message}
        onChange={(event) => set('message', event.target.value)}
        error={errors.message}
      />
      <InputField
        label={t(isGuest ? 'support.feedback.email' : 'support.feedback.emailOptional')}
        hint={isGuest ? undefined : t('support.feedback.emailHint')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('support.feedback.send')}</SubmitButton>
    </form>
  );
}
