import { findRedirect } from '@casino/shared/routing/redirect-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiCallError, call, errorText } from '../api.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

type Rule = { from: string; to: string; external: boolean };

/**
 * Redirect rules (decision 0042): edited as a list, tried top to bottom; the preview runs the site's own
 * matcher on the list as edited, and the server checks each rule the same way before publishing.
 */
export function RedirectsPage() {
  const { data, error, reload } = useLoad(() => call('content.redirects', {}), 'redirects');
  const [rules, setRules] = useState<Rule[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [probe, setProbe] = useState('/casino');
  useEffect(() => {
    if (data) setRules(data);
  }, [data]);

  const change = (index: number, patch: Partial<Rule>) =>
    setRules(rules.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)));

  async function publish(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setFieldErrors({});
    try {
      await call('content.saveRedirects', { rules: JSON.stringify(rules) });
      setOutcome({ kind: 'success', text: `${rules.length} redirect rules published.` });
      reload();
    } catch (problem) {
      if (problem instanceof ApiCallError) setFieldErrors(problem.invalidParameters);
      setOutcome({ kind: 'error', text: errorText(problem) });
    }
  }

  const [pathname = '/', search = ''] = probe.split(/(?=\?)/);
  const preview = findRedirect(rules, {
    pathname,
    search,
    locale: 'en',
    defaultLocale: 'en',
    localeCodes: [],
  });
  return (
    <>
      <h1>Redirects</h1>
      <Notice kind="error">{error}</Notice>
      <form onSubmit={publish} aria-label="Redirect rules">
        <table>
          <caption>Rules, tried from the top; `*` stands for any characters</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">External</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule, index) => (
              <tr key={index}>
                <td>
                  <Field
                    label={`From, rule ${index + 1}`}
                    value={rule.from}
                    required
                    error={fieldErrors[`rules.${index}.from`]}
                    onChange={(event) => change(index, { from: event.target.value })}
                  />
                </td>
                <td>
                  <Field
                    label={`To, rule ${index + 1}`}
                    value={rule.to}
                    required
                    error={fieldErrors[`rules.${index}.to`]}
                    onChange={(event) => change(index, { to: event.target.value })}
                  />
                </td>
                <td>
                  <Field
                    label={`External, rule ${index + 1}`}
                    type="checkbox"
                    checked={rule.external}
                    onChange={(event) => change(index, { external: event.target.checked })}
                  />
                </td>
                <td>
                  <button type="button" onClick={() => setRules(rules.filter((_, at) => at !== index))}>
                    Remove<span className="visually-hidden"> rule {index + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <section aria-labelledby="redirect-preview-title" className="card">
          <h2 id="redirect-preview-title">Preview</h2>
          <Field
            label="A path players open"
            value={probe}
            onChange={(event) => setProbe(event.target.value)}
          />
          <p role="status">{preview ? `leads to ${preview.url}` : 'is not redirected'}</p>
        </section>
        <Notice kind={outcome?.kind ?? 'success'}>{outcome?.text ?? null}</Notice>
        <span className="actions">
          <button type="button" onClick={() => setRules([...rules, { from: '/', to: '/', external: false }])}>
            Add a rule
          </button>
          <button type="submit" className="primary">
            Publish
          </button>
        </span>
      </form>
    </>
  );
}
