import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskFileStore, type FileStore } from '../../lib/file-store/file-store.ts';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { s3FileStore } from './s3-file-store.ts';

const credentials = {
  bucket: 'casino-files',
  accessKeyId: 'AKIATESTTESTTEST',
  secretAccessKey: 'test/secret+key/of/the/bucket',
  region: 'eu-central-1',
};

let s3: S3TestServer;
let dir: string;
beforeAll(async () => {
  s3 = await startS3TestServer(credentials);
  dir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50, 0, 255, 128]);

describe.each([
  ['S3-compatible bucket', () => s3FileStore({ ...credentials, endpoint: s3.endpoint })],
  ['files under DATA_DIR', () => diskFileStore(dir)],
])('the file store: %s', (_name, make: () => FileStore) => {
  it('keeps a file under its key and gives the same bytes back', async () => {
    const store = make();
    await store.put('kyc/idc_0123/front.webp', picture, 'image/webp');
    expect(await store.get('kyc/idc_0123/front.webp')).toEqual(picture);
    expect(await store.get('kyc/idc_0123/back.webp')).toBeUndefined();
  });

  it('refuses keys that could leave their place', async () => {
    const store = make();
    for (const key of ['../secret.txt', '/etc/passwd', 'kyc/../../x.webp', 'kyc/a b.webp', 'noextension']) {
      await expect(store.put(key, picture, 'image/webp')).rejects.toThrow(/Not a file-store key/);
    }
  });
});

describe('the S3 client signs like AWS (checked by the test server from first principles)', () => {
  it('stored the object with its type in the bucket, signed with the body hash', async () => {
    const store = s3FileStore({ ...credentials, endpoint: s3.endpoint });
    await store.put('chat/42.webp', picture, 'image/webp');
    expect(s3.objects.get('chat/42.webp')).toEqual({ data: picture, contentType: 'image/webp' });
  });

  it.each([
    ['a wrong secret', { secretAccessKey: 'not-the-secret' }, 'SignatureDoesNotMatch'],
    ['a wrong key id', { accessKeyId: 'AKIAOTHER' }, 'InvalidAccessKeyId'],
    ['a wrong region', { region: 'us-east-1' }, 'AuthorizationHeaderMalformed'],
  ])('is refused with %s', async (_case, wrong, code) => {
    const store = s3FileStore({ ...credentials, ...wrong, endpoint: s3.endpoint });
    await expect(store.put('chat/43.webp', picture, 'image/webp')).rejects.toThrow(/answered 403/);
    expect(s3.refused.at(-1)).toBe(code);
    expect(s3.objects.has('chat/43.webp')).toBe(false);
  });
});
