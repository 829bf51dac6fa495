import { expect, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/src/test/png-image.ts';
import { SitePage } from './site-page.ts';

/** A small picture to attach, as a player or an agent would send a screenshot. */
export function chatPicture(name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: pngImage(480, 360, (x, y) => [(x * 7) % 256, (y * 11) % 256, 200, 255]),
  };
}

/** The site's built-in support chat: the bubble and its panel (features/support-chat). */
export class SupportChatWidget {
  readonly site: SitePage;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.panel = page.getByRole('dialog', { name: 'Live chat' });
  }

  /** Opens the chat from the support page's button (spec §2.1 /support). */
  async openFromSupportPage() {
    await this.site.goto('/support');
    await this.page.getByRole('button', { name: 'Open live chat' }).click();
    await expect(this.panel).toBeVisible();
  }

  bubble(): Locator {
    return this.page.getByRole('button', { name: /^Chat with support/ });
  }

  messages(): Locator {
    return this.panel.getByRole('list', { name: 'Conversation with support' });
  }

  async send(text: string, picture?: ReturnType<typeof chatPicture>) {
    await this.panel.getByLabel('Your message').fill(text);
    if (picture) await this.panel.getByLabel(/^Attach a picture/).setInputFiles(picture);
    await this.panel.getByRole('button', { name: 'Send' }).click();
    await expect(this.messages()).toContainText(text);
  }
}

/** The back-office's support console (apps/backoffice/src/pages/support-chat.tsx). */
export class SupportConsole {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
  }

  conversation(playerEmail: string): Locator {
    return this.main.getByRole('button', { name: new RegExp(playerEmail.replace(/[.+]/g, '\\$&')) });
  }

  messages(): Locator {
    return this.main.getByRole('list', { name: 'Messages' });
  }

  async reply(text: string, picture?: ReturnType<typeof chatPicture>) {
    await this.main.getByLabel('Reply').fill(text);
    if (picture) await this.main.getByLabel(/^Picture/).setInputFiles(picture);
    await this.main.getByRole('button', { name: 'Send reply' }).click();
    await expect(this.messages()).toContainText(text);
  }
}
