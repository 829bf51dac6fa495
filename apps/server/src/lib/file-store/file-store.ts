import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (identity documents, chat attachments): one store per app, created at
 * start-up (third-parties.ts) — an S3-compatible bucket when configured, else files under DATA_DIR.
 * Keys are built by the platform from its own ids (`kyc/<applicant>/<side>.webp`), never from what a
 * request said; `assertKey` holds every store to that.
 */
export interface FileStore {
  /** Which kind, for the start-up log. */
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<Buffer | undefined>;
}

/** An S3-compatible bucket's address and credentials (S3_* settings; providers/s3). */
export interface S3Settings {
  /** The service's origin, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO / R2 address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** A key of lower-case segments and one file name: no `..`, no leading slash, nothing to escape. */
export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Not a file-store key: ${JSON.stringify(key)}`);
}

/** Files under `root` (DATA_DIR): written to a temporary name and renamed, so a reader never sees half. */
export function diskFileStore(root: string): FileStore {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, data) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(`${target}.part`, data);
      await rename(`${target}.part`, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
