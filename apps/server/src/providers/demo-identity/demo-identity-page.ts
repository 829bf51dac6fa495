import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';
import type { AuthorizeRequest, DemoIdentity } from './demo-identity.service.ts';

const STYLE = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 28rem; padding: 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
form { display: grid; gap: 0.75rem; }
label { display: block; font-weight: 600; }
input { font: inherit; padding: 0.375rem 0.5rem; width: 100%; box-sizing: border-box; }
.error { display: block; color: #b3261e; }
@media (prefers-color-scheme: dark) { .error { color: #ffb4ab; } }
.actions { display: flex; gap: 0.5rem; }
button { font: inherit; padding: 0.375rem 1rem; }
input:focus-visible, button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
`;

/** The pages run no script and load nothing; the one inline style is allowed by its hash. */
export const DEMO_IDENTITY_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${inlineSourceHash(STYLE)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return standalonePage({ title, style: STYLE, body });
}

function field(
  name: keyof DemoIdentity,
  label: string,
  options: { type: string; autocomplete: string; value: string; error: string | undefined },
): string {
  const error = options.error
    ? `<span class="error" id="${name}-error">${escapeHtml(options.error)}</span>`
    : '';
  const described = options.error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div>
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}" required value="${escapeHtml(options.value)}"${described}>
${error}
</div>`;
}

/** The consent page: who the person wants to be, then continue (a code) or cancel (access_denied). */
export function renderConsentPage(
  request: AuthorizeRequest,
  entered: Partial<DemoIdentity> = {},
  errors: Partial<Record<keyof DemoIdentity, string>> = {},
): string {
  const hidden = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  return page(
    'Demo sign-in',
    `<h1>Demo sign-in</h1>
<p>This built-in provider stands in for a social network. Enter any name and email: the casino receives them as your social profile. The same email is always the same demo person.</p>
<form method="post" action="/oauth/demo/authorize">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
  .join('\n')}
${field('name', 'Name', { type: 'text', autocomplete: 'name', value: entered.name ?? '', error: errors.name })}
${field('email', 'Email', { type: 'email', autocomplete: 'email', value: entered.email ?? '', error: errors.email })}
<div class="actions">
<button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** A request that names no registered client or callback is refused here, never redirected. */
export function renderRequestErrorPage(): string {
  return page(
    'Sign-in request refused',
    '<h1>Sign-in request refused</h1>\n<p>This sign-in request is not valid. Close this window and try again from the casino.</p>',
  );
}
