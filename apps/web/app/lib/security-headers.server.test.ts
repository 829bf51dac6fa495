import { signalOrigins } from '@casino/shared/analytics/signals';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, injectCustomCode } from './security-headers.server.ts';

describe('contentSecurityPolicy', () => {
  it('carries the nonce and forbids objects, base and framing', () => {
    const { policy, frameOptions } = contentSecurityPolicy({
      nonce: 'abc',
      pathname: '/gamehall',
      formsFrameAncestors: [],
    });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(frameOptions).toBe('DENY');
  });

  it('lets only the configured origins frame the embedded forms', () => {
    for (const pathname of ['/forms/sign_in', '/de/forms/sign_up']) {
      const { policy, frameOptions } = contentSecurityPolicy({
        nonce: 'n',
        pathname,
        formsFrameAncestors: ['https://partner.example'],
      });
      expect(policy).toContain("frame-ancestors 'self' https://partner.example");
      expect(frameOptions).toBeUndefined();
    }
  });

  it('adds the tag manager’s origin only when a container id is configured (decision 0052)', () => {
    const policy = (gtmId: string | null, fingerprintScript: string | null = null) =>
      contentSecurityPolicy({
        nonce: 'n',
        pathname: '/',
        formsFrameAncestors: [],
        signalOrigins: signalOrigins({ gtmId, fingerprintScript }),
      }).policy;
    const plain = contentSecurityPolicy({ nonce: 'n', pathname: '/', formsFrameAncestors: [] }).policy;
    expect(policy(null)).toBe(plain);
    expect(policy('')).toBe(plain);
    expect(policy('not-a-container')).toBe(plain);
    // The built-in fingerprint agent is the site's own script: nothing to add.
    expect(policy(null, '/signals/fingerprint.js')).toBe(plain);
    const withTags = policy('GTM-AB12CD');
    expect(withTags).toContain(
      "script-src 'self' 'nonce-n' 'strict-dynamic' https://www.googletagmanager.com;",
    );
    expect(withTags).toContain("connect-src 'self' ws: wss: https://www.googletagmanager.com;");
    expect(withTags).toContain("img-src 'self' data: blob: https://www.googletagmanager.com;");
    expect(withTags).not.toContain('unsafe-eval');
    const withVendor = policy(null, 'https://cdn.vendor.example/js/agent.js');
    expect(withVendor).toContain("'strict-dynamic' https://cdn.vendor.example;");
    expect(withVendor).toContain("connect-src 'self' ws: wss: https://cdn.vendor.example;");
  });
});

describe('injectCustomCode', () => {
  const html = '<html><head><title>x</title></head><body class="a"><main></main></body></html>';

  it('places enabled snippets at head, body start and body end with the nonce on scripts', () => {
    const result = injectCustomCode(
      Buffer.from(html),
      [
        { id: 1, code: '<meta name="x" content="1">', isEnabled: true, position: 'head' },
        { id: 2, code: '<script>window.a=1</script>', isEnabled: true, position: 'bodyStart' },
        { id: 3, code: '<!-- end -->', isEnabled: true, position: 'bodyEnd' },
        { id: 4, code: '<!-- off -->', isEnabled: false, position: 'bodyEnd' },
      ],
      'N1',
    );
    expect(result.toString()).toBe(
      '<html><head><title>x</title><meta name="x" content="1"></head><body class="a"><script nonce="N1">window.a=1</script><main></main><!-- end --></body></html>',
    );
  });

  it('keeps multi-byte text intact and finds a bare <body> after a <bodyguard> element', () => {
    const page =
      '<html><head><title>Spiel für €</title></head><bodyguard></bodyguard><body><p>ñ 😀</p></body></html>';
    const result = injectCustomCode(
      Buffer.from(page),
      [
        { id: 1, code: '<meta name="ü" content="ß">', isEnabled: true, position: 'head' },
        { id: 2, code: '<!-- ¡start! -->', isEnabled: true, position: 'bodyStart' },
        { id: 3, code: '<!-- end -->', isEnabled: true, position: 'bodyEnd' },
      ],
      'N2',
    );
    expect(result.toString()).toBe(
      '<html><head><title>Spiel für €</title><meta name="ü" content="ß"></head><bodyguard></bodyguard><body><!-- ¡start! --><p>ñ 😀</p><!-- end --></body></html>',
    );
  });

  it('logs and returns the page untouched when the document has no place for a snippet', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = Buffer.from('<div>fragment</div>');
    expect(
      injectCustomCode(broken, [{ id: 1, code: '<meta>', isEnabled: true, position: 'head' }], 'n'),
    ).toBe(broken);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
