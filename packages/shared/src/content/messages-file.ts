/**
 * A locale's messages travel to the browser as a file the browser keeps for good, not inside every
 * page's loader data: they are most of a page's data, the same on every page, and encoding them into
 * every render cost the server more than rendering the page itself. The URL names the locale and a
 * version that changes whenever the messages do.
 */
export const MESSAGES_FILE_PREFIX = '/platform/i18n/';

const LOCALE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;
const VERSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function messagesFileUrl(locale: string, version: string): string {
  return `${MESSAGES_FILE_PREFIX}${locale}/${version}.json`;
}

/** The locale and version a messages file's path names, or undefined when it names none. */
export function parseMessagesFilePath(
  locale: string,
  file: string,
): { locale: string; version: string } | undefined {
  const version = file.endsWith('.json') ? file.slice(0, -5) : '';
  if (!LOCALE_PATTERN.test(locale) || !VERSION_PATTERN.test(version)) return undefined;
  return { locale, version };
}
