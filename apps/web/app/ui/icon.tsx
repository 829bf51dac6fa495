/** Inline SVG icons (24×24, stroke = currentColor): no icon font, no extra request. */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5',
  games:
    'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5.2 2L14.6 15H9.4l-1.2 1A3 3 0 0 1 3 14v-3a3 3 0 0 1 3-3Zm2 2.5v3M6.5 12h3M15.5 11.5h.01M17.5 13.5h.01',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4L12 7Zm0-4v4m3.5 2.5 4.8-1.6M14.2 13.5l2.8 4.2M9.8 13.5 7 17.7M8.5 9.5 3.7 7.9',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3.5 1 5 1Zm0 0c1.5-3 5-3.5 5-1s-3.5 1-5 1Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8a7.5 7.5 0 0 1 15 0',
  close: 'M6 6l12 12M18 6 6 18',
  back: 'M15 5l-7 7 7 7',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13.5h.01',
  chat: 'M4 5h16v11H9l-5 4z',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.8C19.5 15.4 12 20 12 20Z',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  filter: 'M4 6h16M7 12h10M10 18h4',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
} as const;

export type IconName = keyof typeof PATHS;

export function isIconName(value: string): value is IconName {
  return Object.hasOwn(PATHS, value);
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
      <path d={PATHS[name]} />
    </svg>
  );
}
