import { describe, expect, it } from 'vitest';
import { apiContract, resolveActionName } from './contract.ts';

describe('the API contract', () => {
  it('names actions apart ignoring case, except the pair the spec tells apart by case alone', () => {
    const names = Object.keys(apiContract);
    const lower = names.map((name) => name.toLowerCase());
    expect(lower.filter((name, index) => lower.indexOf(name) !== index)).toEqual(['gethistory']);
    for (const name of names) {
      expect(resolveActionName(name)).toBe(name);
      if (name.toLowerCase() !== 'gethistory') expect(resolveActionName(name.toUpperCase())).toBe(name);
    }
  });

  it('reaches the cashier history and the game history by their exact spec names only', () => {
    expect(resolveActionName('gethistory')).toBe('gethistory');
    expect(resolveActionName('getHistory')).toBe('getHistory');
    expect(resolveActionName('GETHISTORY')).toBeUndefined();
    expect(resolveActionName('GetHistory')).toBeUndefined();
  });
});
