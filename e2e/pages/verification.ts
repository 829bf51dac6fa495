import { expect, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/src/test/png-image.ts';
import { SitePage } from './site-page.ts';

/** A photo the built-in provider accepts: a real PNG, large enough to read. */
function documentPhoto(name: string) {
  return {
    name,
    mimeType: 'image/png',
    buffer: pngImage(480, 360, (x, y) => [(x * 3) % 256, (y * 5) % 256, 140, 255]),
  };
}

/** The verification tab, the VerificationPopup and the built-in provider's flow (ID Check). */
export class VerificationPage {
  readonly site: SitePage;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
  }

  open() {
    return this.site.goto('/profile/verification');
  }

  /** The state card's heading. */
  status(title: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: title });
  }

  /** The VerificationPopup, opened from the tab. */
  async openPopup(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Verify identity' }).click();
    const popup = this.page.getByRole('dialog', { name: 'Verify your identity' });
    await expect(popup).toBeVisible();
    return popup;
  }

  /** From the tab through the popup to the provider's pages. */
  async start() {
    const popup = await this.openPopup();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'ID Check' })).toBeVisible();
  }

  /** Sends an identity card's two sides and a selfie; the provider brings the player back to the tab. */
  async submitIdentityCard() {
    await this.page.getByLabel('Document type').selectOption('id_card');
    await this.page.getByLabel(/^Front of the document/).setInputFiles(documentPhoto('front.png'));
    await this.page.getByLabel(/^Back of the document/).setInputFiles(documentPhoto('back.png'));
    await this.page.getByLabel(/^A photo of your face/).setInputFiles(documentPhoto('selfie.png'));
    await this.page.getByRole('button', { name: 'Send for review' }).click();
    await this.page.waitForURL(/\/profile\/verification$/);
  }
}
