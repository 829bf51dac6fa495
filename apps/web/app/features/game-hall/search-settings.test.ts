import { describe, expect, it } from 'vitest';
import { searchSettings } from './search-settings.ts';

describe('searchSettings', () => {
  it('takes the content service values and falls back per value', () => {
    expect(searchSettings({ minQueryLength: 3, debounceMs: 400 })).toEqual({
      minQueryLength: 3,
      debounceMs: 400,
    });
    expect(searchSettings({ minQueryLength: 0, debounceMs: '5' })).toEqual({
      minQueryLength: 2,
      debounceMs: 250,
    });
    expect(searchSettings(undefined)).toEqual({ minQueryLength: 2, debounceMs: 250 });
  });
});
