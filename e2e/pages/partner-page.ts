import type { FrameLocator, Page } from '@playwright/test';
import { partnerOrigin } from '../ports.ts';

/**
 * A partner's page (an origin of FORMS_FRAME_ANCESTORS) framing the casino's embedded forms. It keeps
 * every message the casino's origin posts to it, checking the sender's origin as a partner must.
 */
export class PartnerPage {
  readonly frame: FrameLocator;

  constructor(
    readonly page: Page,
    readonly casinoOrigin: string,
  ) {
    this.frame = page.frameLocator('#casino-forms');
  }

  /** Serves the partner page (nothing listens on its port) framing `formPath` of the casino. */
  async open(formPath: string) {
    const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Partner</title></head>
  <body>
    <main>
      <h1>Partner landing page</h1>
      <iframe id="casino-forms" title="Casino account" src="${this.casinoOrigin}${formPath}" width="480" height="760"></iframe>
    </main>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => {
        if (event.origin !== ${JSON.stringify(this.casinoOrigin)}) return;
        window.received.push(event.data);
      });
    </script>
  </body>
</html>`;
    await this.page.route(`${partnerOrigin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await this.page.goto(`${partnerOrigin}/landing`);
    // The framed forms hydrate before anything is clicked in them.
    await this.frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  /** The messages the casino posted to this page, in order. */
  received(): Promise<unknown[]> {
    return this.page.evaluate(() => (globalThis as unknown as { received: unknown[] }).received);
  }
}
