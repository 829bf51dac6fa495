import { describe, expect, it } from 'vitest';
import { landingTrackingParams } from './tracking-params.ts';

describe('landingTrackingParams (spec §4 Analytics)', () => {
  it('takes track_id, publisher_id, goal_id and link_id from the landing query, nothing else', () => {
    const query = new URLSearchParams(
      'track_id=aff-1&publisher_id=p-2&goal_id=g-3&link_id=l-4&promo_code=WELCOME&utm_source=x',
    );
    expect(landingTrackingParams(query)).toEqual({
      track_id: 'aff-1',
      publisher_id: 'p-2',
      goal_id: 'g-3',
      link_id: 'l-4',
    });
  });

  it('leaves out empty values and values too long for an id', () => {
    const query = new URLSearchParams(`track_id=&publisher_id=${'p'.repeat(101)}&goal_id=%20g%20`);
    expect(landingTrackingParams(query)).toEqual({ goal_id: 'g' });
  });
});
