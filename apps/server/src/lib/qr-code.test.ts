import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from './qr-code.ts';

describe('qrCodeDataUrl', () => {
  it('draws the text as an SVG whose size grows with the text', () => {
    const short = qrCodeDataUrl('otpauth://totp/Aurora:a@example.com?secret=ABC');
    const long = qrCodeDataUrl(`otpauth://totp/Aurora:a@example.com?secret=${'A'.repeat(200)}`);
    expect(short).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(short.split(',')[1] as string, 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).toContain('viewBox');
    const side = (url: string) =>
      Number(/viewBox="0 0 (\d+)/.exec(Buffer.from(url.split(',')[1] as string, 'base64').toString())?.[1]);
    expect(side(long)).toBeGreaterThan(side(short));
  });
});
