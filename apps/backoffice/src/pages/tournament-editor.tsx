import type { EditableTournament, TournamentPrizeEdit } from '@casino/shared/backoffice/backoffice.contract';
import { isCurrencyCode } from '@casino/shared/money/currencies';
import { formatAmount, toMinor } from '@casino/shared/money/minor-units';
import { useState } from 'react';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import {
  ImageField,
  type Locale,
  type TextFieldSpec,
  TextsPreviewActions,
  textsPayload,
} from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { usePublish } from '../ui/use-publish.ts';

const TOURNAMENT_FIELDS: readonly TextFieldSpec<'title' | 'description' | 'rules'>[] = [
  { key: 'title', label: 'Title', max: 120, required: true },
  { key: 'description', label: 'Description', max: 2000, rows: 2 },
  { key: 'rules', label: 'Rules', max: 10_000, rows: 4 },
];

/** The race's text fields: its schedule and which games score. */
const RACE_FIELDS = [
  {
    key: 'starts_at',
    label: 'Starts at',
    required: true,
    hint: 'ISO date and time in the future, e.g. 2027-01-04T00:00:00Z.',
  },
  { key: 'ends_at', label: 'Ends at', required: true, hint: 'After the start.' },
  {
    key: 'games',
    label: 'Games',
    hint: 'Sysnames of the games that score, separated by commas; empty for a category or every game.',
  },
  {
    key: 'category',
    label: 'Category',
    hint: 'A game category that scores instead of a list (e.g. slots); empty for none.',
  },
] as const;

/** A place's prize as typed: cash in the currency's major units, or a free-spin pack kept as it was. */
type PrizeDraft =
  | { cash: string }
  | { free_spins: Extract<TournamentPrizeEdit, { free_spins: unknown }>['free_spins'] };

type Draft = Omit<EditableTournament, 'games' | 'category' | 'prizes'> & {
  games: string;
  category: string;
  prizes: PrizeDraft[];
};

/** The currency's own digits (decision 0051); a code outside the table reads as cents. */
const known = (currency: string) => (isCurrencyCode(currency) ? currency : undefined);

/** Typed cash in minor units; what is not a number goes as 0, which the server refuses on its row. */
function minorOf(text: string, currency: string): number {
  return text.trim() !== '' && Number.isFinite(Number(text)) ? toMinor(text, known(currency)) : 0;
}

/** The prize table as the server takes it: places 1, 2, 3, … in the order listed. */
function prizesPayload(prizes: readonly PrizeDraft[], currency: string): TournamentPrizeEdit[] {
  return prizes.map((prize, index) =>
    'cash' in prize
      ? { place: index + 1, amount: minorOf(prize.cash, currency) }
      : { place: index + 1, free_spins: prize.free_spins },
  );
}

function prizeText(prize: PrizeDraft, currency: string): string {
  if ('cash' in prize) return money(minorOf(prize.cash, currency), currency);
  return `${prize.free_spins.count} free spins on ${prize.free_spins.game}`;
}

function draftOf(tournament: EditableTournament): Draft {
  return {
    ...tournament,
    games: tournament.games.join(', '),
    category: tournament.category ?? '',
    prizes: tournament.prizes.map((prize) =>
      'amount' in prize
        ? { cash: formatAmount(prize.amount, known(tournament.currency)).replace(/,/g, '') }
        : { free_spins: prize.free_spins },
    ),
  };
}

/**
 * A tournament's words and picture, and until it starts its schedule, games and prizes (decisions
 * 0055, 0062), previewed as the site shows them and published with one action.
 */
