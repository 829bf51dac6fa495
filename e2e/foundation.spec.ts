import { expect, test } from './fixtures.ts';

test('the platform API answers the browser in the spec envelope', async ({ page, request }) => {
  const info = await request.get('/api/getgeneralinfo?lang=en&v=2.34');
  expect(info.status()).toBe(200);
  expect((await info.json()).data.available_locales).toContain('pt');
  const missing = await request.get('/api/no.such.action');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.type).toBe('MethodNotFoundException');
  const messages = await request.get('/nfx/i18n/messages/de');
  expect(messages.status()).toBe(200);
  await page.goto('/');
  const viaFetch = await page.evaluate(
    async () =>
      (await fetch('/api/getgeneralinfo')).json() as Promise<{ data: { default_currency: string } }>,
  );
  expect(viaFetch.data.default_currency).toBe('USD');
});
