import type { Messages } from '@casino/shared/content/site-content';
import { createContext, useContext } from 'react';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Looks a dotted key up in the locale's messages; an unknown key shows itself so gaps are visible. */
export function createTranslator(messages: Messages): Translate {
  return (key, values) => {
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) {
      node = node && typeof node === 'object' ? node[part] : undefined;
    }
    const text = typeof node === 'string' ? node : key;
    if (!values) return text;
    // Messages use {{name}} (i18next style) and the validation texts $$name$$ (spec §5).
    return text.replace(
      /\{\{\s*(\w+)\s*\}\}|\$\$(\w+)\$\$/g,
      (match, a: string | undefined, b: string | undefined) => {
        const value = values[(a ?? b) as string];
        return value === undefined ? match : String(value);
      },
    );
  };
}

export const I18nContext = createContext<Translate>((key) => key);

export function useT(): Translate {
  return useContext(I18nContext);
}
