import type { Messages } from '../content/site-content.ts';
import {
  ENGLISH_VALIDATION_MESSAGES,
  type MessageParam,
  type ValidationMessage,
  type ValidationMessageKey,
} from './messages.ts';

/** Translated template of a key, or undefined when the locale lacks it. */
export type MessageLookup = (key: ValidationMessageKey) => string | undefined;

const PLACEHOLDER = /\$\$(\w+)\$\$/g;

/** Fills the `$$name$$` placeholders of the spec's validation texts; unknown ones stay visible. */
export function formatValidationMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** Reads dotted keys from a locale's message tree (content/messages/{locale}.json). */
export function messageLookup(messages: Messages): MessageLookup {
  return (key) => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
      node = typeof node === 'object' ? node[part] : undefined;
    }
    return typeof node === 'string' ? node : undefined;
  };
}

/**
 * The text of a message in the lookup's language, falling back to English per message, so a key the
 * content service has not translated yet still reads well.
 */
export function validationMessageText(message: ValidationMessage, lookup?: MessageLookup): string {
  const template = lookup?.(message.key) ?? ENGLISH_VALIDATION_MESSAGES[message.key];
  const values: Record<string, string | number> = {};
  for (const [name, param] of Object.entries(message.params ?? {})) {
    values[name] = paramText(param, lookup);
  }
  return formatValidationMessage(template, values);
}

function paramText(param: MessageParam, lookup: MessageLookup | undefined): string | number {
  if (typeof param === 'string' || typeof param === 'number') return param;
  if (isMessageList(param)) {
    return param
      .map((part) => (typeof part === 'string' ? part : validationMessageText(part, lookup)))
      .join(', ');
  }
  return validationMessageText(param, lookup);
}

function isMessageList(param: MessageParam): param is readonly (string | ValidationMessage)[] {
  return Array.isArray(param);
}
