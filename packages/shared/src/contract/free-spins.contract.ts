import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formList } from '../api/form-params.ts';
import { FREESPINS_COUNT } from '../constants.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

/**
 * A pack is `active` while its spins can be played, `finished` once all were played and `expired` when
 * its time ran out first (its unplayed spins are gone). Spec §7 asks `status=active` by default.
 */
export const FREE_SPIN_STATUSES = ['active', 'finished', 'expired'] as const;
export type FreeSpinStatus = (typeof FREE_SPIN_STATUSES)[number];

/** What `fields` may add to the id, game, remaining_count and status every pack carries (spec §3). */
export const FREE_SPIN_FIELDS = ['description'] as const;

/**
 * A free-spin pack (spec §3: game.sysname, remaining_count, status). `description` adds the terms:
 * stake per spin, spins in all, the winnings so far, their wagering multiplier, and the dates.
 */
const freeSpinPackSchema = z.object({
  id: z.number().int(),
  game: z.object({ sysname: z.string(), title: z.string().nullable() }),
  remaining_count: z.number().int(),
  status: z.enum(FREE_SPIN_STATUSES),
  description: z
    .object({
      title: z.string(),
      total_count: z.number().int(),
      stake: minorUnitsSchema(),
      currency: z.string(),
      winnings: minorUnitsSchema(),
      wager: z.number().int(),
      created_at: z.string(),
      expires_at: z.string(),
      finished_at: z.string().nullable(),
    })
    .optional(),
});

export type FreeSpinPackView = z.infer<typeof freeSpinPackSchema>;

export const freeSpinsContract = {
  'freespins.get': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's free-spin packs with the given `status` (active by default), soonest to expire first, " +
      'at most `count` (99 by default). A pack is played in its game at a fixed stake with nothing taken ' +
      "from the player's balance; its winnings become a casino bonus with wagering when the pack ends. " +
      '`fields=description` adds the terms.',
    params: z.object({
      fields: formList(z.enum(FREE_SPIN_FIELDS), FREE_SPIN_FIELDS.length).optional(),
      status: z.enum(FREE_SPIN_STATUSES).default('active'),
      count: formInt({ min: 1, max: FREESPINS_COUNT }).default(FREESPINS_COUNT),
    }),
    result: z.array(freeSpinPackSchema),
  }),
} as const;
