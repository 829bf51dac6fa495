import { describe, expect, it } from 'vitest';
import { isPathDisallowed, parseDisallowRules } from './robots-rules.ts';

const robots = `# demo
User-agent: Googlebot
Disallow: /only-google

User-agent: *
Disallow: /cashier
Disallow: /*.pdf$
Disallow:
Allow: /cashier/deposit
Sitemap: /sitemap.xml
`;

describe('robots rules', () => {
  it('reads the Disallow rules of the * group only, skipping empty ones', () => {
    expect(parseDisallowRules(robots)).toEqual(['/cashier', '/*.pdf$']);
  });

  it('merges consecutive user-agent lines into one group', () => {
    expect(parseDisallowRules('User-agent: a\nUser-agent: *\nDisallow: /x')).toEqual(['/x']);
  });

  it.each([
    ['/cashier', true],
    ['/cashier/deposit', true],
    ['/de/cashier', false],
    ['/files/terms.pdf', true],
    ['/files/terms.pdf?x=1', false],
    ['/gamehall', false],
  ])('%s disallowed: %s', (path, expected) => {
    expect(isPathDisallowed(path, parseDisallowRules(robots))).toBe(expected);
  });
});
