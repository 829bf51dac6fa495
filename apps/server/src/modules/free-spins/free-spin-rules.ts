import { hundredthsIn, type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { FreeSpinPackStatus, FreeSpinTerms } from '../../db/tables/free-spins.table.ts';

// The rules of a free-spin pack, without the database (decision 0035).

const DAY_MS = 86_400_000;

/** What a pack grant writes: `count` spins at `stake`, playable until `days` from now. */
export function packFromTerms(
  terms: FreeSpinTerms,
  grant: { userId: number; currency: string; onceKey: string; offerId: number | null },
  now: Date,
) {
  return {
    user_id: grant.userId,
    once_key: grant.onceKey,
    offer_id: grant.offerId,
    sysname: terms.game,
    currency: grant.currency,
    total: terms.count,
    spins_left: terms.count,
    // Content writes the stake in hundredths, the same amount in every currency (decision 0061).
    stake: hundredthsIn(terms.stake, grant.currency),
    wager: terms.wager,
    // The winnings' bonus runs as long as the pack did: the operator sets one number of days.
    bonus_days: terms.days,
    texts: JSON.stringify(
      Object.fromEntries(Object.entries(terms.titles).map(([locale, title]) => [locale, { title }])),
    ),
    created_at: now,
    expires_at: new Date(now.getTime() + terms.days * DAY_MS),
  };
}

/**
 * A deposit offer grants its pack with its bonus: once per player for a once-only offer, once per
 * deposit for a repeatable one (the same keys as the bonus, in the packs' own namespace).
 */
export function offerPackOnceKey(offer: { id: number; repeatable: boolean }, paymentId: number): string {
  return offer.repeatable ? `payment:${paymentId}` : `offer:${offer.id}`;
}

/** Whether a spin may be taken from the pack now (the conditional update says the same in SQL). */
export function canSpin(
  pack: { status: FreeSpinPackStatus; spins_left: number; expires_at: Date },
  now: Date,
): boolean {
  return pack.status === 'active' && pack.spins_left > 0 && pack.expires_at > now;
}

/**
 * How an active pack ends once none of its rounds is in play: `finished` when every spin was played,
 * `expired` when its time ran out with spins left; null while it can still be played.
 */
export function packEnding(
  pack: { status: FreeSpinPackStatus; spins_left: number; expires_at: Date },
  now: Date,
): Exclude<FreeSpinPackStatus, 'active'> | null {
  if (pack.status !== 'active') return null;
  if (pack.spins_left === 0) return 'finished';
  if (pack.expires_at <= now) return 'expired';
  return null;
}

/** The bonus a pack's winnings become: the winnings, to be wagered `wager` times; none for no win. */
export function winningsBonus(pack: {
  winnings: MinorUnits;
  wager: number;
}): { amount: MinorUnits; wagerRequired: MinorUnits } | null {
  if (pack.winnings <= 0) return null;
  return { amount: pack.winnings, wagerRequired: minorUnits(pack.winnings * pack.wager) };
}

/** The once-only key of the winnings' bonus: one pack, one bonus, however often its end is retried. */
export function winningsOnceKey(packId: number): string {
  return `freespins:${packId}`;
}
