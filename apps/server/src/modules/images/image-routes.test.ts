import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendApiError } from '../../api/error-handler.ts';
import { webPublicDir } from '../../repo-paths.ts';
import { pngImage } from '../../test/png-image.ts';
import { createTestApp } from '../../test/test-app.ts';
import { imageRoutes } from './image-routes.ts';

/** Width and height as the WebP itself says (RFC 9649): simple lossy, lossless or extended. */
function webpSize(body: Buffer): { chunk: string; width: number; height: number } {
  expect(body.toString('latin1', 0, 4)).toBe('RIFF');
  expect(body.readUInt32LE(4)).toBe(body.length - 8);
  expect(body.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = body.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    expect([...body.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
    return { chunk, width: body.readUInt16LE(26) & 0x3fff, height: body.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8X')
    return { chunk, width: body.readUIntLE(24, 3) + 1, height: body.readUIntLE(27, 3) + 1 };
  throw new Error(`unexpected WebP chunk ${chunk}`);
}

const root = mkdtempSync(path.join(tmpdir(), 'image-optimiser-'));
const publicDir = path.join(root, 'public');
const cacheDir = path.join(root, 'cache');
const gradient = pngImage(800, 300, (x, y) => [
  Math.round((x / 800) * 255),
  Math.round((y / 300) * 255),
  128,
  255,
]);

async function optimiserApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
  await app.register(async (scope) => imageRoutes(scope, { publicDir, cacheDir }));
  await app.ready();
  return app;
}

let app: FastifyInstance;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const image = (src: string, w: number, dpr: number) =>
  `/platform/image?src=${encodeURIComponent(src)}&w=${w}&dpr=${dpr}`;

beforeAll(async () => {
  mkdirSync(path.join(publicDir, 'images/banners'), { recursive: true });
  mkdirSync(path.join(publicDir, 'images/folder.png'));
  writeFileSync(path.join(publicDir, 'images/banners/gradient.png'), gradient);
  writeFileSync(
    path.join(publicDir, 'images/glass.png'),
    pngImage(64, 32, (x) => [200, 40, 90, x < 32 ? 255 : 100]),
  );
  writeFileSync(
    path.join(publicDir, 'images/tiny.png'),
    pngImage(40, 20, () => [10, 200, 30, 255]),
  );
  writeFileSync(path.join(publicDir, 'images/not-an-image.png'), 'hello, I am text');
  writeFileSync(path.join(publicDir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  copyFileSync(path.join(webPublicDir, 'images/og/home.jpg'), path.join(publicDir, 'images/photo.jpg'));
  // A real picture outside the public folder, and a link to it from inside.
  writeFileSync(path.join(root, 'outside.png'), gradient);
  symlinkSync(path.join(root, 'outside.png'), path.join(publicDir, 'images/escape.png'));
  app = await optimiserApp();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('image optimiser: conversion', () => {
  it('turns a PNG into a WebP of the CSS width times the density, in proportion', async () => {
    for (const [dpr, width, height] of [
      [1, 288, 108],
      [2, 576, 216],
    ] as const) {
      const response = await get(image('/images/banners/gradient.png', 288, dpr));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(webpSize(response.rawPayload)).toEqual({ chunk: 'VP8 ', width, height });
      expect(response.rawPayload.length).toBeLessThan(gradient.length);
    }
  });

  it('keeps transparency (an extended WebP) and reads JPEG sources', async () => {
    const glass = await get(image('/images/glass.png', 30, 1));
    expect(webpSize(glass.rawPayload)).toEqual({ chunk: 'VP8X', width: 30, height: 15 });
    const photo = await get(image('/images/photo.jpg', 640, 1));
    expect(photo.statusCode).toBe(200);
    expect(webpSize(photo.rawPayload)).toEqual({ chunk: 'VP8 ', width: 640, height: 336 });
  });

  it('reads WebP sources, lossy and with transparency', async () => {
    const lossy = await get(image('/images/banners/gradient.png', 320, 1));
    const glass = await get(image('/images/glass.png', 64, 1));
    writeFileSync(path.join(publicDir, 'images/lossy.webp'), lossy.rawPayload);
    writeFileSync(path.join(publicDir, 'images/glass.webp'), glass.rawPayload);
    expect(webpSize((await get(image('/images/lossy.webp', 160, 1))).rawPayload)).toEqual({
      chunk: 'VP8 ',
      width: 160,
      height: 60,
    });
    expect(webpSize((await get(image('/images/glass.webp', 16, 2))).rawPayload)).toEqual({
      chunk: 'VP8X',
      width: 32,
      height: 16,
    });
  });

  it('never makes a picture larger than its source: both densities get the source size, as one file', async () => {
    const one = await get(image('/images/tiny.png', 120, 1));
    const two = await get(image('/images/tiny.png', 120, 2));
    expect(webpSize(one.rawPayload)).toMatchObject({ width: 40, height: 20 });
    expect(two.headers.etag).toBe(one.headers.etag);
  });
});

describe('image optimiser: caching', () => {
  it('answers again from memory, and 304 to a matching If-None-Match', async () => {
    const first = await get(image('/images/banners/gradient.png', 640, 1));
    // With the stored copies gone, only the memory can answer with the same bytes.
    for (const file of await readdir(cacheDir)) rmSync(path.join(cacheDir, file));
    const again = await get(image('/images/banners/gradient.png', 640, 1));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers.etag as string;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await get(image('/images/banners/gradient.png', 640, 1), {
        'if-none-match': header,
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
    }
  });

  it('keeps conversions on disk for the next process', async () => {
    const first = await get(image('/images/banners/gradient.png', 480, 2));
    const stored = path.join(cacheDir, `${(first.headers.etag as string).slice(1, -1)}.webp`);
    expect(existsSync(stored)).toBe(true);
    // What a new process serves is what it finds on disk, not a conversion of its own.
    writeFileSync(stored, 'stored bytes');
    const restarted = await optimiserApp();
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: image('/images/banners/gradient.png', 480, 2),
      });
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(response.body).toBe('stored bytes');
    } finally {
      await restarted.close();
    }
  });

  it('makes a new picture with a new ETag when the source file changes', async () => {
    const file = path.join(publicDir, 'images/changing.png');
    writeFileSync(
      file,
      pngImage(100, 50, () => [0, 0, 0, 255]),
    );
    const before = await get(image('/images/changing.png', 96, 1));
    writeFileSync(
      file,
      pngImage(200, 100, () => [255, 255, 255, 255]),
    );
    const after = await get(image('/images/changing.png', 96, 1));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(webpSize(after.rawPayload)).toMatchObject({ width: 96, height: 48 });
  });
});

describe('image optimiser: refusals', () => {
  const refusal = async (url: string) => {
    const response = await get(url);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('no-store');
    // The envelope only: no stack, no paths of the server.
    expect(response.body).not.toMatch(/\bat \w|\.ts:|image-optimiser|\/tmp\//);
    return { status: response.statusCode, error: response.json().error };
  };

  it('refuses addresses outside /images/, traversal and other file types with 400 and the reason', async () => {
    for (const src of [
      '/images/../secret.png',
      '/images/%2e%2e/secret.png',
      '/images/..%2fsecret.png',
      '/images/.hidden.png',
      '/favicon-32.png',
      '/images/logo.svg',
      'https://example.com/images/a.png',
      '/images\\..\\secret.png',
    ]) {
      const { status, error } = await refusal(`/platform/image?src=${encodeURIComponent(src)}&w=64&dpr=1`);
      expect(status, src).toBe(400);
      expect(error.type).toBe('InvalidParameterException');
      expect(Object.keys(error.invalid_parameters)).toEqual(['src']);
    }
  });

  it('refuses widths not offered, densities other than 1 and 2, missing, repeated and unknown parameters', async () => {
    const cases: [string, string[]][] = [
      ['src=/images/tiny.png&w=300&dpr=1', ['w']],
      ['src=/images/tiny.png&w=0&dpr=1', ['w']],
      ['src=/images/tiny.png&w=99999&dpr=1', ['w']],
      ['src=/images/tiny.png&w=64&dpr=3', ['dpr']],
      ['src=/images/tiny.png&w=64', ['dpr']],
      ['src=/images/tiny.png&src=/images/glass.png&w=64&dpr=1', ['src']],
      ['src=/images/tiny.png&w=64&dpr=1&retry=1', ['retry']],
      ['', ['src', 'w', 'dpr']],
    ];
    for (const [query, invalid] of cases) {
      const { status, error } = await refusal(`/platform/image?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(error.invalid_parameters), query).toEqual(invalid);
    }
  });

  it('answers 404 for a missing file, a folder, a file that is no image and a link leading outside', async () => {
    for (const src of [
      '/images/missing.png',
      '/images/folder.png',
      '/images/not-an-image.png',
      '/images/escape.png',
    ]) {
      const { status, error } = await refusal(image(src, 64, 1));
      expect(status, src).toBe(404);
      expect(error).toEqual({
        type: 'MethodNotFoundException',
        code: 'MethodNotFound',
        message: 'No such image',
      });
    }
  });
});

describe('image optimiser in the platform', () => {
  it('serves the site public folder, keeping its conversions in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'image-data-'));
    const t = await createTestApp(undefined, { dataDir });
    try {
      const response = await t.app.inject({ method: 'GET', url: image('/images/og/default.jpg', 96, 2) });
      expect(response.statusCode).toBe(200);
      expect(webpSize(response.rawPayload)).toMatchObject({ width: 192, height: 101 });
      expect(await readdir(path.join(dataDir, 'image-cache'))).toEqual([
        `${(response.headers.etag as string).slice(1, -1)}.webp`,
      ]);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
