import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_S, signBody, verifyBody } from './body-signature.ts';

describe('body signature', () => {
  const body = '{"event_id":"e1"}';
  const now = 1_800_000_000;

  it('accepts its own signature within the tolerance on both sides', () => {
    expect(verifyBody('s', body, signBody('s', body, now), now)).toBe('ok');
    expect(verifyBody('s', body, signBody('s', body, now - SIGNATURE_TOLERANCE_S), now)).toBe('ok');
    expect(verifyBody('s', body, signBody('s', body, now + SIGNATURE_TOLERANCE_S), now)).toBe('ok');
  });

  it('refuses another secret, another body, an old or future timestamp and a malformed header', () => {
    expect(verifyBody('s', body, signBody('other', body, now), now)).toBe('mismatch');
    expect(verifyBody('s', `${body} `, signBody('s', body, now), now)).toBe('mismatch');
    expect(verifyBody('s', body, signBody('s', body, now - SIGNATURE_TOLERANCE_S - 1), now)).toBe('stale');
    expect(verifyBody('s', body, signBody('s', body, now + SIGNATURE_TOLERANCE_S + 1), now)).toBe('stale');
    expect(verifyBody('s', body, undefined, now)).toBe('malformed');
    expect(verifyBody('s', body, 'v1=abc', now)).toBe('malformed');
  });
});
