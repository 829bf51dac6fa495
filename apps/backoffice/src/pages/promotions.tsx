import type { EditableOffer, EditableTournament } from '@casino/shared/backoffice/backoffice.contract';
import { formatAmount, toMinor } from '@casino/shared/money/minor-units';
import { useState } from 'react';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { EditorActions, type Locale, LocaleSelect, PreviewImage, TextArea } from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { type Column, SimpleTable } from '../ui/simple-table.tsx';
import { useLoad } from '../ui/use-call.ts';
import { usePublish } from '../ui/use-publish.ts';

/**
 * Offers and tournaments (decision 0055): words, pictures and (for offers) dates and bonus terms,
 * previewed as the site shows them and published as banners are; every server process shows the edit
 * on the next page a player opens.
 */
export function PromotionsPage() {
  const offers = useLoad(() => call('content.offers', {}), 'content-offers');
  const tournaments = useLoad(() => call('content.tournaments', {}), 'content-tournaments');
  const [editing, setEditing] = useState<
    { kind: 'offer'; offer: EditableOffer } | { kind: 'tournament'; tournament: EditableTournament } | null
  >(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const done = (reload: () => void) => (text: string | null) => {
    setEditing(null);
    setOutcome(text);
    if (text) reload();
  };
  const first = offers.data?.locales[0]?.code ?? 'en';

  const offerColumns: readonly Column<EditableOffer>[] = [
    { header: `Title (${first})`, cell: (offer) => offer.texts[first]?.title ?? '—' },
    { header: 'Bonus', cell: (offer) => `${offer.percent}% up to ${formatAmount(offer.max_amount)}` },
    { header: 'Wager', numeric: true, cell: (offer) => `×${offer.wager}` },
    {
      header: 'Runs',
      cell: (offer) =>
        `${offer.started_at?.slice(0, 10) ?? 'always'} – ${offer.finished_at?.slice(0, 10) ?? 'open'}`,
    },
    {
      header: 'Edit',
      cell: (offer) => (
        <button
          type="button"
          onClick={() => {
            setOutcome(null);
            setEditing({ kind: 'offer', offer });
          }}
        >
          Edit<span className="visually-hidden"> offer {offer.texts[first]?.title ?? offer.id}</span>
        </button>
      ),
    },
  ];
  const tournamentColumns: readonly Column<EditableTournament>[] = [
    { header: `Title (${first})`, cell: (tournament) => tournament.texts[first]?.title ?? '—' },
    { header: 'Starts', cell: (tournament) => dateTime(tournament.starts_at) },
    { header: 'Ends', cell: (tournament) => dateTime(tournament.ends_at) },
    {
      header: 'Edit',
      cell: (tournament) => (
        <button
          type="button"
          onClick={() => {
            setOutcome(null);
            setEditing({ kind: 'tournament', tournament });
          }}
        >
          Edit
          <span className="visually-hidden">
            {' '}
            tournament {tournament.texts[first]?.title ?? tournament.id}
          </span>
        </button>
      ),
    },
  ];

  return (
    <>
      <h1>Offers and tournaments</h1>
      <Notice kind="success">{outcome}</Notice>
      <Notice kind="error">{offers.error ?? tournaments.error}</Notice>
      {editing?.kind === 'offer' && offers.data && (
        <OfferEditor
          key={editing.offer.id}
          offer={editing.offer}
          locales={offers.data.locales}
          onDone={done(offers.reload)}
        />
      )}
      {editing?.kind === 'tournament' && tournaments.data && (
        <TournamentEditor
          key={editing.tournament.id}
          tournament={editing.tournament}
          locales={tournaments.data.locales}
          onDone={done(tournaments.reload)}
        />
      )}
      <h2>Deposit offers</h2>
      {offers.data && (
        <SimpleTable
          columns={offerColumns}
          rows={offers.data.offers}
          rowKey={(offer) => offer.id}
          empty="No offer."
        />
      )}
      <h2>Tournaments</h2>
      {tournaments.data && (
        <SimpleTable
          columns={tournamentColumns}
          rows={tournaments.data.tournaments}
          rowKey={(tournament) => tournament.id}
          empty="No tournament."
        />
      )}
    </>
  );
}

type OfferDraft = Omit<EditableOffer, 'max_amount' | 'min_amount'> & {
  max_amount: string;
  min_amount: string;
};

const AMOUNT_PATTERN = '\\d+(\\.\\d{1,2})?';

function OfferEditor(props: {
  offer: EditableOffer;
  locales: Locale[];
  onDone: (published: string | null) => void;
}) {
  const { offer, locales, onDone } = props;
  const [draft, setDraft] = useState<OfferDraft>({
    ...offer,
    max_amount: formatAmount(offer.max_amount).replace(/,/g, ''),
    min_amount: formatAmount(offer.min_amount).replace(/,/g, ''),
  });
  const [previewLocale, setPreviewLocale] = useState(locales[0]?.code ?? 'en');
  const { fieldErrors, problem, saving, publish } = usePublish();
  const setText = (locale: string, key: 'title' | 'text', value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [locale]: { ...draft.texts[locale], [key]: value } } });
  const shown = draft.texts[previewLocale] ?? {};
  const number = (key: 'percent' | 'wager' | 'days') => ({
    value: draft[key],
    error: fieldErrors[key],
    type: 'number',
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: Number(event.target.value) }),
  });

  return (
    <form
      className="card content-form"
      aria-labelledby="offer-editor-title"
      onSubmit={(event) =>
        publish(
          event,
          () =>
            call('content.saveOffer', {
              id: draft.id,
              image: draft.image ?? undefined,
              started_at: draft.started_at ?? undefined,
              finished_at: draft.finished_at ?? undefined,
              percent: draft.percent,
              max_amount: toMinor(draft.max_amount),
              min_amount: toMinor(draft.min_amount),
              wager: draft.wager,
              days: draft.days,
              texts: JSON.stringify(
                Object.fromEntries(
                  locales.map(({ code }) => [
                    code,
                    { title: draft.texts[code]?.title ?? '', text: draft.texts[code]?.text ?? '' },
                  ]),
                ),
              ),
            }),
          () => onDone(`Offer ${draft.id} published: players see it on their next page.`),
        )
      }
    >
      <h2 id="offer-editor-title">Offer {draft.id}</h2>
      <Field
        label="Image"
        name="image"
        value={draft.image ?? ''}
        hint="A path on this site (/images/…) or an https address; empty for none."
        error={fieldErrors.image}
        onChange={(event) => setDraft({ ...draft, image: event.target.value || null })}
      />
      <Field label="Bonus (% of the deposit)" name="percent" min={1} max={1000} {...number('percent')} />
      <Field
        label="Maximum bonus"
        name="max_amount"
        required
        inputMode="decimal"
        pattern={AMOUNT_PATTERN}
        value={draft.max_amount}
        error={fieldErrors.max_amount}
        onChange={(event) => setDraft({ ...draft, max_amount: event.target.value })}
      />
      <Field
        label="Minimum deposit"
        name="min_amount"
        required
        inputMode="decimal"
        pattern={AMOUNT_PATTERN}
        value={draft.min_amount}
        error={fieldErrors.min_amount}
        onChange={(event) => setDraft({ ...draft, min_amount: event.target.value })}
      />
      <Field label="Wager (times the bonus)" name="wager" min={0} max={200} {...number('wager')} />
      <Field label="Valid for (days)" name="days" min={1} max={365} {...number('days')} />
      <Field
        label="Runs from"
        name="started_at"
        value={draft.started_at ?? ''}
        hint="ISO date and time, e.g. 2026-12-01T00:00:00Z; empty for now."
        error={fieldErrors.started_at}
        onChange={(event) => setDraft({ ...draft, started_at: event.target.value || null })}
      />
      <Field
        label="Runs until"
        name="finished_at"
        value={draft.finished_at ?? ''}
        hint="Empty for no end."
        error={fieldErrors.finished_at}
        onChange={(event) => setDraft({ ...draft, finished_at: event.target.value || null })}
      />
      {locales.map(({ code, name }) => (
        <fieldset key={code}>
          <legend>{name}</legend>
          <Field
            label={`Title (${code})`}
            value={draft.texts[code]?.title ?? ''}
            required
            maxLength={120}
            error={fieldErrors[`texts.${code}.title`] ?? fieldErrors.texts}
            onChange={(event) => setText(code, 'title', event.target.value)}
          />
          <TextArea
            label={`Text (${code})`}
            value={draft.texts[code]?.text ?? ''}
            rows={3}
            maxLength={2000}
            error={fieldErrors[`texts.${code}.text`]}
            onChange={(event) => setText(code, 'text', event.target.value)}
          />
        </fieldset>
      ))}
      <section aria-labelledby="offer-preview-title" className="banner-preview">
        <h3 id="offer-preview-title">Preview</h3>
        <LocaleSelect
          label="Preview language"
          name="preview_locale"
          value={previewLocale}
          locales={locales}
          onChange={setPreviewLocale}
        />
        <div className="banner-preview-card">
          <PreviewImage src={draft.image} />
          <p className="banner-preview-heading">{shown.title}</p>
          {shown.text && <p>{shown.text}</p>}
          <p>
            {draft.percent}% up to {draft.max_amount}, from a deposit of {draft.min_amount}; wager ×
            {draft.wager} within {draft.days} days.
          </p>
        </div>
      </section>
      <EditorActions problem={problem} saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}

