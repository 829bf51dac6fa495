import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueMessage } from './outbox.service.ts';

describe('development outbox outside development', () => {
  it('does not exist in production or test', async () => {
    for (const env of ['production', 'test'] as const) {
      const t = await createTestApp(undefined, { env });
      try {
        expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
      } finally {
        await t.close();
      }
    }
  });
});

describe('development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { env: 'development', outboxPage: true });
    await enqueueMessage(t.database.db, {
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Reset your password',
      body: 'Open http://localhost:3000/restore?token=a1&lang=en. Not https://evil.example/phish or javascript:alert(1).',
    });
    await enqueueMessage(t.database.db, {
      channel: 'sms',
      recipient: '4915112345678',
      subject: '<b>Code</b>',
      body: 'Your code is 123456 <script>alert("x")</script>',
    });
  });
  afterAll(() => t.close());

  it('lists messages newest first as a self-contained page that escapes everything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;

    expect(html).not.toContain('<script');
    expect(html).toContain('Your code is 123456 &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Code&lt;/b&gt;');
    expect(html.indexOf('4915112345678')).toBeLessThan(html.indexOf('ana@example.com'));
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);

    // Only links to this site become anchors; trailing punctuation stays outside them.
    expect(html).toContain(
      '<a href="http://localhost:3000/restore?token=a1&amp;lang=en">http://localhost:3000/restore?token=a1&amp;lang=en</a>.',
    );
    expect(html).not.toContain('href="https://evil.example');
    expect(html).not.toContain('href="javascript:');
    expect(html.match(/<a href=/g)).toHaveLength(1);

    // No external assets: the one inline style is allowed by its hash, and nothing else is.
    expect(html).not.toMatch(/<(link|img|iframe)\b|\ssrc=/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] as string;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(response.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    expect(html).toContain('<label for="to">Recipient</label>');
    expect(html).toContain('<th scope="col">Message</th>');
  });

  it('filters by recipient, ignoring case, and escapes the filter it echoes', async () => {
    const filtered = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=ANA%40example.com' });
    expect(filtered.body).toContain('ana@example.com');
    expect(filtered.body).not.toContain('4915112345678');
    expect(filtered.body).toContain('value="ANA@example.com"');

    const hostile = await t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script');
    expect(hostile.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(hostile.body).toContain('No messages to &quot;&gt;&lt;script&gt;');
  });

  it('refuses a recipient filter given twice or over-long in the error envelope', async () => {
    for (const url of ['/dev/outbox?to=a&to=b', `/dev/outbox.json?to=${'a'.repeat(400)}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('answers the same list as JSON for tools, at most the latest 100', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=4915112345678' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: '4915112345678',
        body: 'Your code is 123456 <script>alert("x")</script>',
        status: 'stored',
        created_at: expect.stringMatching(/Z$/),
      }),
    ]);

    await t.database.db
      .insertInto('outbox_messages')
      .values(
        Array.from({ length: 105 }, (_, index) => ({
          channel: 'email' as const,
          recipient: `bulk${index}@example.com`,
          subject: 'Bulk',
          body: `message ${index}`,
        })),
      )
      .execute();
    const all = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json().messages;
    expect(all).toHaveLength(100);
    expect(all[0].body).toBe('message 104');
  });
});
