import type { ContentPage } from '@casino/shared/content/site-content';

/** A CMS page (about, terms, FAQ, ...): title, paragraphs and an optional FAQ list. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="content-page container">
      <h1 className="page-title">{page.title}</h1>
      {page.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {page.faq.length > 0 ? (
        <dl className="faq">
          {page.faq.map((item) => (
            <div key={item.question} className="faq__item">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
