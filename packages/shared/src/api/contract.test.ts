import { describe, expect, it } from 'vitest';
import { apiContract, resolveActionName } from './contract.ts';

describe('the API contract', () => {
  it('names every action apart even ignoring case, since the API matches names case-insensitively', () => {
    const names = Object.keys(apiContract);
    const lower = names.map((name) => name.toLowerCase());
    expect(lower.filter((name, index) => lower.indexOf(name) !== index)).toEqual([]);
    for (const name of names) expect(resolveActionName(name.toUpperCase())).toBe(name);
  });
});
