import type { Translate } from '../../lib/i18n.ts';

/** Method names and descriptions come as translation keys (`t:…`) or as plain text. */
export function methodText(value: string, t: Translate): string {
  return value.startsWith('t:') ? t(value.slice(2)) : value;
}
