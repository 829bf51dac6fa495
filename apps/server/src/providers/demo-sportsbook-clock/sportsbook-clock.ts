import { ApiError } from '@casino/shared/errors/api-error';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../api/action-context.ts';
import { assertSameOrigin } from '../../api/api-routes.ts';

/** The book's clock when it may be moved: the wall clock plus how far it was fast-forwarded. */
export interface MovableClock {
  now: () => number;
  /** Moves the book forward (never back: a result once shown stays shown). */
  advance: (ms: number) => number;
}

export function movableClock(wall: () => number = Date.now): MovableClock {
  let offset = 0;
  return {
    now: () => wall() + offset,
    advance(ms) {
      offset += ms;
      return wall() + offset;
    },
  };
}

/** The most one call moves the book: a day covers every match of any sport. */
const MAX_MINUTES = 24 * 60;

/**
 * A demo's and the e2e suite's clock for the sportsbook: moves the whole feed forward, so a bet's
 * events finish and the settler settles it (and a betting bonus it wagers is released) without waiting
 * hours. It moves every player's feed, so besides DEMO_MODE it needs SPORTSBOOK_TEST_CLOCK=1 (refused
 * outside DEMO_MODE at start): a public demo does not offer it unless asked to.
 */
export async function sportsbookClockRoutes(app: FastifyInstance, services: AppServices) {
  const clock = services.sportsbookTestClock;
  if (!clock) return;
  app.post('/providers/sportsbook/clock/advance', async (request, reply) => {
    assertSameOrigin(request, services);
    const minutes = Number((request.body as { minutes?: unknown } | undefined)?.minutes);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES) {
      throw new ApiError('InvalidParameterException', `minutes: a whole number from 1 to ${MAX_MINUTES}`, {
        invalidParameters: { minutes: `A whole number from 1 to ${MAX_MINUTES}` },
      });
    }
    const now = clock.advance(minutes * 60_000);
    return reply.header('cache-control', 'no-store').send({ data: { now: new Date(now).toISOString() } });
  });
}
