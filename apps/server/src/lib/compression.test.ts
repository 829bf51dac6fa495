import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './compression.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['br', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
