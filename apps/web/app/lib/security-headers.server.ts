import type { CustomCodeEntry } from '@casino/shared/content/site-content';

/** The Content-Security-Policy of every HTML page (a fresh nonce per response). */
export function contentSecurityPolicy(options: {
  nonce: string;
  pathname: string;
  formsFrameAncestors: readonly string[];
}): { policy: string; frameOptions: string | undefined } {
  // Only the embedded sign-in/up forms may be framed, and only by the configured origins.
  const isEmbeddedForm = /^\/(?:[a-z]{2}\/)?forms\//.test(options.pathname);
  const ancestors = isEmbeddedForm ? ["'self'", ...options.formsFrameAncestors].join(' ') : "'none'";
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "frame-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
  return { policy, frameOptions: isEmbeddedForm ? undefined : 'DENY' };
}

/**
 * Places the CMS custom code entries (spec §2.5) at head, body start and body end. Script tags in them
 * get the response's nonce so the CSP lets them run. A failure is logged and the page is sent without them.
 */
export function injectCustomCode(html: string, entries: readonly CustomCodeEntry[], nonce: string): string {
  try {
    const enabled = entries.filter((entry) => entry.isEnabled && typeof entry.code === 'string');
    if (enabled.length === 0) return html;
    const at = (position: CustomCodeEntry['position']) =>
      enabled
        .filter((entry) => entry.position === position)
        .map((entry) => entry.code.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`))
        .join('\n');
    let result = html;
    const head = at('head');
    if (head) result = replaceOnce(result, '</head>', `${head}</head>`);
    const bodyStart = at('bodyStart');
    if (bodyStart) result = result.replace(/<body[^>]*>/i, (tag) => `${tag}${bodyStart}`);
    const bodyEnd = at('bodyEnd');
    if (bodyEnd) result = replaceLast(result, '</body>', `${bodyEnd}</body>`);
    return result;
  } catch (error) {
    console.warn('custom code injection failed', error);
    return html;
  }
}

function replaceOnce(text: string, search: string, replacement: string): string {
  const index = text.indexOf(search);
  if (index < 0) throw new Error(`${search} not found`);
  return text.slice(0, index) + replacement + text.slice(index + search.length);
}

function replaceLast(text: string, search: string, replacement: string): string {
  const index = text.lastIndexOf(search);
  if (index < 0) throw new Error(`${search} not found`);
  return text.slice(0, index) + replacement + text.slice(index + search.length);
}
