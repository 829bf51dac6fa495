import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_S } from './webhook-signature.ts';

describe('webhook signature', () => {
  const body = '{"event_id":"e1"}';
  const now = 1_800_000_000;

  it('accepts its own signature within the tolerance on both sides', () => {
    expect(verifyWebhook('s', body, signWebhook('s', body, now), now)).toBe('ok');
    expect(verifyWebhook('s', body, signWebhook('s', body, now - WEBHOOK_TOLERANCE_S), now)).toBe('ok');
    expect(verifyWebhook('s', body, signWebhook('s', body, now + WEBHOOK_TOLERANCE_S), now)).toBe('ok');
  });

  it('refuses another secret, another body, an old or future timestamp and a malformed header', () => {
    expect(verifyWebhook('s', body, signWebhook('other', body, now), now)).toBe('mismatch');
    expect(verifyWebhook('s', `${body} `, signWebhook('s', body, now), now)).toBe('mismatch');
    expect(verifyWebhook('s', body, signWebhook('s', body, now - WEBHOOK_TOLERANCE_S - 1), now)).toBe(
      'stale',
    );
    expect(verifyWebhook('s', body, signWebhook('s', body, now + WEBHOOK_TOLERANCE_S + 1), now)).toBe(
      'stale',
    );
    expect(verifyWebhook('s', body, undefined, now)).toBe('malformed');
    expect(verifyWebhook('s', body, 'v1=abc', now)).toBe('malformed');
  });
});
