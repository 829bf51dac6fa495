import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import { E2E_TELEGRAM_BOT_TOKEN, maintenancePort, partnerOrigin, e2ePort as port } from './e2e/ports.ts';
import { DESKTOP_VIEWPORT, MOBILE_VIEWPORT } from './e2e/viewports.ts';

// Every run starts the app as a new user would: on an empty data directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'casino-e2e-'));
process.env.E2E_MAINTENANCE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'casino-e2e-maintenance-'));

// Headless Chromium says "HeadlessChrome", which the site rightly treats as a bot (no error pages for
// bots, spec §2.4). The tests play players, so they present a player's browser.
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The ledger check runs once the servers have stopped, on the e2e server's database (see the reporter).
  reporter: [['list'], ['./e2e/ledger-check-reporter.ts']],
  // A registration-and-sign-in flow takes 25–35 s with two workers on a 2-core machine (each browser
  // action about 1 s), the same before and after issue 14 (c7ddc82 measured in the same run): 30 s cut
  // them off. A limit, not an assertion: every expectation keeps its own timeout. 90 s since the journeys
  // that play until a win (tournaments, loyalty) and check axe at two widths came near 60 s in CI.
  timeout: 90_000,
  // How long an expectation waits for the page. Playwright's 5 s ran out on a machine whose Chromium is
  // slow (2026-11-27's evening VM: a blank page ~100 ms to interactive, a page's hydration after a
  // sign-in 3–4 s with two workers): the sign-in journeys failed there while the server had answered.
  // Also a limit, not an assertion: a page that never gets there still fails.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The site's service worker would answer pages in place of the network, past the tests' own routes;
    // e2e/app-updates.spec.ts allows it for itself.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /sportsbook-clock\.spec\.ts/,
      use: { viewport: DESKTOP_VIEWPORT, userAgent: DESKTOP_UA },
    },
    // On a phone, the journeys whose layout or touch handling differ (tagged @mobile); every axe check of
    // the desktop project also runs at 375 px (fixtures.ts), so each page is still checked at both widths.
    {
      name: 'mobile',
      grep: /@mobile/,
      testIgnore: /sportsbook-clock\.spec\.ts/,
      use: { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true, userAgent: MOBILE_UA },
    },
    // Moves the server's sportsbook a day forward (SPORTSBOOK_TEST_CLOCK): after every other spec, whose
    // bets it would otherwise settle under them.
    {
      name: 'sportsbook-clock',
      testMatch: /sportsbook-clock\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: DESKTOP_VIEWPORT, userAgent: DESKTOP_UA },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${port}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Closes the database cleanly, so the ledger check can open it after the run.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      // The outbox page lets the tests read the codes a player would get by email.
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        OUTBOX_PAGE: '1',
        // Every test player signs up from 127.0.0.1; the limits themselves are tested on the server.
        RATE_LIMIT_SCALE: '20',
        // The partner page of the embedded-forms test frames /forms/sign_in and /forms/sign_up.
        FORMS_FRAME_ANCESTORS: partnerOrigin,
        // The demo-only sportsbook clock the sportsbook-clock spec moves (refused outside DEMO_MODE).
        SPORTSBOOK_TEST_CLOCK: '1',
        // Verifies the signed initData of the mini-app spec (e2e/mini-app.spec.ts).
        TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_BOT_TOKEN,
      },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://localhost:${maintenancePort}/healthz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(maintenancePort),
        DATA_DIR: process.env.E2E_MAINTENANCE_DATA_DIR,
        LOG_LEVEL: 'warn',
        MAINTENANCE_MODE: '1',
      },
    },
  ],
});