export function TournamentEditor(props: {
  tournament: EditableTournament;
  locales: Locale[];
  onDone: (published: string | null) => void;
}) {
  const { tournament, locales, onDone } = props;
  const [draft, setDraft] = useState(() => draftOf(tournament));
  const publishing = usePublish();
  const { fieldErrors, publish } = publishing;
  const { currency } = draft;
  const race = tournament.started
    ? {}
    : {
        starts_at: draft.starts_at,
        ends_at: draft.ends_at,
        games: JSON.stringify(
          draft.games
            .split(',')
            .map((sysname) => sysname.trim())
            .filter(Boolean),
        ),
        category: draft.category.trim() || undefined,
        prizes: JSON.stringify(prizesPayload(draft.prizes, currency)),
      };
  const setPrizes = (prizes: PrizeDraft[]) => setDraft({ ...draft, prizes });

  return (
    <form
      className="card content-form"
      aria-labelledby="tournament-editor-title"
      onSubmit={(event) =>
        publish(
          event,
          () =>
            call('content.saveTournament', {
              id: draft.id,
              image: draft.image,
              texts: textsPayload(locales, draft.texts, ['title', 'description', 'rules']),
              ...race,
            }),
          () => onDone(`Tournament ${draft.id} published: players see it on their next page.`),
        )
      }
    >
      <h2 id="tournament-editor-title">Tournament {draft.id}</h2>
      <ImageField
        value={draft.image}
        required
        error={fieldErrors.image}
        onChange={(image) => setDraft({ ...draft, image })}
      />
      {tournament.started ? (
        <p className="hint">
          Runs {dateTime(draft.starts_at)} – {dateTime(draft.ends_at)} ({currency}). It has started: its
          schedule, games and prizes decide points and payouts now and can no longer change.
        </p>
      ) : (
        <fieldset className="race-terms">
          <legend>Schedule, games and prizes (until it starts)</legend>
          {RACE_FIELDS.map(({ key, ...field }) => (
            <Field
              key={key}
              {...field}
              name={key}
              value={draft[key]}
              error={fieldErrors[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
          ))}
          <PrizeRows prizes={draft.prizes} currency={currency} errors={fieldErrors} onChange={setPrizes} />
        </fieldset>
      )}
      <TextsPreviewActions
        id="tournament"
        locales={locales}
        fields={TOURNAMENT_FIELDS}
        draft={draft}
        setDraft={setDraft}
        publishing={publishing}
        onCancel={() => onDone(null)}
        preview={(shown) => (
          <>
            <p>
              {dateTime(draft.starts_at)} – {dateTime(draft.ends_at)}
            </p>
            {shown.description && <p>{shown.description}</p>}
            <ol aria-label="Prizes">
              {draft.prizes.map((prize, index) => (
                <li key={index}>{prizeText(prize, currency)}</li>
              ))}
            </ol>
            {shown.rules && <p>{shown.rules}</p>}
          </>
        )}
      />
    </form>
  );
}

/** The prize of each place, first place first; a place removed moves the places after it up. */
function PrizeRows(props: {
  prizes: PrizeDraft[];
  currency: string;
  errors: Record<string, string>;
  onChange: (prizes: PrizeDraft[]) => void;
}) {
  const { prizes, currency, errors, onChange } = props;
  const without = (index: number) => prizes.filter((_, other) => other !== index);
  return (
    <div className="prize-rows">
      {errors.prizes && <p className="error">{errors.prizes}</p>}
      {prizes.map((prize, index) => {
        const place = index + 1;
        const error = errors[`prizes.${index}.amount`] ?? errors[`prizes.${index}.place`];
        return (
          <div className="prize-row" key={index}>
            {'cash' in prize ? (
              <Field
                label={`Place ${place} (${currency})`}
                name={`prize_${place}`}
                required
                inputMode="decimal"
                value={prize.cash}
                error={error}
                onChange={(event) =>
                  onChange(
                    prizes.map((each, other) => (other === index ? { cash: event.target.value } : each)),
                  )
                }
              />
            ) : (
              <p>
                Place {place}: {prizeText(prize, currency)}
                {errors[`prizes.${index}.free_spins.game`] && (
                  <span className="error"> {errors[`prizes.${index}.free_spins.game`]}</span>
                )}
              </p>
            )}
            <button type="button" onClick={() => onChange(without(index))}>
              Remove<span className="visually-hidden"> place {place}</span>
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...prizes, { cash: '' }])}>
        Add a place
      </button>
    </div>
  );
}
