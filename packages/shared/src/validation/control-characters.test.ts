import { describe, expect, it } from 'vitest';
import { hasControlCharacters, keysWithControlCharacters } from './control-characters.ts';

describe('control characters', () => {
  it.each(['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f', '\u0085', '\u009f', 'a\u000bb', '\u000c'])(
    'finds %j',
    (text) => {
      expect(hasControlCharacters(text)).toBe(true);
    },
  );

  it.each(['', 'plain', 'tab\there', 'two\nlines\r\n', 'Zoë 🎰 ünïcode', '\u00a0nbsp', '\u200d'])(
    'lets %j through',
    (text) => {
      expect(hasControlCharacters(text)).toBe(false);
    },
  );

  it('names the parameters that hold one anywhere inside', () => {
    expect(
      keysWithControlCharacters({
        fine: 'ok',
        text: 'a\u0000',
        list: ['ok', 'b\u0002'],
        json: { nested: [{ deep: 'c\u0003' }] },
        jsonKey: { 'k\u0000': 1 },
        number: 5,
        flag: true,
        empty: null,
      }),
    ).toEqual(['text', 'list', 'json', 'jsonKey']);
  });

  it('walks deep nesting without running out of stack', () => {
    let nested: unknown = 'x\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(keysWithControlCharacters({ deep: nested })).toEqual(['deep']);
  });
});
