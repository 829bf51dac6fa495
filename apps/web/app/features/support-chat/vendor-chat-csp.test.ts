import { type ChatVendor, chatVendorOrigins } from '@casino/shared/support/chat-vendor-origins';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy } from '../../lib/security-headers.server.ts';
import { loadVendorChat } from './third-party-chat.ts';

/** Whether a CSP source list lets `url` load (exact origins and `https://*.domain` wildcards). */
function allows(directive: string, url: string): boolean {
  const { origin, hostname, protocol } = new URL(url);
  return directive
    .split(' ')
    .slice(1)
    .some((source) => {
      if (source === origin) return true;
      const wildcard = /^(https|wss):\/\/\*\.(.+)$/.exec(source);
      return wildcard !== null && `${wildcard[1]}:` === protocol && hostname.endsWith(`.${wildcard[2]}`);
    });
}

function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

const SETTINGS: Record<ChatVendor, { config: Record<string, string>; host?: string }> = {
  jivo: { config: { widget_id: 'abc' } },
  livetex: { config: { site_id: '123' } },
  verbox: { config: { site_id: 'h1' } },
  'fresh-chat': {
    config: { token: 't', host: 'https://wchat.eu.freshchat.com' },
    host: 'https://wchat.eu.freshchat.com',
  },
};

/** The script URL a vendor's loader adds to the page, with the DOM reduced to what loaders touch. */
function loadedScript(vendor: ChatVendor): string {
  const added: { src?: string }[] = [];
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (element: { src?: string }) => added.push(element) },
  });
  loadVendorChat(vendor, { provider: vendor, config: SETTINGS[vendor].config } as never, {
    onMessage: () => undefined,
    onError: () => undefined,
  });
  expect(added).toHaveLength(1);
  return added[0]?.src ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('the CSP follows the configured vendor chat', () => {
  for (const vendor of Object.keys(SETTINGS) as ChatVendor[]) {
    it(`lets ${vendor}'s loader script, API and frames through, from the adapter's declared origins`, () => {
      const origins = chatVendorOrigins(vendor, SETTINGS[vendor].host);
      const { policy } = contentSecurityPolicy({
        nonce: 'n',
        pathname: '/',
        formsFrameAncestors: [],
        chatOrigins: origins,
      });
      const src = loadedScript(vendor);
      expect(allows(directive(policy, 'script-src'), src), `${src} in ${policy}`).toBe(true);
      for (const [name, list] of [
        ['connect-src', origins?.connect],
        ['frame-src', origins?.frame],
        ['img-src', origins?.img],
      ] as const) {
        expect(list?.length).toBeGreaterThan(0);
        for (const source of list ?? []) expect(directive(policy, name)).toContain(source);
      }
      // Nothing of another vendor's.
      const others = (Object.keys(SETTINGS) as ChatVendor[]).filter((other) => other !== vendor);
      for (const other of others) {
        for (const source of chatVendorOrigins(other, SETTINGS[other].host)?.connect ?? []) {
          if (!origins?.connect.includes(source)) expect(policy).not.toContain(source);
        }
      }
    });
  }

  it('adds nothing for the built-in chat or none', () => {
    const plain = contentSecurityPolicy({ nonce: 'n', pathname: '/', formsFrameAncestors: [] }).policy;
    for (const provider of ['builtin', 'none', null] as const) {
      const { policy } = contentSecurityPolicy({
        nonce: 'n',
        pathname: '/',
        formsFrameAncestors: [],
        chatOrigins: chatVendorOrigins(provider),
      });
      expect(policy).toBe(plain);
    }
  });
});