function TournamentEditor(props: {
  tournament: EditableTournament;
  locales: Locale[];
  onDone: (published: string | null) => void;
}) {
  const { tournament, locales, onDone } = props;
  const [draft, setDraft] = useState(tournament);
  const [previewLocale, setPreviewLocale] = useState(locales[0]?.code ?? 'en');
  const { fieldErrors, problem, saving, publish } = usePublish();
  const setText = (locale: string, key: 'title' | 'description' | 'rules', value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [locale]: { ...draft.texts[locale], [key]: value } } });
  const shown = draft.texts[previewLocale] ?? {};

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
              texts: JSON.stringify(
                Object.fromEntries(
                  locales.map(({ code }) => [
                    code,
                    {
                      title: draft.texts[code]?.title ?? '',
                      description: draft.texts[code]?.description ?? '',
                      rules: draft.texts[code]?.rules ?? '',
                    },
                  ]),
                ),
              ),
            }),
          () => onDone(`Tournament ${draft.id} published: players see it on their next page.`),
        )
      }
    >
      <h2 id="tournament-editor-title">Tournament {draft.id}</h2>
      <p className="hint">
        Runs {dateTime(draft.starts_at)} – {dateTime(draft.ends_at)} ({draft.currency}). Dates, games, scoring
        and prizes are set in the content files: they decide points and payouts.
      </p>
      <Field
        label="Image"
        name="image"
        value={draft.image}
        required
        hint="A path on this site (/images/…) or an https address."
        error={fieldErrors.image}
        onChange={(event) => setDraft({ ...draft, image: event.target.value })}
      />
      {locales.map(({ code, name }) => (
        <fieldset key={code}>
          <legend>{name}</legend>
          <Field
            label={`Title (${code})`}
            value={draft.texts[code]?.title ?? ''}
            required
            maxLength={120}
            error={fieldErrors[`texts.${code}.title`] ?? fieldErrors.texts}
            onChange={(event) => setText(code, 'title', event.target.value)}
          />
          <TextArea
            label={`Description (${code})`}
            value={draft.texts[code]?.description ?? ''}
            rows={2}
            maxLength={2000}
            onChange={(event) => setText(code, 'description', event.target.value)}
          />
          <TextArea
            label={`Rules (${code})`}
            value={draft.texts[code]?.rules ?? ''}
            rows={4}
            maxLength={10_000}
            onChange={(event) => setText(code, 'rules', event.target.value)}
          />
        </fieldset>
      ))}
      <section aria-labelledby="tournament-preview-title" className="banner-preview">
        <h3 id="tournament-preview-title">Preview</h3>
        <LocaleSelect
          label="Preview language"
          name="preview_locale"
          value={previewLocale}
          locales={locales}
          onChange={setPreviewLocale}
        />
        <div className="banner-preview-card">
          <PreviewImage src={draft.image} />
          <p className="banner-preview-heading">{shown.title}</p>
          {shown.description && <p>{shown.description}</p>}
          {shown.rules && <p className="page-preview-rules">{shown.rules}</p>}
        </div>
      </section>
      <EditorActions problem={problem} saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}
