import { ApiError } from '@casino/shared/errors/api-error';
import { messageLookup } from '@casino/shared/validation/message-text';
import { useCallback, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';
import { fieldErrorTexts } from './field-errors.ts';

export interface SubmitOptions {
  /** The fields the form shows; an error for any other parameter becomes the form's notice. */
  fields: readonly string[];
  /** Parameter name → the field that shows its error (e.g. addcontact's `contact`). */
  rename?: Readonly<Record<string, string>>;
}

/**
 * One profile form's call to the platform: busy while it runs, then field errors mapped to the
 * fields (spec §5) or a notice above the submit button. `run` resolves true when the call succeeded.
 */
export function useSubmit() {
  const t = useT();
  const { messages } = useShell();
  const lookup = useMemo(() => messageLookup(messages), [messages]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const run = useCallback(
    async (work: () => Promise<unknown>, options: SubmitOptions): Promise<boolean> => {
      setBusy(true);
      setErrors({});
      setNotice(null);
      try {
        await work();
        return true;
      } catch (error) {
        const texts =
          error instanceof ApiError ? fieldErrorTexts(error.invalidParameters, lookup, options.rename) : {};
        const shown = Object.fromEntries(
          Object.entries(texts).filter(([name]) => options.fields.includes(name)),
        );
        const other = Object.entries(texts).filter(([name]) => !options.fields.includes(name));
        setErrors(shown);
        if (other.length > 0) setNotice(other.map(([, text]) => text).join(' '));
        else if (Object.keys(shown).length === 0) {
          setNotice(
            error instanceof ApiError && error.type === 'TooManyRequestsException'
              ? t('profile.tooManyRequests')
              : t('common.errorGeneric'),
          );
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [lookup, t],
  );

  return { busy, errors, setErrors, notice, setNotice, run, lookup };
}
