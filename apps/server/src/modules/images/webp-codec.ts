import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { RasterFormat } from './image-header.ts';

/**
 * Decoding, resizing and WebP encoding with the Squoosh codecs compiled to WebAssembly (@jsquash/*):
 * no native binaries and no install scripts. Their JavaScript expects a browser and would fetch its
 * WebAssembly by URL, so each module is compiled from its installed file and handed over. They load on
 * the first conversion; a server that never converts an image never pays for them.
 */
interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * What is used of each package, described here: their own typings assume a browser (DOM ImageData,
 * Emscripten globals) and do not declare initialising with a compiled module, which all of them accept.
 */
interface Initialised {
  init(module: WebAssembly.Module): Promise<unknown>;
}
interface PngDecoder extends Initialised {
  decode(bytes: ArrayBuffer): Promise<Pixels>;
}
interface Decoder extends Initialised {
  default(bytes: ArrayBuffer): Promise<Pixels>;
}
interface WebpEncoder extends Initialised {
  default(pixels: Pixels, options: { quality: number }): Promise<ArrayBuffer>;
}
interface Resizer {
  initResize(module: WebAssembly.Module): Promise<unknown>;
  default(pixels: Pixels, size: { width: number; height: number }): Promise<Pixels>;
}

interface Codecs {
  decode: Record<RasterFormat, (bytes: ArrayBuffer) => Promise<Pixels>>;
  resize: Resizer['default'];
  encodeWebp: WebpEncoder['default'];
}

const require = createRequire(import.meta.url);
// The server's TypeScript libraries (ES2023 without DOM) declare WebAssembly's types but not its value.
const { compile: compileWasm } = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }
).WebAssembly;

async function compile(file: string): Promise<WebAssembly.Module> {
  return compileWasm(await readFile(require.resolve(file)));
}

const load = <T>(specifier: string) => import(specifier) as Promise<T>;

async function loadCodecs(): Promise<Codecs> {
  // The PNG module also defines ImageData on Node, which the other codecs construct their results with.
  const [png, jpeg, webpDecode, webpEncode, resize] = await Promise.all([
    load<PngDecoder>('@jsquash/png/decode.js'),
    load<Decoder>('@jsquash/jpeg/decode.js'),
    load<Decoder>('@jsquash/webp/decode.js'),
    load<WebpEncoder>('@jsquash/webp/encode.js'),
    load<Resizer>('@jsquash/resize'),
  ]);
  await Promise.all([
    png.init(await compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm')),
    jpeg.init(await compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm')),
    webpDecode.init(await compile('@jsquash/webp/codec/dec/webp_dec.wasm')),
    // The encoder picks its SIMD build (every Node this project supports has WebAssembly SIMD).
    webpEncode.init(await compile('@jsquash/webp/codec/enc/webp_enc_simd.wasm')),
    resize.initResize(await compile('@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm')),
  ]);
  return {
    decode: { png: (bytes) => png.decode(bytes), jpeg: jpeg.default, webp: webpDecode.default },
    resize: resize.default,
    encodeWebp: webpEncode.default,
  };
}

let codecs: Promise<Codecs> | undefined;

function getCodecs(): Promise<Codecs> {
  if (!codecs) {
    codecs = loadCodecs();
    // A failed load (a missing package) is tried again by the next conversion.
    codecs.catch(() => {
      codecs = undefined;
    });
  }
  return codecs;
}

export interface WebpImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * `source` (of `format`) as a WebP `width` pixels wide at `quality`, its height in proportion. The caller
 * never asks for more than the source's width: pictures are made smaller, never blown up.
 */
export async function encodeWebp(
  source: Buffer,
  format: RasterFormat,
  width: number,
  quality: number,
): Promise<WebpImage> {
  const { decode, resize, encodeWebp: encode } = await getCodecs();
  const bytes = source.buffer.slice(source.byteOffset, source.byteOffset + source.byteLength) as ArrayBuffer;
  let pixels = await decode[format](bytes);
  if (width < pixels.width) {
    const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
    pixels = await resize(pixels, { width, height });
  }
  const encoded = await encode(pixels, { quality });
  return { data: Buffer.from(encoded), width: pixels.width, height: pixels.height };
}
