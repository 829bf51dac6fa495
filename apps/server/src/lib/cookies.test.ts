import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('reads a cookie among others', () => {
    expect(readCookie('theme=dark; sid=abc%3D; x=1', 'sid')).toBe('abc=');
    expect(readCookie('theme=dark', 'sid')).toBeUndefined();
    expect(readCookie(undefined, 'sid')).toBeUndefined();
    expect(readCookie('sid=%E0%A4%A', 'sid')).toBeUndefined();
  });

  it('writes HttpOnly SameSite=Lax cookies, Secure when asked', () => {
    expect(serializeCookie('sid', 'v', { maxAgeSeconds: 60, secure: true })).toBe(
      'sid=v; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure',
    );
    expect(serializeCookie('sid', '', { maxAgeSeconds: 0, secure: false })).toBe(
      'sid=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
  });
});
