import { useSyncExternalStore } from 'react';
import { formatDateTime } from '../lib/format.ts';

let cachedZone: string | null | undefined;

/** The browser's IANA time zone (e.g. Europe/Berlin), or null when it does not say. */
export function browserTimeZone(): string | null {
  if (cachedZone === undefined) {
    try {
      cachedZone = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch {
      cachedZone = null;
    }
  }
  return cachedZone;
}

/** A moment as spec §9 shows it (dd.mm.yyyy H:mm): in `timeZone`, or in UTC and saying so. */
export function dateTimeText(value: string, timeZone: string | null): string {
  return timeZone ? formatDateTime(value, timeZone) : `${formatDateTime(value, 'UTC')} UTC`;
}

// The zone does not change while the page is open: nothing to subscribe to.
const subscribeNever = () => () => undefined;

/**
 * The player's time zone: null while rendering on the server and while hydrating, the browser's zone
 * after. The server cannot know the zone, so it renders UTC (and says so); useSyncExternalStore's
 * server snapshot makes hydration render exactly that, then React re-renders with the browser's
 * zone — no hydration mismatch, and pages opened by client navigation show the local time at once.
 * (A zone cookie would let the server render local times, but only from the second visit on, and
 * every request would carry it: the UTC first paint is needed either way.)
 */
export function usePlayerTimeZone(): string | null {
  return useSyncExternalStore(subscribeNever, browserTimeZone, () => null);
}

/** A moment (ISO 8601 from the platform) in the player's time zone, machine-readable in `dateTime`. */
export function LocalDateTime({ value }: { value: string }) {
  const zone = usePlayerTimeZone();
  return (
    <time dateTime={value} title={zone ?? 'UTC'}>
      {dateTimeText(value, zone)}
    </time>
  );
}
