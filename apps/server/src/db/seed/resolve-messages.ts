/** Text in content files is written as `t:<message key>` and resolved per locale when seeded. */
export const MESSAGE_REF_PREFIX = 't:';

export type Messages = { [key: string]: string | Messages };

export function lookupMessage(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Deep copy of `value` with every `t:` reference replaced; unknown keys are collected, not guessed. */
export function resolveMessageRefs<T>(value: T, messages: Messages, missing: Set<string>): T {
  if (typeof value === 'string' && value.startsWith(MESSAGE_REF_PREFIX)) {
    const key = value.slice(MESSAGE_REF_PREFIX.length);
    const text = lookupMessage(messages, key);
    if (text === undefined) missing.add(key);
    return (text ?? value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => resolveMessageRefs(item, messages, missing)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveMessageRefs(item, messages, missing)]),
    ) as T;
  }
  return value;
}
