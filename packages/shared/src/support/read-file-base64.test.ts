import { describe, expect, it } from 'vitest';
import { readFileBase64 } from './read-file-base64.ts';

describe('readFileBase64', () => {
  it('gives the bytes of a file as base64, past one slice', async () => {
    const bytes = Buffer.alloc(100_000);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 256;
    expect(await readFileBase64(new Blob([bytes]))).toBe(bytes.toString('base64'));
    expect(await readFileBase64(new Blob([]))).toBe('');
  });
});
