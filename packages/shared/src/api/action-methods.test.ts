import { describe, expect, it } from 'vitest';
import { actionMethod } from './action-methods.ts';
import { apiContract } from './contract.ts';

describe('actionMethod', () => {
  it('agrees with the contract for every action', () => {
    for (const [name, definition] of Object.entries(apiContract)) {
      expect(actionMethod(name), name).toBe(definition.method);
      expect(actionMethod(name.toUpperCase()), name).toBe(definition.method);
    }
  });
});
