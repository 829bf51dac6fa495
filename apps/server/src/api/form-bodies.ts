import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '@casino/shared/errors/api-error';
import { Busboy } from '@fastify/busboy';
import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/**
 * The largest request body: every action takes form fields only (spec §7; no action of the contract
 * takes a file), and the longest of them is a few kilobytes.
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_FIELDS = 200;

export type FormFields = Record<string, string | string[]>;

/**
 * Form bodies of spec §7, urlencoded or multipart, both within BODY_LIMIT_BYTES. Fastify reads a
 * multipart body as it does any other (refused by Content-Length, or as soon as the stream passes the
 * limit), and only then is it parsed: no upload can hold more memory than an urlencoded form.
 */
export async function registerFormBodies(app: FastifyInstance) {
  await app.register(formBody, { bodyLimit: BODY_LIMIT_BYTES });
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      parseMultipartFields(request.headers, body as Buffer).then(
        (fields) => done(null, fields),
        (error: unknown) => done(error as Error),
      );
    },
  );
}

function malformed(message: string, status = 400): ApiError {
  return new ApiError('InvalidRequestException', message, { status });
}

/** The fields of a whole multipart body; repeated names become lists, as in an urlencoded form. */
export function parseMultipartFields(headers: IncomingHttpHeaders, body: Buffer): Promise<FormFields> {
  return new Promise((resolve, reject) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { 'content-type': headers['content-type'] ?? '' },
        limits: { fieldSize: BODY_LIMIT_BYTES, fields: MAX_FIELDS, parts: MAX_FIELDS, files: 0 },
      });
    } catch {
      // No boundary in the content type.
      reject(malformed('Malformed multipart body'));
      return;
    }
    const fields: FormFields = Object.create(null);
    // A limit ends the parse at once: the body is already whole in memory, and busboy left waiting on
    // a part it skips can stall.
    const refuse = (error: ApiError) => reject(error);
    parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) return refuse(malformed('Request body is too large', 413));
      const previous = fields[name];
      if (previous === undefined) fields[name] = value;
      else if (Array.isArray(previous)) previous.push(value);
      else fields[name] = [previous, value];
    });
    parser.on('filesLimit', () => refuse(malformed('No action takes files')));
    parser.on('fieldsLimit', () => refuse(malformed('Too many fields', 413)));
    parser.on('partsLimit', () => refuse(malformed('Too many fields', 413)));
    parser.on('error', () => reject(malformed('Malformed multipart body')));
    parser.on('finish', () => resolve(fields));
    parser.end(body);
  });
}
