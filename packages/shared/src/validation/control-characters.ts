/*
 * Control characters have no place in any parameter: PostgreSQL refuses NUL in text and jsonb (a 500
 * before this check), and the rest only hide or garble what a person later reads. Tab, line feed and
 * carriage return stay allowed: multi-line text and pretty-printed JSON carry them.
 */

const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/** C0 controls (but tab, LF, CR), DEL and the C1 controls. */
export function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !ALLOWED_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/**
 * The keys of `params` whose value holds a control character anywhere inside: in its text, a list's
 * items, or the keys and texts of parsed JSON. Walked without recursion, so deep nesting costs no stack.
 */
export function keysWithControlCharacters(params: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (hasControlCharacters(key) || holdsControlCharacters(value)) found.push(key);
  }
  return found;
}

function holdsControlCharacters(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasControlCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
