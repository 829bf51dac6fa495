import { minorUnits } from '@casino/shared/money/minor-units';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './feed/fixtures.ts';
import { createSportsbook } from './sportsbook.service.ts';

const config = { seed: 'service-test', margin: 0.05, maxPayout: minorUnits(10_000_000) };

describe('the sportsbook service', () => {
  it('lists live and upcoming events, quotes a price and settles the leg once the clock passes the end', () => {
    let clock = 20_300 * DAY_MS + 12 * 3_600_000;
    const book = createSportsbook(config, () => clock);
    const events = book.events(1);
    expect(events.length).toBeGreaterThan(50);
    expect(
      events.filter((e) => e.view.phase === 'live' || e.view.phase === 'interval').length,
    ).toBeGreaterThanOrEqual(3);

    const upcoming = events.find((e) => e.view.phase === 'not-started' && e.fixture.sport === 'football')!;
    const detail = book.event(upcoming.fixture.id)!;
    const market = detail.markets.find((m) => m.key === 'match-result:match')!;
    const quote = book.quote(upcoming.fixture.id, market.key, 'home');
    expect(quote).toEqual({ state: 'open', odds: market.selections.find((s) => s.key === 'home')!.odds });
    expect(book.legOutcome(upcoming.fixture.id, market.market, 'home')).toBe('open');

    clock = upcoming.fixture.startsAt + 4 * 3_600_000; // fast-forward past the final whistle
    expect(book.quote(upcoming.fixture.id, market.key, 'home')).toEqual({ state: 'closed' });
    const outcome = book.legOutcome(upcoming.fixture.id, market.market, 'home');
    expect(['win', 'lose']).toContain(outcome);
    const settled = book.settle(
      { kind: 'single' },
      minorUnits(1_000),
      [{ odds: quote.state === 'open' ? quote.odds : (0 as never), outcome: outcome as 'win' | 'lose' }],
      'USD',
    );
    expect(settled.state).toBe('settled');
  });

  it('refuses unknown events and selections', () => {
    const book = createSportsbook(config, () => 20_300 * DAY_MS);
    expect(book.event('football-1-999')).toBeUndefined();
    expect(book.quote('nonsense', 'match-result:match', 'home')).toEqual({ state: 'closed' });
  });
});
