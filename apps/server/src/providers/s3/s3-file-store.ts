import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertKey, type FileStore, type S3Settings } from '../../lib/file-store/file-store.ts';

/** A request that takes longer is given up: an upload or a chat thread must not hang on the store. */
const TIMEOUT_MS = 15_000;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …) through path-style URLs
 * (`endpoint/bucket/key`), which every such service answers. Requests are signed with AWS Signature
 * Version 4 (aws4fetch) including the body's SHA-256, so a store verifies what it received.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // A 5xx or 429 is tried again twice, after a short random wait.
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const url = (key: string) => {
    assertKey(key);
    return `${base}/${key}`;
  };
  const send = (target: string, init: RequestInit) =>
    client.fetch(target, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await send(url(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(data).digest('hex'),
        },
      });
      if (!response.ok) {
        throw new Error(
          `S3 PUT ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
    },
    async get(key) {
      const response = await send(url(key), { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) {
        throw new Error(
          `S3 GET ${key} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
