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
    // checks again at 375 px, unless it is tagged @mobile and the mobile project runs it there anyway,
    // or this worker has checked the same page in the same state at 375 px before (decision 0033). The
    // back-office is a desktop tool (no narrow layout; its tests run at 1280 px): checked there only.
    const bothWidths = !isMobile && !testInfo.tags.includes('@mobile');
    await use(async (page) => {
      await expectNoSeriousViolations(page);
      const viewport = page.viewportSize();
      if (!bothWidths || !viewport || new URL(page.url()).pathname.startsWith('/backoffice')) return;
      const state = await pageState(page);
      if (checkedAtMobileWidth.has(state)) return;
      await page.setViewportSize(MOBILE_VIEWPORT);
      try {
        await page.waitForFunction(`innerWidth === ${MOBILE_VIEWPORT.width}`);
        await expectNoSeriousViolations(page);
        checkedAtMobileWidth.add(state);
      } finally {
        await page.setViewportSize(viewport);
      }
    });
  },
});

/**
 * The pages and states this worker has checked at 375 px in a desktop test. Journeys pass the same page
 * in the same state (the back-office sign-in, a game's page, the bonuses page); checking it at 375 px
 * again costs about what the check at 1440 px costs and checks the same structure.
 */
const checkedAtMobileWidth = new Set<string>();

/**
 * What the page shows, as far as axe is concerned: its path (ids of payments and sessions left out), the
 * theme, the main heading, the open dialogs, the alerts, the frames and the form controls. Two checks
 * with the same key differ at most in the data the page shows, not in its structure.
 */
function pageState(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const path = location.pathname.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}|(?=[A-Za-z_]*[0-9])[0-9A-Za-z_]{16,}/g, ':id');
    const text = (nodes) => [...nodes].map((node) => (node.textContent || '').trim().slice(0, 80)).join('|');
    return JSON.stringify([
      path,
      document.documentElement.getAttribute('data-theme'),
      text(document.querySelectorAll('h1')),
      text(document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')),
      text(document.querySelectorAll('[role="alert"]')),
      document.querySelectorAll('iframe').length,
      [...document.querySelectorAll('input, select, textarea, button')]
        .map((node) => [node.tagName, node.getAttribute('type'), node.getAttribute('name')].join(':'))
        .join(' '),
    ]);
  })()`);
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      // label-content-name-mismatch (WCAG 2.5.3) is still marked experimental in axe, so off by default.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const serious = results.violations.filter((violation) =>
    ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''),
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
