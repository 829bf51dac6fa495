import type { BannerTexts, EditableBanner } from '@casino/shared/backoffice/backoffice.contract';
import { useState } from 'react';
import { call } from '../api.ts';
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
import { useLoad } from '../ui/use-call.ts';
import { useEditing, usePublish } from '../ui/use-publish.ts';

type Draft = Omit<EditableBanner, 'texts'> & { texts: Record<string, Partial<BannerTexts>> };

const BANNER_KEYS = ['title', 'subtitle', 'button'] as const;
const BANNER_FIELDS: readonly TextFieldSpec<(typeof BANNER_KEYS)[number]>[] = [
  { key: 'title', label: 'Title', max: 120, required: true },
  { key: 'subtitle', label: 'Subtitle', max: 240 },
  { key: 'button', label: 'Button', max: 40 },
];

/**
 * Content: banners (decision 0042). An edit is previewed here as the player site lays a banner out and
 * published with one action; every server process shows it on the next page a player opens.
 */
export function ContentPage() {
  const { data, error, reload } = useLoad(() => call('content.banners', {}), 'content-banners');
  const { editing, outcome, edit, done } = useEditing<Draft>(reload);

  return (
    <>
      <h1>Content</h1>
      <Notice kind="success">{outcome}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && editing && (
        <BannerEditor key={editing.id} banner={editing} locales={data.locales} onDone={done} />
      )}
      {data && (
        <table>
          <caption>Banners ({data.banners.length}), in the order the site shows them</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Title ({data.locales[0]?.code})</th>
              <th scope="col">Position</th>
              <th scope="col">Link</th>
              <th scope="col">Shown</th>
              <th scope="col">Edit</th>
            </tr>
          </thead>
          <tbody>
            {data.banners.map((banner) => {
              const title = banner.texts[data.locales[0]?.code ?? '']?.title ?? '';
              return (
                <tr key={banner.id}>
                  <td>{banner.sort}</td>
                  <td>{title}</td>
                  <td>{banner.position}</td>
                  <td>{banner.url ?? '—'}</td>
                  <td>
                    {banner.started_at?.slice(0, 10) ?? 'always'} –{' '}
                    {banner.finished_at?.slice(0, 10) ?? 'open'}
                  </td>
                  <td>
                    <button type="button" onClick={() => edit(banner)}>
                      Edit<span className="visually-hidden"> banner {title}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

function BannerEditor({
  banner,
  locales,
  onDone,
}: {
  banner: Draft;
  locales: Locale[];
  onDone: (published: string | null) => void;
}) {
  const [draft, setDraft] = useState<Draft>(banner);
  const publishing = usePublish();
  const { fieldErrors, publish } = publishing;

  return (
    <form
      className="card content-form"
      onSubmit={(event) =>
        publish(
          event,
          () =>
            call('content.saveBanner', {
              id: draft.id,
              image: draft.image,
              url: draft.url ?? undefined,
              sort: draft.sort,
              started_at: draft.started_at ?? undefined,
              finished_at: draft.finished_at ?? undefined,
              texts: textsPayload(locales, draft.texts, BANNER_KEYS, ['subtitle', 'button']),
            }),
          () => onDone(`Banner ${draft.id} published: players see it on their next page.`),
        )
      }
      aria-labelledby="banner-editor-title"
    >
      <h2 id="banner-editor-title">Banner {draft.id}</h2>
      <ImageField
        value={draft.image}
        required
        error={fieldErrors.image}
        onChange={(image) => setDraft({ ...draft, image })}
      />
      <Field
        label="Link"
        name="url"
        value={draft.url ?? ''}
        hint="Where the banner leads: a path on this site or an https address; empty for none."
        error={fieldErrors.url}
        onChange={(event) => setDraft({ ...draft, url: event.target.value || null })}
      />
      <Field
        label="Order"
        name="sort"
        type="number"
        min={0}
        value={draft.sort}
        error={fieldErrors.sort}
        onChange={(event) => setDraft({ ...draft, sort: Number(event.target.value) })}
      />
      <PeriodFields
        verb="Shown"
        from={draft.started_at}
        until={draft.finished_at}
        errors={fieldErrors}
        onChange={(change) => setDraft({ ...draft, ...change })}
      />
      <TextsPreviewActions
        id="banner"
        locales={locales}
        fields={BANNER_FIELDS}
        draft={draft}
        setDraft={setDraft}
        publishing={publishing}
        onCancel={() => onDone(null)}
        preview={(shown) => (
          <>
            {shown.subtitle && <p>{shown.subtitle}</p>}
            {shown.button && <span className="banner-preview-button">{shown.button}</span>}
          </>
        )}
      />
    </form>
  );
}
