import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, open, readFile, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_QUALITY, type OptimisedImageRequest } from '@casino/shared/images/optimised-image';
import { type RasterHeader, readRasterHeader } from './image-header.ts';
import { encodeWebp } from './webp-codec.ts';

/** Part of every cache key: a change of codecs or settings must not serve files made by the old ones. */
const OPTIMISER_VERSION = 'webp-1';
/** Larger files are not images of a site (and not worth decoding on a request). */
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
/** 8K × 8K; decoding more would hold gigabytes of pixels. */
const MAX_SOURCE_PIXELS = 64 * 1024 * 1024;
/** Enough to find the size in any PNG, WebP or JPEG header (JPEGs may carry large metadata first). */
const HEADER_BYTES = 256 * 1024;

export interface OptimisedImage {
  body: Buffer;
  /** Strong: the same tag always means the same bytes. */
  etag: string;
}

export interface ImageOptimiserOptions {
  /** The site's public folder; `src` paths are below it. */
  publicDir: string;
  /** Where converted images are kept across restarts (created on the first conversion). */
  cacheDir: string;
  /** Converted images kept in memory, by their size in bytes (least recently used dropped first). */
  memoryBudgetBytes?: number;
  warn?: (message: string) => void;
}

interface SourceInfo {
  file: string;
  size: number;
  mtimeMs: number;
  header: RasterHeader;
}

/**
 * Makes the WebP of a site image at a given width, once: later requests are answered from memory, and
 * after a restart from the cache folder. Only files below the public folder are read; a path that is
 * missing, no file, outside (through a link), too large or no image gives undefined.
 */
export class ImageOptimiser {
  readonly #options: Required<ImageOptimiserOptions>;
  readonly #memory = new Map<string, OptimisedImage>();
  /** What the files' headers said, until a file changes. */
  readonly #sources = new Map<string, SourceInfo>();
  #memoryBytes = 0;
  readonly #pending = new Map<string, Promise<OptimisedImage | undefined>>();
  /** Conversions run one at a time: each holds a decoded picture in memory and the CPU while it runs. */
  #queue: Promise<unknown> = Promise.resolve();
  #cacheDirReady: Promise<boolean> | undefined;
  #publicDirReal: Promise<string> | undefined;

  constructor(options: ImageOptimiserOptions) {
    this.#options = { memoryBudgetBytes: 32 * 1024 * 1024, warn: () => {}, ...options };
  }

  async get(request: OptimisedImageRequest): Promise<OptimisedImage | undefined> {
    const source = await this.#source(request.src);
    if (!source) return undefined;
    // Never wider than the source: 1x and 2x of a small picture share one file.
    const width = Math.min(request.width * request.dpr, source.header.width);
    const key = createHash('sha256')
      .update([OPTIMISER_VERSION, request.src, source.size, source.mtimeMs, width, IMAGE_QUALITY].join('\n'))
      .digest('base64url')
      .slice(0, 32);
    const remembered = this.#memory.get(key);
    if (remembered) {
      this.#memory.delete(key);
      this.#memory.set(key, remembered);
      return remembered;
    }
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#produce(key, source, width).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  async #source(src: string): Promise<SourceInfo | undefined> {
    this.#publicDirReal ??= realpath(this.#options.publicDir);
    const root = await this.#publicDirReal;
    const candidate = path.resolve(root, `.${src}`);
    if (!candidate.startsWith(`${root}${path.sep}`)) return undefined;
    let file: string;
    let info: Stats;
    try {
      // A link inside the folder must not lead outside it.
      file = await realpath(candidate);
      info = await stat(file);
    } catch {
      return undefined;
    }
    if (!file.startsWith(`${root}${path.sep}`) || !info.isFile() || info.size > MAX_SOURCE_BYTES)
      return undefined;
    const known = this.#sources.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known;
    const header = readRasterHeader(await readStart(file, HEADER_BYTES));
    if (!header || header.width * header.height > MAX_SOURCE_PIXELS) {
      this.#options.warn(`image optimiser: ${src} is no PNG, JPEG or WebP it can read, or too large`);
      return undefined;
    }
    const source = { file, size: info.size, mtimeMs: info.mtimeMs, header };
    // One entry per existing image file: made-up paths never get here.
    this.#sources.set(file, source);
    return source;
  }

  async #produce(key: string, source: SourceInfo, width: number): Promise<OptimisedImage | undefined> {
    const cached = path.join(this.#options.cacheDir, `${key}.webp`);
    const stored = await readFile(cached).catch(() => undefined);
    if (stored) return this.#remember(key, stored);
    const converted = await this.#serially(async () =>
      encodeWebp(await readFile(source.file), source.header.format, width, IMAGE_QUALITY),
    ).catch((error: unknown) => {
      this.#options.warn(`image optimiser: ${source.file} could not be converted (${String(error)})`);
      return undefined;
    });
    if (!converted) return undefined;
    await this.#store(cached, converted.data);
    return this.#remember(key, converted.data);
  }

  #serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(work);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  /** Written under a temporary name and renamed, so a crash never leaves half a file to be served. */
  async #store(file: string, body: Buffer) {
    this.#cacheDirReady ??= mkdir(this.#options.cacheDir, { recursive: true }).then(
      () => true,
      (error: unknown) => {
        this.#options.warn(`image optimiser: no cache folder, converting in memory only (${String(error)})`);
        return false;
      },
    );
    if (!(await this.#cacheDirReady)) return;
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      this.#options.warn(`image optimiser: ${file} could not be stored (${String(error)})`);
    }
  }

  #remember(key: string, body: Buffer): OptimisedImage {
    const image = { body, etag: `"${key}"` };
    if (body.length > this.#options.memoryBudgetBytes) return image;
    this.#memory.set(key, image);
    this.#memoryBytes += body.length;
    for (const [oldKey, old] of this.#memory) {
      if (this.#memoryBytes <= this.#options.memoryBudgetBytes) break;
      this.#memory.delete(oldKey);
      this.#memoryBytes -= old.body.length;
    }
    return image;
  }
}

async function readStart(file: string, bytes: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
