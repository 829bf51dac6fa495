import { describe, expect, it } from 'vitest';
import { flattenMessages, messagePlaceholders, withMessage } from './message-keys.ts';

describe('message keys', () => {
  it('flattens a tree to dotted keys and sets one leaf without touching the rest', () => {
    const tree = { home: { title: 'Hi', cta: { go: 'Go' } }, top: 'T' };
    expect([...flattenMessages(tree)]).toEqual([
      ['home.title', 'Hi'],
      ['home.cta.go', 'Go'],
      ['top', 'T'],
    ]);
    const changed = withMessage(tree, 'home.cta.go', 'Los');
    expect(changed).toEqual({ home: { title: 'Hi', cta: { go: 'Los' } }, top: 'T' });
    expect(tree.home.cta.go).toBe('Go');
  });

  it('lists placeholders in order, whatever their position', () => {
    expect(messagePlaceholders('Win {{ amount }} on $$link$$ by {{date}}')).toEqual([
      '$$link$$',
      '{{amount}}',
      '{{date}}',
    ]);
  });
});
