export type Theme = 'dark' | 'light';

export const THEME_COOKIE_NAME = 'theme';
export const THEME_COOKIE_MAX_AGE_S = 31536000;

export function readThemeCookie(cookieHeader: string | null): Theme | undefined {
  const match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] as Theme | undefined;
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE_NAME}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
