import spriteUrl from './icons.svg?url&no-inline';

/**
 * SVG icons (24×24, stroke = currentColor) drawn from one sprite (./icons.svg, a hashed asset the browser
 * keeps): no icon font, and no path data in the scripts every page loads.
 */
export const ICON_NAMES = [
  'home',
  'games',
  'sports',
  'gift',
  'user',
  'close',
  'back',
  'search',
  'wallet',
  'chat',
  'heart',
  'expand',
  'filter',
  'logout',
  'check',
  'star',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value);
}

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
