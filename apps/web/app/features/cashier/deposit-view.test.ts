import { describe, expect, it } from 'vitest';
import { depositViewContainer, depositViewParts, formOutOfSight } from './deposit-view.ts';

describe('cashier.depositViewContainer', () => {
  it('is scroll unless the content says container', () => {
    expect(depositViewContainer(undefined)).toBe('scroll');
    expect(depositViewContainer({ depositViewContainer: 'scroll' })).toBe('scroll');
    expect(depositViewContainer({ depositViewContainer: 'elsewhere' })).toBe('scroll');
    expect(depositViewContainer({ depositViewContainer: 'container' })).toBe('container');
  });

  it('scroll: the methods and the form share the page', () => {
    expect(depositViewParts('scroll', false)).toEqual({ methods: true, form: true });
    expect(depositViewParts('scroll', true)).toEqual({ methods: true, form: true });
  });

  it("container: the methods until one is chosen, then its form in the list's place", () => {
    expect(depositViewParts('container', false)).toEqual({ methods: true, form: false });
    expect(depositViewParts('container', true)).toEqual({ methods: false, form: true });
  });

  it('scrolls to a form below the fold or above the top, not to one in sight', () => {
    expect(formOutOfSight(900, 800)).toBe(true);
    expect(formOutOfSight(-40, 800)).toBe(true);
    expect(formOutOfSight(200, 800)).toBe(false);
  });
});
