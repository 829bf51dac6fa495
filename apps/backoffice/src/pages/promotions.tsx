import type { EditableOffer, EditableTournament } from '@casino/shared/backoffice/backoffice.contract';
import { formatAmount, toMinor } from '@casino/shared/money/minor-units';
import { useState } from 'react';
import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import {
  ImageField,
  type Locale,
  PeriodFields,
  type TextFieldSpec,
  TextsPreviewActions,
  textsPayload,
} from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { type Column, SimpleTable } from '../ui/simple-table.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useEditing, usePublish } from '../ui/use-publish.ts';
import { TournamentEditor } from './tournament-editor.tsx';

/**
 * Offers and tournaments (decisions 0055, 0062): words, pictures, offers' dates and bonus terms, and an
 * upcoming tournament's schedule, games and prizes, previewed as the site shows them and published as
 * banners are; every server process shows the edit on the next page a player opens.
 */
export function PromotionsPage() {
  const offers = useLoad(() => call('content.offers', {}), 'content-offers');
  const tournaments = useLoad(() => call('content.tournaments', {}), 'content-tournaments');
  const { editing, outcome, edit, done } = useEditing<
    { kind: 'offer'; offer: EditableOffer } | { kind: 'tournament'; tournament: EditableTournament }
  >(() => {
    offers.reload();
    tournaments.reload();
  });
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
        <button type="button" onClick={() => edit({ kind: 'offer', offer })}>
          Edit<span className="visually-hidden"> offer {offer.texts[first]?.title ?? offer.id}</span>
        </button>
      ),
    },
  ];
  const tournamentColumns: readonly Column<EditableTournament>[] = [
    { header: `Title (${first})`, cell: (tournament) => tournament.texts[first]?.title ?? '—' },
    { header: 'Starts', cell: (tournament) => dateTime(tournament.starts_at) },
    { header: 'Ends', cell: (tournament) => dateTime(tournament.ends_at) },
    { header: 'Places paid', numeric: true, cell: (tournament) => tournament.prizes.length },
    { header: 'State', cell: (tournament) => (tournament.started ? 'started' : 'upcoming') },
    {
      header: 'Edit',
      cell: (tournament) => (
        <button type="button" onClick={() => edit({ kind: 'tournament', tournament })}>
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
          onDone={done}
        />
      )}
      {editing?.kind === 'tournament' && tournaments.data && (
        <TournamentEditor
          key={editing.tournament.id}
          tournament={editing.tournament}
          locales={tournaments.data.locales}
          onDone={done}
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

const OFFER_FIELDS: readonly TextFieldSpec<'title' | 'text'>[] = [
  { key: 'title', label: 'Title', max: 120, required: true },
  { key: 'text', label: 'Text', max: 2000, rows: 3 },
];

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
  const publishing = usePublish();
  const { fieldErrors, publish } = publishing;
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
              texts: textsPayload(locales, draft.texts, ['title', 'text']),
            }),
          () => onDone(`Offer ${draft.id} published: players see it on their next page.`),
        )
      }
    >
      <h2 id="offer-editor-title">Offer {draft.id}</h2>
      <ImageField
        value={draft.image ?? ''}
        error={fieldErrors.image}
        onChange={(image) => setDraft({ ...draft, image: image || null })}
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
      <PeriodFields
        verb="Runs"
        from={draft.started_at}
        until={draft.finished_at}
        errors={fieldErrors}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <TextsPreviewActions
        id="offer"
        locales={locales}
        fields={OFFER_FIELDS}
        draft={draft}
        setDraft={setDraft}
        publishing={publishing}
        onCancel={() => onDone(null)}
        preview={(shown) => (
          <>
            {shown.text && <p>{shown.text}</p>}
            <p>
              {draft.percent}% up to {draft.max_amount}, from a deposit of {draft.min_amount}; wager ×
              {draft.wager} within {draft.days} days.
            </p>
          </>
        )}
      />
    </form>
  );
}
