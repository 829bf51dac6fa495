import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { SitePage } from './pages/site-page.ts';
import { MOBILE_VIEWPORT } from './viewports.ts';

interface Fixtures {
  /** Console errors and uncaught page errors collected during the test; the test fails if any. */
  consoleErrors: string[];
  site: SitePage;
  checkA11y: (page: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 404 or 503 document is the expected answer on error pages; the browser reports it as a console error.
        if (message.type() === 'error' && !/status of (404|503)/.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  site: async ({ page }, use) => {
    await use(new SitePage(page));
  },
  checkA11y: async ({ isMobile }, use, testInfo) => {
    // Every check runs at both widths: the mobile project is at 375 px already; a desktop test (1440 px)
    // checks again at 375 px, unless it is tagged @mobile and the mobile project runs it there anyway.
    const bothWidths = !isMobile && !testInfo.tags.includes('@mobile');
    await use(async (page) => {
      await expectNoSeriousViolations(page);
      const viewport = page.viewportSize();
      if (!bothWidths || !viewport) return;
      await page.setViewportSize(MOBILE_VIEWPORT);
      try {
        await page.waitForFunction(`innerWidth === ${MOBILE_VIEWPORT.width}`);
        await expectNoSeriousViolations(page);
      } finally {
        await page.setViewportSize(viewport);
      }
    });
  },
});

async function expectNoSeriousViolations(page: Page) {
  // label-content-name-mismatch (WCAG 2.5.3) is still marked experimental in axe, so off by default.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
    ),
    `axe at ${page.viewportSize()?.width} px`,
  ).toEqual([]);
}

export { expect };
