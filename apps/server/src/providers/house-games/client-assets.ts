import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../repo-paths.ts';

/** The game clients: plain ES modules and CSS, served as they are (no build step). */
const CLIENT_DIR = path.join(repoRoot, 'apps/server/src/providers/house-games/client');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface ClientAsset {
  body: Buffer;
  type: string;
  etag: string;
}

export interface ClientAssets {
  /** Changes whenever any file changes: asset URLs carry it, so they can be cached for good. */
  version: string;
  /** In development every request reads the file again, so edits show on reload. */
  live: boolean;
  get(file: string): ClientAsset | undefined;
}

/** Reads the clients once at start (a few dozen kilobytes) and serves them from memory. */
export function loadClientAssets(options: { live?: boolean } = {}): ClientAssets {
  const files = new Map<string, ClientAsset>();
  const add = (name: string, body: Buffer) => {
    const type = TYPES[path.extname(name)];
    if (!type) return;
    files.set(name, {
      body,
      type,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
    });
  };
  for (const name of readdirSync(CLIENT_DIR)) add(name, readFileSync(path.join(CLIENT_DIR, name)));
  const version = createHash('sha256')
    .update([...files.values()].map((file) => file.etag).join())
    .digest('base64url')
    .slice(0, 12);
  if (!options.live) return { version, live: false, get: (file) => files.get(file) };
  return {
    version,
    live: true,
    get(file) {
      const known = files.get(file);
      if (!known) return known;
      const body = readFileSync(path.join(CLIENT_DIR, file));
      return {
        ...known,
        body,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      };
    },
  };
}
