import { describe, expect, it } from 'vitest';
import { pngImage } from '../../test/png-image.ts';
import { readRasterHeader } from './image-header.ts';
import { checkUploadedImage, imageEnd, MAX_UPLOAD_BYTES } from './uploaded-image.service.ts';

const photo = pngImage(400, 340, (x, y) => [x % 256, y % 256, 90, 255]);

describe('checkUploadedImage', () => {
  it('keeps a real picture, encoded again as WebP at its own size', async () => {
    const check = await checkUploadedImage(photo);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(readRasterHeader(check.image.data)).toEqual({ format: 'webp', width: 400, height: 340 });
  });

  it('refuses a renamed executable: the type is read from the bytes', async () => {
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096, 1)]);
    expect(await checkUploadedImage(executable)).toEqual({ ok: false, refusal: 'not_an_image' });
    const elf = Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(4096)]);
    expect(await checkUploadedImage(elf)).toEqual({ ok: false, refusal: 'not_an_image' });
  });

  it('refuses a 50 MB file before reading it as a picture', async () => {
    const huge = Buffer.concat([photo, Buffer.alloc(50 * 1024 * 1024 - photo.length)]);
    expect(huge.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(await checkUploadedImage(huge)).toEqual({ ok: false, refusal: 'too_large' });
  });

  it('refuses pictures too small to read and too large to decode', async () => {
    expect(await checkUploadedImage(pngImage(200, 500, () => [0, 0, 0, 255]))).toEqual({
      ok: false,
      refusal: 'too_small',
    });
    // Only the header claims 10 000 × 10 000: refused before anything is decoded.
    const claimed = Buffer.from(photo);
    claimed.writeUInt32BE(10_000, 16);
    claimed.writeUInt32BE(10_000, 20);
    expect(await checkUploadedImage(claimed)).toEqual({ ok: false, refusal: 'too_many_pixels' });
  });

  it('refuses polyglots: an archive or a script after the image, or markup inside it', async () => {
    const zip = Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.php', 'latin1');
    expect(await checkUploadedImage(Buffer.concat([photo, zip]))).toEqual({ ok: false, refusal: 'polyglot' });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await checkUploadedImage(Buffer.concat([photo, html]))).toEqual({
      ok: false,
      refusal: 'polyglot',
    });
    // Markup hidden in a chunk of its own (a text chunk), inside the image's structure.
    const text = Buffer.from('tEXtComment\x00<?php system($_GET[c]); ?>', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length - 4);
    const inside = Buffer.concat([photo.subarray(0, 33), length, text, Buffer.alloc(4), photo.subarray(33)]);
    expect(imageEnd(inside, 'png')).toBe(inside.length);
    expect(await checkUploadedImage(inside)).toEqual({ ok: false, refusal: 'polyglot' });
  });

  it('refuses a picture whose header is right but whose data is not', async () => {
    const broken = Buffer.from(photo);
    broken.fill(0x42, 40, broken.length - 12);
    expect(await checkUploadedImage(broken)).toEqual({ ok: false, refusal: 'undecodable' });
  });
});
