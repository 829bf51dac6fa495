import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';

const MINUTE = 60_000;

/** Days, hours and minutes until `to` (never negative). */
export function countdownParts(to: string, now: number) {
  const minutes = Math.max(0, Math.floor((new Date(to).getTime() - now) / MINUTE));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * "Ends in 2d 3h 4m" for a running tournament, "Starts in …" for an upcoming one. The server renders it
 * for the loader's clock; the browser then ticks it every minute.
 */
export function Countdown({
  label,
  to,
  renderedAt,
}: {
  label: 'startsIn' | 'endsIn';
  to: string;
  renderedAt: number;
}) {
  const t = useT();
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE / 4);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="tournament-countdown">
      {t(`tournaments.${label}`, { time: t('tournaments.countdown', countdownParts(to, now)) })}
    </p>
  );
}
