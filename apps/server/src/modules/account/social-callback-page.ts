import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { escapeHtml, inlineSourceHash, standalonePage } from '../../lib/html.ts';

/** What the pop-up tells the page that opened it (spec §2.2 social login). */
export interface SocialAuthMessage {
  type: 'aurora:social-auth';
  status: 'signed-in' | 'cancelled' | 'failed';
  /** A new account was made from the social profile. */
  created: boolean;
  type_auth: string;
}

const STYLE = `
:root { color-scheme: light dark; font: 16px/1.5 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 28rem; padding: 1rem; }
a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
`;

// Posts only to a page of this very origin (never '*'), then closes; without an opener (the pop-up
// was opened as a tab) it goes on to the return address itself.
const SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('social-auth-result').textContent);
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(data.message, window.location.origin);
    window.close();
  } else {
    window.location.replace(data.redirect);
  }
})();`;

/** The one script and the one style are allowed by their hashes; the page loads nothing. */
export const SOCIAL_CALLBACK_CSP = [
  "default-src 'none'",
  `script-src ${inlineSourceHash(SCRIPT)}`,
  `style-src ${inlineSourceHash(STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON inside a script element: `<` escaped, so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const TEXT: Record<SocialAuthMessage['status'], { title: string; body: string }> = {
  'signed-in': { title: 'Signed in', body: 'You are signed in. This window closes by itself.' },
  cancelled: { title: 'Sign-in cancelled', body: 'The sign-in was cancelled. This window closes by itself.' },
  failed: {
    title: 'Sign-in failed',
    body: 'The sign-in could not be completed. Close this window and try again.',
  },
};

/**
 * The page the provider's callback answers with. `redirect` was checked when the sign-in started; it is
 * checked again here, as the page follows it by itself (a sign-in stored before a stricter check).
 */
export function renderSocialCallbackPage(message: SocialAuthMessage, returnPath: string): string {
  const text = TEXT[message.status];
  const redirect = safeInternalPath(returnPath) ?? '/';
  return standalonePage({
    title: text.title,
    style: STYLE,
    body: `<h1>${text.title}</h1>
<p>${text.body}</p>
<p><a href="${escapeHtml(redirect)}">Continue to the casino</a></p>`,
    after: `
<script type="application/json" id="social-auth-result">${scriptJson({ message, redirect })}</script>
<script>${SCRIPT}</script>`,
  });
}
