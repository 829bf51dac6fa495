import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import type { Theme } from '../../lib/theme.ts';

/**
 * Switches between the dark and light theme. A plain form post to /theme sets the cookie (works without
 * JavaScript); with JavaScript the page switches at once and the cookie is set in the background.
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const t = useT();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('theme');
  const shown: Theme = pending === 'light' || pending === 'dark' ? pending : theme;
  const next: Theme = shown === 'dark' ? 'light' : 'dark';
  return (
    <fetcher.Form method="post" action="/theme" className="theme-toggle">
      <input type="hidden" name="theme" value={next} />
      <button
        type="submit"
        className="icon-button"
        aria-label={next === 'light' ? t('common.switchToLight') : t('common.switchToDark')}
        onClick={() => document.documentElement.setAttribute('data-theme', next)}
      >
        <span aria-hidden="true">{shown === 'dark' ? '☀' : '☾'}</span>
      </button>
    </fetcher.Form>
  );
}
