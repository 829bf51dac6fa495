import { type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { Field, Select } from './field.tsx';
import { Notice } from './notice.tsx';
import type { usePublish } from './use-publish.ts';

export type Locale = { code: string; name: string };

/** An editor's end: the refusal, if any, then Publish and Cancel. */
export function EditorActions(props: { problem?: string | null; saving: boolean; onCancel: () => void }) {
  return (
    <>
      {props.problem !== undefined && <Notice kind="error">{props.problem}</Notice>}
      <span className="actions">
        <button type="submit" className="primary" disabled={props.saving}>
          Publish
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </span>
    </>
  );
}

/** A choice among the site's languages (the language edited, or the one previewed). */
export function LocaleSelect(props: {
  label: string;
  name: string;
  value: string;
  locales: readonly Locale[];
  onChange: (code: string) => void;
}) {
  return (
    <Select
      label={props.label}
      name={props.name}
      value={props.value}
      options={props.locales.map(({ code, name }) => ({ value: code, label: name }))}
      onChange={props.onChange}
    />
  );
}

/** A labelled text area; its error is announced with it. */
export function TextArea({
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A picture in a preview. The back-office's policy loads images from this site only (img-src 'self'),
 * so an https picture is named rather than shown.
 */
export function PreviewImage({ src }: { src: string | null }) {
  if (src && /^\/[^/\\]/.test(src)) return <img src={src} alt="" />;
  return <p className="hint">The image is not previewed: only this site's images are loaded here.</p>;
}

/** One word field of a locale's texts, as `LocaleTextsFields` lays it out. */
export interface TextFieldSpec<K extends string> {
  key: K;
  label: string;
  max: number;
  required?: boolean;
  /** Rows of a text area; a one-line field without. */
  rows?: number;
}

type Texts<K extends string> = Record<string, Partial<Record<K, string>>>;

/** A copy of `texts` with one locale's `key` set to `value` (drafts are replaced, never changed). */
export function withText<K extends string>(texts: Texts<K>, locale: string, key: K, value: string): Texts<K> {
  return { ...texts, [locale]: { ...texts[locale], [key]: value } };
}

/**
 * The texts as the server takes them, every locale of the site with every key; `optional` keys are left
 * out where empty (a banner without a button).
 */
export function textsPayload<K extends string>(
  locales: readonly Locale[],
  texts: Texts<K>,
  keys: readonly K[],
  optional: readonly K[] = [],
): string {
  return JSON.stringify(
    Object.fromEntries(
      locales.map(({ code }) => [
        code,
        Object.fromEntries(
          keys.flatMap((key) => {
            const value = texts[code]?.[key] ?? '';
            return value === '' && optional.includes(key) ? [] : [[key, value]];
          }),
        ),
      ]),
    ),
  );
}

/**
 * One fieldset per locale with the given word fields. A refusal names `texts.<locale>.<key>`, or `texts`
 * alone (a locale missing), which the first field shows.
 */
export function LocaleTextsFields<K extends string>(props: {
  locales: readonly Locale[];
  texts: Texts<K>;
  fields: readonly TextFieldSpec<K>[];
  errors: Record<string, string>;
  /** The texts with the one change typed. */
  onChange: (texts: Texts<K>) => void;
}) {
  const { locales, texts, fields, errors } = props;
  const onChange = (locale: string, key: K, value: string) =>
    props.onChange(withText(texts, locale, key, value));
  return (
    <>
      {locales.map(({ code, name }) => (
        <fieldset key={code}>
          <legend>{name}</legend>
          {fields.map((field, index) => {
            const common = {
              label: `${field.label} (${code})`,
              value: texts[code]?.[field.key] ?? '',
              required: field.required,
              maxLength: field.max,
              error: errors[`texts.${code}.${field.key}`] ?? (index === 0 ? errors.texts : undefined),
            };
            return field.rows ? (
              <TextArea
                key={field.key}
                {...common}
                rows={field.rows}
                onChange={(event) => onChange(code, field.key, event.target.value)}
              />
            ) : (
              <Field
                key={field.key}
                {...common}
                onChange={(event) => onChange(code, field.key, event.target.value)}
              />
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

/** A picture's address: a path on this site or an https address. */
export function ImageField(props: {
  value: string;
  required?: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Image"
      name="image"
      value={props.value}
      required={props.required}
      hint={`A path on this site (/images/…) or an https address${props.required ? '' : '; empty for none'}.`}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** When something is shown (a banner) or runs (an offer): two ISO times, either empty. */
export function PeriodFields(props: {
  verb: 'Shown' | 'Runs';
  from: string | null;
  until: string | null;
  errors: Record<string, string>;
  onChange: (change: { started_at?: string | null; finished_at?: string | null }) => void;
}) {
  return (
    <>
      <Field
        label={`${props.verb} from`}
        name="started_at"
        value={props.from ?? ''}
        hint="ISO date and time, e.g. 2026-12-01T00:00:00Z; empty for now."
        error={props.errors.started_at}
        onChange={(event) => props.onChange({ started_at: event.target.value || null })}
      />
      <Field
        label={`${props.verb} until`}
        name="finished_at"
        value={props.until ?? ''}
        hint="Empty for no end."
        error={props.errors.finished_at}
        onChange={(event) => props.onChange({ finished_at: event.target.value || null })}
      />
    </>
  );
}

/**
 * The preview of an editor in the language chosen, laid out as the site shows it: the picture, the
 * title, then what else the item shows (`children`).
 */
export function LocalePreview(props: {
  id: string;
  locales: readonly Locale[];
  locale: string;
  onLocale: (code: string) => void;
  image: string | null;
  title: string | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-preview-title`} className="banner-preview">
      <h3 id={`${props.id}-preview-title`}>Preview</h3>
      <LocaleSelect
        label="Preview language"
        name="preview_locale"
        value={props.locale}
        locales={props.locales}
        onChange={props.onLocale}
      />
      <div className="banner-preview-card">
        <PreviewImage src={props.image} />
        <p className="banner-preview-heading">{props.title}</p>
        {props.children}
      </div>
    </section>
  );
}

/**
 * The end every content editor shares: the draft's words in each locale, its preview in a chosen
 * language (the picture, the title, then `preview` of the words shown) and Publish with Cancel.
 */
export function TextsPreviewActions<
  K extends string,
  D extends { texts: Texts<K>; image: string | null },
>(props: {
  id: string;
  locales: readonly Locale[];
  fields: readonly TextFieldSpec<K>[];
  draft: D;
  setDraft: (draft: D) => void;
  publishing: Pick<ReturnType<typeof usePublish>, 'fieldErrors' | 'problem' | 'saving'>;
  preview: (shown: Partial<Record<K, string>>) => ReactNode;
  onCancel: () => void;
}) {
  const { draft, publishing } = props;
  const [locale, setLocale] = useState(props.locales[0]?.code ?? 'en');
  const shown: Partial<Record<K, string>> = draft.texts[locale] ?? {};
  return (
    <>
      <LocaleTextsFields
        locales={props.locales}
        texts={draft.texts}
        fields={props.fields}
        errors={publishing.fieldErrors}
        onChange={(texts) => props.setDraft({ ...draft, texts })}
      />
      <LocalePreview
        id={props.id}
        locales={props.locales}
        locale={locale}
        onLocale={setLocale}
        image={draft.image}
        title={shown['title' as K]}
      >
        {props.preview(shown)}
      </LocalePreview>
      <EditorActions problem={publishing.problem} saving={publishing.saving} onCancel={props.onCancel} />
    </>
  );
}
