import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon.tsx';

describe('the icon sprite', () => {
  it('has a symbol for every icon name, and no other', () => {
    const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1] as string);
    expect(symbols.sort()).toEqual([...ICON_NAMES].sort());
  });
});
