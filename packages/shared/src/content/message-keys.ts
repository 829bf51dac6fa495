import type { Messages } from './site-content.ts';

/** A locale's messages as `dotted.key → text`, the keys the site's `t()` is called with. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of flattenMessages(value, path)) result.set(leaf, text);
  }
  return result;
}

/**
 * The placeholders the code fills into a message (`{{name}}`, `$$link$$`), sorted: a translation must
 * keep the same ones, or the page shows a raw `{{amount}}` or loses the amount.
 */
export function messagePlaceholders(text: string): string[] {
  return [...text.matchAll(/\$\$\w+\$\$|\{\{\s*\w+\s*\}\}/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

/** `messages` with the text at `key` replaced (objects on the way created): a new tree, the old kept. */
export function withMessage(messages: Messages, key: string, text: string): Messages {
  const [head, ...rest] = key.split('.');
  if (head === undefined) return messages;
  if (rest.length === 0) return { ...messages, [head]: text };
  const child = messages[head];
  return { ...messages, [head]: withMessage(typeof child === 'object' ? child : {}, rest.join('.'), text) };
}
