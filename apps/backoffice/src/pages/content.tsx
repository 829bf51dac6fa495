import type { BannerTexts, EditableBanner } from '@casino/shared/backoffice/backoffice.contract';
import { useState } from 'react';
import { call } from '../api.ts';
import { EditorActions, type Locale, LocaleSelect, PreviewImage } from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { usePublish } from '../ui/use-publish.ts';

type Draft = Omit<EditableBanner, 'texts'> & { texts: Record<string, Partial<BannerTexts>> };

/**
 * Content: banners (decision 0042). An edit is previewed here as the player site lays a banner out and
 * published with one action; every server process shows it on the next page a player opens.
 */
export function ContentPage() {
  const { data, error, reload } = useLoad(() => call('content.banners', {}), 'content-banners');
  const [editing, setEditing] = useState<Draft | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  return (
    <>
      <h1>Content</h1>
      <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && editing && (
        <BannerEditor
          key={editing.id}
          banner={editing}
          locales={data.locales}
          onDone={(text) => {
            setEditing(null);
            setOutcome(text ? { kind: 'success', text } : null);
            if (text) reload();
          }}
        />
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
                    <button
                      type="button"
                      onClick={() => {
                        setOutcome(null);
                        setEditing(banner);
                      }}
                    >
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
  const [previewLocale, setPreviewLocale] = useState(locales[0]?.code ?? 'en');
  const { fieldErrors, problem, saving, publish } = usePublish();

  const setText = (locale: string, key: keyof BannerTexts, value: string) =>
    setDraft({ ...draft, texts: { ...draft.texts, [locale]: { ...draft.texts[locale], [key]: value } } });

  function texts() {
    return Object.fromEntries(
      locales.map(({ code }) => {
        const words = draft.texts[code] ?? {};
        return [
          code,
          {
            title: words.title ?? '',
            ...(words.subtitle ? { subtitle: words.subtitle } : {}),
            ...(words.button ? { button: words.button } : {}),
          },
        ];
      }),
    );
  }

  const shown = draft.texts[previewLocale] ?? {};
  const errorFor = (locale: string, key: string) =>
    fieldErrors[`texts.${locale}.${key}`] ?? (key === 'title' ? fieldErrors.texts : undefined);
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
              texts: JSON.stringify(texts()),
            }),
          () => onDone(`Banner ${draft.id} published: players see it on their next page.`),
        )
      }
      aria-labelledby="banner-editor-title"
    >
      <h2 id="banner-editor-title">Banner {draft.id}</h2>
      <Field
        label="Image"
        name="image"
        value={draft.image}
        required
        hint="A path on this site (/images/…) or an https address."
        error={fieldErrors.image}
        onChange={(event) => setDraft({ ...draft, image: event.target.value })}
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
      <Field
        label="Shown from"
        name="started_at"
        value={draft.started_at ?? ''}
        hint="ISO date and time, e.g. 2026-12-01T00:00:00Z; empty for now."
        error={fieldErrors.started_at}
        onChange={(event) => setDraft({ ...draft, started_at: event.target.value || null })}
      />
      <Field
        label="Shown until"
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
            error={errorFor(code, 'title')}
            onChange={(event) => setText(code, 'title', event.target.value)}
          />
          <Field
            label={`Subtitle (${code})`}
            value={draft.texts[code]?.subtitle ?? ''}
            maxLength={240}
            error={errorFor(code, 'subtitle')}
            onChange={(event) => setText(code, 'subtitle', event.target.value)}
          />
          <Field
            label={`Button (${code})`}
            value={draft.texts[code]?.button ?? ''}
            maxLength={40}
            error={errorFor(code, 'button')}
            onChange={(event) => setText(code, 'button', event.target.value)}
          />
        </fieldset>
      ))}
      <section aria-labelledby="banner-preview-title" className="banner-preview">
        <h3 id="banner-preview-title">Preview</h3>
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
          {shown.subtitle && <p>{shown.subtitle}</p>}
          {shown.button && <span className="banner-preview-button">{shown.button}</span>}
        </div>
      </section>
      <EditorActions problem={problem} saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}
