import type { PageTexts } from '@casino/shared/backoffice/backoffice.contract';
import { useState } from 'react';
import { call } from '../api.ts';
import { EditorActions, type Locale, LocaleSelect, TextArea } from '../ui/editor-parts.tsx';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useEditing, usePublish } from '../ui/use-publish.ts';

/**
 * Content pages (about, terms, FAQ, ...), decision 0046: a page's title, text and questions in one
 * language, previewed as the site lays the page out and published as banners are.
 */
export function PagesPage() {
  const { data, error, reload } = useLoad(() => call('content.pages', {}), 'content-pages');
  const { editing, outcome, edit, switchTo, done } = useEditing<{ slug: string; locale: string }>(reload);
  const first = data?.locales[0]?.code ?? 'en';

  return (
    <>
      <h1>Pages</h1>
      <Notice kind="success">{outcome}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && editing && (
        <PageEditor
          key={`${editing.slug}:${editing.locale}`}
          slug={editing.slug}
          locale={editing.locale}
          locales={data.locales}
          texts={data.pages.find((page) => page.slug === editing.slug)?.texts[editing.locale]}
          onLocale={(locale) => switchTo({ slug: editing.slug, locale })}
          onDone={done}
        />
      )}
      {data && (
        <table>
          <caption>Content pages ({data.pages.length})</caption>
          <thead>
            <tr>
              <th scope="col">Address</th>
              <th scope="col">Title ({first})</th>
              <th scope="col">Languages</th>
              <th scope="col">Edit</th>
            </tr>
          </thead>
          <tbody>
            {data.pages.map((page) => (
              <tr key={page.slug}>
                <td>/{page.slug}</td>
                <td>{page.texts[first]?.title ?? '—'}</td>
                <td>{Object.keys(page.texts).join(', ')}</td>
                <td>
                  <button type="button" onClick={() => edit({ slug: page.slug, locale: first })}>
                    Edit<span className="visually-hidden"> page {page.slug}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function PageEditor({
  slug,
  locale,
  locales,
  texts,
  onLocale,
  onDone,
}: {
  slug: string;
  locale: string;
  locales: Locale[];
  texts: PageTexts | undefined;
  onLocale: (locale: string) => void;
  onDone: (published: string | null) => void;
}) {
  const [draft, setDraft] = useState<PageTexts>(texts ?? { title: '', body: '', faq: [] });
  const { fieldErrors, problem, saving, publish } = usePublish();

  const setQuestion = (index: number, change: Partial<PageTexts['faq'][number]>) =>
    setDraft({
      ...draft,
      faq: draft.faq.map((item, at) => (at === index ? { ...item, ...change } : item)),
    });

  return (
    <form
      className="card content-form"
      onSubmit={(event) =>
        publish(
          event,
          () => call('content.savePage', { slug, locale, ...draft, faq: JSON.stringify(draft.faq) }),
          () => onDone(`/${slug} published in ${locale}: players see it on their next page.`),
        )
      }
      aria-labelledby="page-editor-title"
    >
      <h2 id="page-editor-title">
        Page /{slug} ({locale})
      </h2>
      <LocaleSelect label="Language" name="locale" value={locale} locales={locales} onChange={onLocale} />
      <Field
        label="Title"
        value={draft.title}
        required
        maxLength={200}
        error={fieldErrors.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <TextArea
        label="Text (a blank line starts a paragraph)"
        value={draft.body}
        required
        rows={10}
        maxLength={50_000}
        error={fieldErrors.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <fieldset className="page-faq">
        <legend>Questions and answers</legend>
        {draft.faq.map((item, index) => (
          <div key={index} className="faq-item">
            <Field
              label={`Question ${index + 1}`}
              value={item.question}
              required
              maxLength={300}
              error={fieldErrors[`faq.${index}.question`]}
              onChange={(event) => setQuestion(index, { question: event.target.value })}
            />
            <TextArea
              label={`Answer ${index + 1}`}
              value={item.answer}
              required
              rows={3}
              maxLength={5_000}
              error={fieldErrors[`faq.${index}.answer`]}
              onChange={(event) => setQuestion(index, { answer: event.target.value })}
            />
            <button
              type="button"
              onClick={() => setDraft({ ...draft, faq: draft.faq.filter((_, at) => at !== index) })}
            >
              Remove question {index + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          onClick={() => setDraft({ ...draft, faq: [...draft.faq, { question: '', answer: '' }] })}
        >
          Add a question
        </button>
      </fieldset>
      <section aria-labelledby="page-preview-title" className="page-preview">
        <h3 id="page-preview-title">Preview</h3>
        <article className="page-preview-card">
          <p className="banner-preview-heading">{draft.title}</p>
          {draft.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {draft.faq.length > 0 && (
            <dl>
              {draft.faq.map((item, index) => (
                <div key={index}>
                  <dt>{item.question}</dt>
                  <dd>{item.answer}</dd>
                </div>
              ))}
            </dl>
          )}
        </article>
      </section>
      <EditorActions problem={problem} saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}
