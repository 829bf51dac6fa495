import { expect, test } from './fixtures.ts';
import { CashierPage } from './pages/cashier.ts';
import { depositThroughGateway, registerPlayer } from './players.ts';

const WIDTHS = [320, 360, 375, 414, 480, 600, 768, 900, 1024, 1440];
// Every language: the German and Spanish labels are the longest, and which one is widest depends on the button.
const LOCALE_PREFIXES = ['', '/de', '/es', '/pt'];

type Box = { name: string; left: number; top: number; right: number; bottom: number };

/**
 * The boxes of what a player sees and uses in the header: the logo, the navigation strip (its links
 * scroll inside it) and every visible control outside it. The e2e code is typed without the DOM library,
 * so the elements are read through the few members used.
 */
async function headerBoxes(page: import('@playwright/test').Page): Promise<Box[]> {
  return page.locator('header.site-header').evaluate((header) => {
    type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };
    type Node = {
      matches(selector: string): boolean;
      closest(selector: string): Node | null;
      getBoundingClientRect(): Rect;
      getAttribute(name: string): string | null;
      checkVisibility(): boolean;
      textContent: string | null;
    };
    const root = header as unknown as { querySelectorAll(selector: string): Iterable<Node> };
    const picked = [...root.querySelectorAll('.site-logo, .site-nav, a, button, summary')].filter(
      (node) =>
        node.matches('.site-logo, .site-nav') ||
        (!node.closest('.site-nav') && !node.closest('.site-logo') && !node.matches('.skip-link')),
    );
    return (
      picked
        .map((node) => ({ node, rect: node.getBoundingClientRect() }))
        // A closed disclosure's list has boxes, but is not shown.
        .filter(({ node, rect }) => node.checkVisibility() && rect.width > 0 && rect.height > 0)
        .map(({ node, rect }) => ({
          name: node.getAttribute('aria-label') ?? node.getAttribute('class') ?? node.textContent ?? '',
          left: rect.left,
          top: rect.top,
          right: rect.right,
          bottom: rect.bottom,
        }))
    );
  });
}

/** Pairs of boxes that share more than a hairline (sub-pixel rounding), and boxes that leave the screen. */
function layoutProblems(boxes: Box[], width: number): string[] {
  const problems: string[] = [];
  const EPSILON = 0.5;
  for (const box of boxes) {
    if (box.left < -EPSILON || box.right > width + EPSILON)
      problems.push(`${box.name} leaves the screen (${box.left}–${box.right})`);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (x > EPSILON && y > EPSILON) problems.push(`${a.name} overlaps ${b.name} by ${x.toFixed(1)} px`);
    }
  }
  return problems;
}

test('no part of the signed-in header overlaps another at any width, balance and language', async ({
  site,
  page,
}) => {
  test.setTimeout(180_000);
  const cashier = new CashierPage(page);
  await registerPlayer(page, 'header');

  // The gateway takes whole dollars up to $5,000 a deposit: the balances it cannot make are written into
  // the header, where only their width matters here.
  const checkAll = async (balance: string, written: string[] = []) => {
    for (const prefix of LOCALE_PREFIXES) {
      await site.goto(`${prefix}/gamehall`);
      await cashier.expectBalance(balance);
      for (const shown of [balance, ...written]) {
        await cashier.balance.evaluate((element, text) => {
          (element as unknown as { textContent: string }).textContent = text;
        }, shown);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          const problems = layoutProblems(await headerBoxes(page), width);
          expect.soft(problems, `${prefix || '/en'} at ${width} px with ${shown}`).toEqual([]);
        }
      }
    }
  };

  await checkAll('$0');

  await depositThroughGateway(page, 156);
  await checkAll('$156', ['$1,234.56', '$1,234,567.89']);
});

test('no part of the signed-out header overlaps another at any width and language', async ({
  site,
  page,
}) => {
  for (const prefix of LOCALE_PREFIXES) {
    await site.goto(`${prefix}/gamehall`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const problems = layoutProblems(await headerBoxes(page), width);
      expect.soft(problems, `${prefix || '/en'} at ${width} px`).toEqual([]);
    }
  }
});
