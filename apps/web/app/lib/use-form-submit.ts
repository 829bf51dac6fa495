import { ApiError } from '@casino/shared/errors/api-error';
import { messageLookup } from '@casino/shared/validation/message-text';
import { useCallback, useMemo, useState } from 'react';
import { fieldErrorTexts } from './field-errors.ts';
import { useT } from './i18n.ts';
import { useShell } from './use-shell.ts';

export interface SubmitOptions<Field extends string = string> {
  /**
   * The fields the form shows; an error for any other parameter becomes the form's notice. Without
   * the list every parameter's error goes to its field.
   */
  fields?: readonly string[];
  /** Parameter name → the field that shows its error (e.g. addcontact's `contact`). */
  rename?: Readonly<Record<string, string>>;
  /**
   * The notice of a refusal no field shows (default: the generic error text, or the too-many-attempts
   * text). Null shows none.
   */
  notice?: (error: unknown) => string | null;
  /**
   * For a form that reads the platform's refusal itself (e.g. the cashier's promo-code and offer
   * answers): the field errors and notice it shows, instead of those above.
   */
  refusal?: (error: unknown) => Refusal<Field>;
  /** A form that leaves the page on success (to a payment page) stays busy meanwhile. */
  staysBusy?: boolean;
}

export interface Refusal<Field extends string = string> {
  errors?: FieldErrors<Field>;
  notice?: string | null;
}

/** What the platform said in refusing, or `fallback` when it said nothing a player can read. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Field errors by field name; a form shows each under its field (spec §5). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * The one way a form of the site calls the platform (decision 0018): busy while the call runs, then
 * field errors mapped to the fields (spec §5) or a notice above the submit button. `run` resolves true
 * when the call succeeded; `invalid` stops a submit the form's own checks refused.
 */
export function useFormSubmit<Field extends string = string>() {
  const t = useT();
  const { messages } = useShell();
  const lookup = useMemo(() => messageLookup(messages), [messages]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const run = useCallback(
    async (work: () => Promise<unknown>, options: SubmitOptions<Field> = {}): Promise<boolean> => {
      setBusy(true);
      setErrors({});
      setNotice(null);
      let succeeded = false;
      try {
        await work();
        succeeded = true;
        return true;
      } catch (error) {
        if (options.refusal) {
          const refusal = options.refusal(error);
          setErrors(refusal.errors ?? {});
          setNotice(refusal.notice ?? null);
          return false;
        }
        const texts =
          error instanceof ApiError ? fieldErrorTexts(error.invalidParameters, lookup, options.rename) : {};
        const { fields } = options;
        const shown = fields
          ? Object.fromEntries(Object.entries(texts).filter(([name]) => fields.includes(name)))
          : texts;
        const other = Object.entries(texts).filter(([name]) => !Object.hasOwn(shown, name));
        // The platform names the parameters; a form's fields are named after them.
        setErrors(shown as FieldErrors<Field>);
        if (other.length > 0) setNotice(other.map(([, text]) => text).join(' '));
        else if (Object.keys(shown).length === 0) {
          setNotice(
            options.notice
              ? options.notice(error)
              : error instanceof ApiError && error.type === 'TooManyRequestsException'
                ? t('profile.tooManyRequests')
                : t('common.errorGeneric'),
          );
        }
        return false;
      } finally {
        if (!(succeeded && options.staysBusy)) setBusy(false);
      }
    },
    [lookup, t],
  );

  /**
   * A submit the form's own checks refused: their errors show, the notice clears and the first invalid
   * field takes the focus (spec §5). False when `found` is empty, so the submit goes on.
   */
  const invalid = useCallback((found: FieldErrors<Field>, form: HTMLFormElement): boolean => {
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length === 0) return false;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return true;
  }, []);

  return { busy, errors, setErrors, notice, setNotice, run, invalid, lookup };
}
