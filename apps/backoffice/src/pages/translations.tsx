import { type FormEvent, Fragment, useState } from 'react';
import { ApiCallError, call, errorText } from '../api.ts';
import { EditorActions } from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useEditing } from '../ui/use-publish.ts';

type Row = { key: string; texts: Record<string, string | null> };
type Locale = { code: string; name: string };

/**
 * The site's messages (decision 0042): find a key by its name or its words, change its text in any
 * locale and publish; players get the new text on their next page.
 */
export function TranslationsPage() {
  const [query, setQuery] = useState('');
  const { data, error, reload } = useLoad(() => call('content.messages', { query }), `messages:${query}`);
  const { editing, outcome, edit, done } = useEditing<string>(reload);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edit(null);
    setQuery(String(new FormData(event.currentTarget).get('query') ?? '').trim());
  }

  const columns = (data?.locales.length ?? 0) + 2;
  return (
    <>
      <h1>Translations</h1>
      <form className="inline-form" aria-label="Find messages" onSubmit={search}>
        <Field label="Key or text" name="query" defaultValue={query} maxLength={100} />
        <button type="submit">Find</button>
      </form>
      <Notice kind="success">{outcome}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <table>
          <caption>
            {data.total > data.messages.length
              ? `${data.messages.length} of ${data.total} messages: narrow the search to see the rest`
              : `${data.total} messages`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Key</th>
              {data.locales.map((locale) => (
                <th key={locale.code} scope="col">
                  {locale.name}
                </th>
              ))}
              <th scope="col">Edit</th>
            </tr>
          </thead>
          <tbody>
            {data.messages.map((row) => (
              <Fragment key={row.key}>
                <tr>
                  <td>{row.key}</td>
                  {data.locales.map((locale) => (
                    <td key={locale.code}>{row.texts[locale.code] ?? '—'}</td>
                  ))}
                  <td>
                    <button type="button" aria-expanded={editing === row.key} onClick={() => edit(row.key)}>
                      Edit<span className="visually-hidden"> {row.key}</span>
                    </button>
                  </td>
                </tr>
                {editing === row.key && (
                  <tr>
                    <td colSpan={columns}>
                      <MessageEditor row={row} locales={data.locales} onDone={done} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function MessageEditor({
  row,
  locales,
  onDone,
}: {
  row: Row;
  locales: Locale[];
  onDone: (published: string | null) => void;
}) {
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(locales.map(({ code }) => [code, row.texts[code] ?? ''])),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** Each changed locale is its own publish (and audit row); the first refusal stops the rest. */
  async function publish(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFieldErrors({});
    const changed = locales.filter(({ code }) => (texts[code] ?? '') !== (row.texts[code] ?? ''));
    for (const { code } of changed) {
      try {
        await call('content.saveMessage', { key: row.key, locale: code, text: texts[code] ?? '' });
      } catch (error) {
        const message =
          error instanceof ApiCallError ? (Object.values(error.invalidParameters)[0] ?? error.message) : null;
        setFieldErrors({ [code]: message ?? errorText(error) });
        setSaving(false);
        return;
      }
    }
    setSaving(false);
    onDone(
      changed.length > 0 ? `${row.key} published in ${changed.map(({ code }) => code).join(', ')}.` : null,
    );
  }

  return (
    <form className="content-form" onSubmit={publish} aria-label={`Edit ${row.key}`}>
      {locales.map(({ code, name }) => (
        <Field
          key={code}
          label={`${name} (${code})`}
          value={texts[code] ?? ''}
          required
          maxLength={5000}
          error={fieldErrors[code]}
          onChange={(event) => setTexts({ ...texts, [code]: event.target.value })}
        />
      ))}
      <EditorActions saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}
