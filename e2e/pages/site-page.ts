import type { Locator, Page } from '@playwright/test';

/** The shell every page shares: header, language switcher, theme toggle, footer. */
export class SitePage {
  readonly header: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly heading: Locator;
  readonly languageSwitcher: Locator;
  readonly themeToggle: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header.site-header');
    this.main = page.locator('main#main');
    this.footer = page.locator('footer.site-footer');
    this.heading = page.getByRole('heading', { level: 1 });
    this.languageSwitcher = page.locator('details.language-switcher');
    this.themeToggle = page.locator('.theme-toggle button');
    this.signInLink = this.header.getByRole('link', { name: 'Sign in' });
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    // Interactions need React to have hydrated the server-rendered page.
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return response;
  }

  /** Logs out from the header, once the page (which may be a fresh document) has hydrated. */
  async logOut() {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await this.page.getByRole('button', { name: 'Log out' }).click();
    await this.signInLink.waitFor();
  }

  async switchLanguage(name: string) {
    await this.languageSwitcher.locator('summary').click();
    await this.languageSwitcher.getByRole('link', { name }).click();
  }

  theme() {
    return this.page.locator('html').getAttribute('data-theme');
  }
}
