import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';

export interface OutboxPageMessage {
  created_at: Date;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
}

const STYLE = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 80rem; padding: 1rem; }
form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 1rem; }
input { font: inherit; padding: 0.25rem 0.5rem; min-width: 18rem; }
button { font: inherit; padding: 0.25rem 1rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: bold; padding-bottom: 0.5rem; }
th, td { border: 1px solid GrayText; padding: 0.5rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
.error { display: block; font-size: 0.875rem; }
a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
`;

/** The page runs no script and loads nothing; the one inline style is allowed by its hash. */
export const OUTBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${inlineSourceHash(STYLE)}`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link is not part of it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Escapes a message body, turning links to this site (codes, restore links) into anchors and nothing else. */
function bodyHtml(body: string, siteOrigin: string): string {
  let html = '';
  let rest = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const text = match[0].replace(TRAILING_PUNCTUATION, '');
    const url = URL.parse(text);
    html += escapeHtml(body.slice(rest, match.index));
    html +=
      url?.origin === siteOrigin
        ? `<a href="${escapeHtml(url.href)}">${escapeHtml(text)}</a>`
        : escapeHtml(text);
    rest = match.index + text.length;
  }
  return html + escapeHtml(body.slice(rest));
}

function row(message: OutboxPageMessage, siteOrigin: string): string {
  const iso = message.created_at.toISOString();
  const error = message.error ? ` <span class="error">${escapeHtml(message.error)}</span>` : '';
  return `<tr>
<td><time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')}</time></td>
<td>${escapeHtml(message.channel)}</td>
<td>${escapeHtml(message.recipient)}</td>
<td>${escapeHtml(message.subject)}</td>
<td><pre>${bodyHtml(message.body, siteOrigin)}</pre></td>
<td>${escapeHtml(message.status)}${error}</td>
</tr>`;
}

/** The development outbox: the latest messages, newest first, with a recipient filter. */
export function renderOutboxPage(
  messages: OutboxPageMessage[],
  options: { recipient: string | undefined; siteOrigin: string },
): string {
  const recipient = options.recipient ?? '';
  const caption = `Latest ${messages.length === 1 ? 'message' : `${messages.length} messages`}${
    recipient ? ` to ${escapeHtml(recipient)}` : ''
  }, newest first (times in UTC)`;
  const list =
    messages.length === 0
      ? `<p>No messages${recipient ? ` to ${escapeHtml(recipient)}` : ''} yet.</p>`
      : `<table>
<caption>${caption}</caption>
<thead><tr><th scope="col">Time</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Message</th><th scope="col">Status</th></tr></thead>
<tbody>
${messages.map((message) => row(message, options.siteOrigin)).join('\n')}
</tbody>
</table>`;
  return standalonePage({
    title: 'Outbox (development)',
    style: STYLE,
    body: `<h1>Outbox</h1>
<p>Development only: the email and SMS the platform stored or sent. Reload to see new ones.</p>
<form method="get" action="/dev/outbox" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="search" value="${escapeHtml(recipient)}" autocomplete="off">
<button type="submit">Filter</button>
${recipient ? '<a href="/dev/outbox">Show all</a>' : ''}
</form>
${list}`,
  });
}
