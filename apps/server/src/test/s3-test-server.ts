import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server for tests (no network): PUT and GET of objects in one bucket, each
 * request's AWS Signature Version 4 checked here from first principles (not with the client's
 * library), so a wrong key, region, date, header or body is refused as S3 refuses it (403).
 */
export interface S3TestServer {
  endpoint: string;
  objects: Map<string, { data: Buffer; contentType: string }>;
  /** Requests refused, with S3's error code. */
  refused: string[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Why the request's signature is wrong, or null when it is right. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): string | null {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!stamp || !amzDate.startsWith(day as string)) return 'AccessDenied';
  const signedAt = Date.UTC(+stamp[1]!, +stamp[2]! - 1, +stamp[3]!, +stamp[4]!, +stamp[5]!, +stamp[6]!);
  if (Math.abs(now.getTime() - signedAt) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = (signedHeaders as string).split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'AccessDenied';
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => `${rfc3986(key)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day as string), region as string), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'SignatureDoesNotMatch';
}

export async function startS3TestServer(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<S3TestServer> {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const refused: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const fail = (status: number, code: string) => {
        refused.push(code);
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      const problem = signatureProblem(request, body, options, new Date());
      if (problem) return fail(403, problem);
      const path = new URL(request.url ?? '/', 'http://s3.test').pathname;
      const prefix = `/${options.bucket}/`;
      if (!path.startsWith(prefix)) return fail(404, 'NoSuchBucket');
      const key = decodeURIComponent(path.slice(prefix.length));
      if (request.method === 'PUT') {
        objects.set(key, { data: body, contentType: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return response.end();
      }
      if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) return fail(404, 'NoSuchKey');
        response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.data.length });
        return response.end(object.data);
      }
      return fail(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
