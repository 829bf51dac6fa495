import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue.ts';
import { DAY_MS, fixtureById, fixturesBetween, fixturesOfDay } from './fixtures.ts';
import { SPORTS } from './sports.ts';

const NOW = Date.UTC(2026, 10, 25, 19, 0);

describe('the feed catalogue and fixtures', () => {
  it('are the same for the same seed and differ for another', () => {
    const one = fixturesBetween('seed-a', buildCatalogue('seed-a'), NOW, NOW + 7 * DAY_MS);
    const again = fixturesBetween('seed-a', buildCatalogue('seed-a'), NOW, NOW + 7 * DAY_MS);
    const other = fixturesBetween('seed-b', buildCatalogue('seed-b'), NOW, NOW + 7 * DAY_MS);
    expect(again).toEqual(one);
    expect(other).not.toEqual(one);
  });

  it('cover six sports with countries, leagues and rated teams', () => {
    const catalogue = buildCatalogue('seed-a');
    expect(new Set(catalogue.map((league) => league.sport))).toEqual(new Set(SPORTS));
    for (const league of catalogue) {
      expect(league.teams.length).toBeGreaterThanOrEqual(12);
      expect(new Set(league.teams.map((team) => team.name)).size).toBe(league.teams.length);
      expect(league.teams.every((team) => Number.isFinite(team.rating))).toBe(true);
    }
  });

  it('roll hundreds of events over the next seven days, in kick-off order', () => {
    const catalogue = buildCatalogue('seed-a');
    const week = fixturesBetween('seed-a', catalogue, NOW, NOW + 7 * DAY_MS);
    expect(week.length).toBeGreaterThan(500);
    expect(new Set(week.map((fixture) => fixture.sport))).toEqual(new Set(SPORTS));
    for (let i = 1; i < week.length; i++)
      expect(week[i]!.startsAt).toBeGreaterThanOrEqual(week[i - 1]!.startsAt);
    expect(week.every((fixture) => fixture.startsAt >= NOW && fixture.startsAt < NOW + 7 * DAY_MS)).toBe(
      true,
    );
  });

  it('let a side play at most once a day and never itself', () => {
    const catalogue = buildCatalogue('seed-a');
    for (const sport of SPORTS) {
      const day = fixturesOfDay('seed-a', catalogue, sport, 20_000);
      const sides = day.flatMap((fixture) => [fixture.home.id, fixture.away.id]);
      expect(new Set(sides).size).toBe(sides.length);
    }
  });

  it('find a fixture again by its id', () => {
    const catalogue = buildCatalogue('seed-a');
    const [first] = fixturesBetween('seed-a', catalogue, NOW, NOW + DAY_MS);
    expect(fixtureById('seed-a', catalogue, first!.id)).toEqual(first);
    expect(fixtureById('seed-a', catalogue, 'curling-1-1')).toBeUndefined();
    expect(fixtureById('seed-a', catalogue, 'nonsense')).toBeUndefined();
  });
});
