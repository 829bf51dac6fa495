import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { renderSocialCallbackPage, type SocialAuthMessage } from './social-callback-page.ts';

const MESSAGE: SocialAuthMessage = {
  type: 'aurora:social-auth',
  status: 'signed-in',
  created: false,
  type_auth: 'authorization',
};

/** The return address the page's script follows without an opener. */
function followed(html: string): string {
  const json = /<script type="application\/json" id="social-auth-result">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { redirect: string }).redirect;
}

describe('the social callback page', () => {
  // A sign-in stored before the return check was tightened still finishes on the site.
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('follows home, not the hostile %s', (_label, url) => {
    const html = renderSocialCallbackPage(MESSAGE, url);
    expect(followed(html)).toBe('/');
    expect(html).toContain('<a href="/">');
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('follows the address of the site %s', (_label, url) => {
    expect(followed(renderSocialCallbackPage(MESSAGE, url))).toBe(url);
  });
});
