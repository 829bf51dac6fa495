import type { InvalidParameters } from '@casino/shared/errors/api-error';
import { type MessageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import {
  ENGLISH_VALIDATION_MESSAGES,
  type ValidationMessage,
  type ValidationMessageKey,
} from '@casino/shared/validation/messages';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Each English template as a pattern that recovers its key and parameters from a filled-in text. */
const TEMPLATES = (Object.entries(ENGLISH_VALIDATION_MESSAGES) as [ValidationMessageKey, string][]).map(
  ([key, template]) => {
    const names: string[] = [];
    const source = template
      .split(/(\$\$\w+\$\$)/)
      .map((part) => {
        const name = /^\$\$(\w+)\$\$$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+)';
      })
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  },
);

/** The shared validator message an English server text was made from, or null for any other text. */
export function messageFromEnglish(text: string): ValidationMessage | null {
  for (const { key, names, pattern } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    return { key, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/**
 * Field errors of a refused save, keyed by the form's field names (spec §5: per field, its first
 * message). The platform writes them in English: a shared validator's text is shown in the page's
 * language, any other text (e.g. "This email is already registered") as sent. `rename` maps a
 * parameter name to the field that shows it.
 */
export function fieldErrorTexts(
  invalid: InvalidParameters | undefined,
  lookup: MessageLookup,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string> {
  // fromEntries keeps a parameter named '__proto__' from reaching the prototype chain.
  return Object.fromEntries(
    Object.entries(invalid ?? {}).map(([name, text]) => {
      const field = Object.hasOwn(rename, name) ? (rename[name] as string) : name;
      const message = messageFromEnglish(text);
      return [field, message ? validationMessageText(message, lookup) : text];
    }),
  );
}
