import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The smallest answer worth compressing: below it the headers and the work cost more than they save. */
export const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (listed, or `*`, with a non-zero quality). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const entry of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = entry.split(';').map((piece) => piece.trim());
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Bytes that answer many requests alike, with their gzip, made when a client first takes it. */
export interface SharedBytes {
  bytes: Buffer;
  gzipped?: Buffer;
}

export const sharedBytes = (body: string): SharedBytes => ({ bytes: Buffer.from(body) });

/**
 * Sends bytes many answers share, gzipped once for every client that takes gzip rather than compressed
 * again for each answer (as app.ts's plugin would: a 68 KB messages file cost a brotli pass per visit).
 */
export function sendShared(request: FastifyRequest, reply: FastifyReply, shared: SharedBytes): FastifyReply {
  if (shared.bytes.length < COMPRESS_FROM_BYTES || !acceptsGzip(request.headers['accept-encoding'])) {
    return reply.send(shared.bytes);
  }
  shared.gzipped ??= gzipSync(shared.bytes);
  return reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').send(shared.gzipped);
}
