import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page.ts';

/** The tournament list, one tournament's page with its leaderboard, and its game hall. */
export class TournamentsPage {
  readonly site: SitePage;
  readonly leaderboard: Locator;
  readonly ownPlace: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.leaderboard = page.getByRole('table', { name: 'Leaderboard' });
    this.ownPlace = page.locator('.tournament__own');
  }

  openList() {
    return this.site.goto('/tournaments');
  }

  open(id: number) {
    return this.site.goto(`/tournaments/${id}`);
  }

  openGames(id: number) {
    return this.site.goto(`/tournaments/${id}/gamehall`);
  }

  /** A list section by its heading (Running, Upcoming, Finished). */
  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** The player's own row of the board, marked "(you)". */
  get ownRow(): Locator {
    return this.leaderboard.locator('tr[aria-current="true"]');
  }

  get games(): Locator {
    return this.page.getByRole('list', { name: 'Tournament games' }).getByRole('listitem');
  }
}
