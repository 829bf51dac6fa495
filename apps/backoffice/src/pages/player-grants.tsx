import {
  GRANT_TITLE_MAX,
  type GrantResult,
  type PlayerSummary,
} from '@casino/shared/backoffice/backoffice.contract';
import { mayCall, type StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { toMinor } from '@casino/shared/money/minor-units';
import { type FormEvent, type ReactNode, useState } from 'react';
import { call, errorText } from '../api.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';

type Outcome = { kind: 'error' | 'success'; text: string } | null;

const AMOUNT_PATTERN = '\\d+(\\.\\d{1,2})?';

type SiteLocale = { code: string; name: string; is_default: boolean };

/**
 * A grant form: its own fields, then the terms every grant has (wager, days, title, reason). Each form
 * holds one idempotency key until a grant succeeds, so a double submit grants once (decision 0055).
 * The title is written in the default language and, where wanted, in the others (decision 0062).
 */
function GrantForm(props: {
  id: string;
  locales: readonly SiteLocale[];
  title: string;
  button: string;
  fields: ReactNode;
  send: (form: FormData, key: string) => Promise<GrantResult>;
  granted: string;
  onDone: () => void;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const defaultName = props.locales.find((locale) => locale.is_default)?.name ?? 'the default language';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    try {
      const result = await props.send(new FormData(form), key);
      setOutcome(
        result.granted
          ? { kind: 'success', text: props.granted }
          : { kind: 'success', text: 'Already granted with this form; nothing more was given.' },
      );
      setKey(crypto.randomUUID());
      form.reset();
      props.onDone();
    } catch (problem) {
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  return (
    <form className="inline-form card" onSubmit={submit} aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <Field
        label="Title the player sees"
        name="title"
        required
        maxLength={GRANT_TITLE_MAX}
        hint={`In ${defaultName}, and in every language left empty below.`}
      />
      {props.locales
        .filter((locale) => !locale.is_default)
        .map((locale) => (
          <Field
            key={locale.code}
            label={`Title in ${locale.name} (${locale.code})`}
            name={`title_${locale.code}`}
            maxLength={GRANT_TITLE_MAX}
          />
        ))}
      {props.fields}
      <Field label="Wager (times)" name="wager" required inputMode="numeric" pattern="\d+" defaultValue="0" />
      <Field
        label="Valid for (days)"
        name="days"
        required
        inputMode="numeric"
        pattern="\d+"
        defaultValue="7"
      />
      <Field label="Reason" name="reason" required minLength={3} maxLength={500} />
      <button type="submit" className="primary">
        {props.button}
      </button>
      {outcome && <Notice kind={outcome.kind}>{outcome.text}</Notice>}
    </form>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const whole = (form: FormData, name: string) => Number.parseInt(text(form, name), 10);

/** The titles written in the other languages, as the server takes them; those left empty show the default's. */
function otherTitles(form: FormData, locales: readonly SiteLocale[]): string {
  return JSON.stringify(
    Object.fromEntries(
      locales.flatMap(({ code, is_default }) => {
        const title = text(form, `title_${code}`).trim();
        return is_default || title === '' ? [] : [[code, title]];
      }),
    ),
  );
}

/** Grants from the player card, each shown to the roles that may grant (the server decides). */
export function PlayerGrants(props: {
  player: PlayerSummary;
  locales: readonly SiteLocale[];
  role: StaffRole;
  onDone: () => void;
}) {
  const { player, locales, role, onDone } = props;
  return (
    <>
      {mayCall('players.grantBonus', role) && (
        <GrantForm
          id="grant-bonus"
          title="Grant a bonus"
          button="Grant bonus"
          granted="Bonus granted."
          locales={locales}
          onDone={onDone}
          fields={
            <Field
              label={`Amount (${player.currency})`}
              name="amount"
              required
              inputMode="decimal"
              pattern={AMOUNT_PATTERN}
            />
          }
          send={(form, key) =>
            call('players.grantBonus', {
              id: player.id,
              title: text(form, 'title'),
              titles: otherTitles(form, locales),
              amount: toMinor(text(form, 'amount')),
              wager: whole(form, 'wager'),
              days: whole(form, 'days'),
              reason: text(form, 'reason'),
              idempotency_key: key,
            })
          }
        />
      )}
      {mayCall('players.grantFreeSpins', role) && (
        <GrantForm
          id="grant-spins"
          title="Grant free spins"
          button="Grant free spins"
          granted="Free spins granted."
          locales={locales}
          onDone={onDone}
          fields={
            <>
              <Field label="Slot (sysname)" name="game" required maxLength={80} />
              <Field label="Spins" name="count" required inputMode="numeric" pattern="\d+" />
              <Field
                label={`Stake per spin (${player.currency})`}
                name="stake"
                required
                inputMode="decimal"
                pattern={AMOUNT_PATTERN}
              />
            </>
          }
          send={(form, key) =>
            call('players.grantFreeSpins', {
              id: player.id,
              title: text(form, 'title'),
              titles: otherTitles(form, locales),
              game: text(form, 'game'),
              count: whole(form, 'count'),
              stake: toMinor(text(form, 'stake')),
              wager: whole(form, 'wager'),
              days: whole(form, 'days'),
              reason: text(form, 'reason'),
              idempotency_key: key,
            })
          }
        />
      )}
    </>
  );
}
