import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripEmoji } from './emoji.ts';

describe('stripEmoji', () => {
  it.each([
    ['Lucky 🍀 Ace', 'Lucky  Ace'],
    ['wave👋🏽', 'wave'],
    ['family👨‍👩‍👧‍👦!', 'family!'],
    ['flag🇩🇪', 'flag'],
    ['England🏴󠁧󠁢󠁥󠁮󠁧󠁿', 'England'],
    ['heart❤️', 'heart'],
    ['key1️⃣', 'key'],
    ['José Müller', 'José Müller'],
    ['नमस्ते क्‍ष', 'नमस्ते क्‍ष'],
    ['Room 101 #3 *', 'Room 101 #3 *'],
    ['', ''],
  ])('%j becomes %j', (text, expected) => {
    expect(stripEmoji(text)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = stripEmoji(text);
        expect(stripEmoji(once)).toBe(once);
      }),
    );
  });

  it('leaves no pictograph and keeps text without emoji unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(stripEmoji(text)).not.toMatch(/\p{Extended_Pictographic}/u);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        expect(stripEmoji(text)).toBe(text);
      }),
    );
  });

  it('removes an emoji from anywhere in plain text and nothing else', () => {
    const emoji = ['🍀', '👋🏽', '👨‍👩‍👧‍👦', '🇧🇷', '❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '3️⃣', '🧑🏿‍🚀', '☕'];
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii' }),
        fc.constantFrom(...emoji),
        fc.string({ unit: 'grapheme-ascii' }),
        (before, symbol, after) => {
          expect(stripEmoji(`${before}${symbol}${after}`)).toBe(`${before}${after}`);
        },
      ),
    );
  });
});
