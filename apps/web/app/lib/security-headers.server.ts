import type { SignalOrigins } from '@casino/shared/analytics/signals';
import type { CustomCodeEntry } from '@casino/shared/content/site-content';
import type { ChatVendorOrigins } from '@casino/shared/support/chat-vendor-origins';

/** The Content-Security-Policy of every HTML page (a fresh nonce per response). */
export function contentSecurityPolicy(options: {
  nonce: string;
  pathname: string;
  formsFrameAncestors: readonly string[];
  /** The configured vendor chat's declared origins (chat-vendor-origins.ts), added to their directives. */
  chatOrigins?: ChatVendorOrigins | undefined;
  /** The tag manager's and a fingerprint vendor's origins, when configured (decision 0052). */
  signalOrigins?: SignalOrigins | undefined;
}): { policy: string; frameOptions: string | undefined } {
  // Only the embedded sign-in/up forms may be framed, and only by the configured origins.
  const isEmbeddedForm = /^\/(?:[a-z]{2}\/)?forms\//.test(options.pathname);
  const ancestors = isEmbeddedForm ? ["'self'", ...options.formsFrameAncestors].join(' ') : "'none'";
  const chat = options.chatOrigins;
  const signals = options.signalOrigins;
  const plus = (...lists: (readonly string[] | undefined)[]) => {
    const sources = lists.flatMap((list) => list ?? []);
    return sources.length ? ` ${sources.join(' ')}` : '';
  };
  // 'strict-dynamic' lets the loader's script run wherever it comes from; the script origins are
  // listed still for browsers without it, which ignore the nonce's strictness and read the list.
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${plus(chat?.script, signals?.script)}`,
    `style-src 'self' 'unsafe-inline'${plus(chat?.style)}`,
    `img-src 'self' data: blob:${plus(chat?.img, signals?.img)}`,
    "font-src 'self'",
    `connect-src 'self' ws: wss:${plus(chat?.connect, signals?.connect)}`,
    `frame-src 'self'${plus(chat?.frame)}`,
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
 * Works on the rendered bytes: turning a whole document into a string and back costs more than the render
 * of a small page.
 */
export function injectCustomCode(html: Buffer, entries: readonly CustomCodeEntry[], nonce: string): Buffer {
  try {
    const enabled = entries.filter((entry) => entry.isEnabled && typeof entry.code === 'string');
    if (enabled.length === 0) return html;
    const at = (position: CustomCodeEntry['position']) =>
      enabled
        .filter((entry) => entry.position === position)
        .map((entry) => entry.code.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`))
        .join('\n');
    const inserts: { index: number; code: string }[] = [];
    const head = at('head');
    if (head) inserts.push({ index: found(html.indexOf('</head>'), '</head>'), code: head });
    const bodyStart = at('bodyStart');
    if (bodyStart) inserts.push({ index: found(bodyTagEnd(html), '<body>'), code: bodyStart });
    const bodyEnd = at('bodyEnd');
    if (bodyEnd) inserts.push({ index: found(html.lastIndexOf('</body>'), '</body>'), code: bodyEnd });
    inserts.sort((a, b) => a.index - b.index);
    const parts: Buffer[] = [];
    let from = 0;
    for (const { index, code } of inserts) {
      parts.push(html.subarray(from, index), Buffer.from(code));
      from = index;
    }
    parts.push(html.subarray(from));
    return Buffer.concat(parts);
  } catch (error) {
    console.warn('custom code injection failed', error);
    return html;
  }
}

/** Where the content of the body starts: right after `<body ...>`, or -1. */
function bodyTagEnd(html: Buffer): number {
  let open = html.indexOf('<body');
  while (open >= 0) {
    const next = html[open + 5];
    // `<body>` or `<body attr…>`, not `<bodyx>`.
    if (next === 0x3e || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d) {
      const close = html.indexOf('>', open);
      return close < 0 ? -1 : close + 1;
    }
    open = html.indexOf('<body', open + 5);
  }
  return -1;
}

function found(index: number, what: string): number {
  if (index < 0) throw new Error(`${what} not found`);
  return index;
}
