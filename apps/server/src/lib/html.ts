import { createHash } from 'node:crypto';

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A CSP source allowing exactly this inline script or style. */
export function inlineSourceHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The frame of the server's own small pages (outbox, demo identity provider, payment gateway, social
 * callback): not indexed, one inline style, `body` inside <main>, `after` (scripts) after it.
 */
export function standalonePage(page: { title: string; style: string; body: string; after?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
${page.body}
</main>${page.after ?? ''}
</body>
</html>`;
}
