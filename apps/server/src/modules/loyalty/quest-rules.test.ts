import { describe, expect, it } from 'vitest';
import { advances, nextReset, periodStart } from './quest-rules.ts';

describe('quest periods (UTC)', () => {
  // A Wednesday.
  const now = new Date('2026-11-25T15:30:00Z');
  it.each([
    ['day', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ['week', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['month', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['none', '1970-01-01T00:00:00.000Z', null],
  ] as const)('%s starts at %s and resets at %s', (period, start, reset) => {
    expect(periodStart(period, now).toISOString()).toBe(start);
    expect(nextReset(period, now)?.toISOString() ?? null).toBe(reset);
  });

  it('a Sunday belongs to the week that began on the Monday before', () => {
    expect(periodStart('week', new Date('2026-11-29T23:59:59Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(periodStart('week', new Date('2026-11-30T00:00:00Z')).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
  });

  it('December resets into January of the next year', () => {
    expect(nextReset('month', new Date('2026-12-31T12:00:00Z'))?.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('which events advance a quest', () => {
  const slotRound = { kind: 'round', programmeId: 1, gameType: 'slot' } as const;
  it.each([
    [{ kind: 'rounds', gameType: 'slot', count: 5 }, 1, slotRound, true],
    [{ kind: 'rounds', gameType: 'live', count: 5 }, 1, slotRound, false],
    [{ kind: 'rounds', count: 5 }, 1, slotRound, true],
    [{ kind: 'rounds', count: 5 }, 2, slotRound, false],
    [{ kind: 'rounds', count: 5 }, 1, { kind: 'round', programmeId: 1, gameType: 'betting' }, false],
    [
      { kind: 'rounds', gameType: 'betting', count: 5 },
      1,
      { kind: 'round', programmeId: 1, gameType: 'betting' },
      true,
    ],
    [{ kind: 'deposits', count: 2 }, 1, slotRound, false],
    [{ kind: 'deposits', count: 2 }, 1, { kind: 'deposit' }, true],
    [{ kind: 'rounds', count: 5 }, 1, { kind: 'deposit' }, false],
  ] as const)('%j of programme %i, %j: %s', (goal, programmeId, event, expected) => {
    expect(advances(goal, programmeId, event)).toBe(expected);
  });
});
