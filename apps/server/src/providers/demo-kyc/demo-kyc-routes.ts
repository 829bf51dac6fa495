import type { IncomingHttpHeaders } from 'node:http';
import { profilePath } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { Busboy } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import type { DocumentSide } from '../../db/tables/verification.table.ts';
import type { UploadCheck } from '../../modules/images/uploaded-image.service.ts';
import { checkCheckoutToken } from '../demo-pay/checkout-token.ts';
import { findDemoApplicant } from './demo-kyc.repository.ts';
import { DOCUMENT_TYPES, type KycDesk, type Notify, sidesOf, submitDocuments } from './demo-kyc.service.ts';
import { flowPath, flowSecret, KYC_PROVIDER_PATH } from './demo-kyc.ts';
import {
  type FlowErrors,
  KYC_PROVIDER_CSP,
  renderFlow,
  renderRefusedLink,
  renderStatus,
} from './demo-kyc-page.ts';

const SIDES: readonly DocumentSide[] = ['front', 'back', 'selfie'];

/** What the composition root hands the provider: the platform's side of the webhook, and the upload checks. */
export interface KycProviderWiring {
  webhookSecret: string;
  notify: Notify;
  /** The images module's check of an uploaded picture (uploaded-image.service.ts), and its size limit. */
  checkImage: (bytes: Buffer) => Promise<UploadCheck>;
  maxUploadBytes: number;
}

export function kycDesk(services: AppServices, wiring: KycProviderWiring): KycDesk {
  return {
    db: services.db,
    files: services.fileStore,
    secret: wiring.webhookSecret,
    notify: wiring.notify,
  };
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', KYC_PROVIDER_CSP)
    .type('text/html; charset=utf-8')
    .send(body);
}

// Back only to a page of this site: the link's `return` is the platform's, but anyone can edit a URL.
// It passes the one check every return address does (decision 0015), after normalisation, so
// `/..//evil.example` cannot leave the site; anything refused goes back to the verification tab.
const flowQuery = z.object({
  token: z.string().optional().catch(undefined),
  return: z
    .unknown()
    .transform(
      (value) => (typeof value === 'string' && safeInternalPath(value)) || profilePath('verification'),
    ),
});

interface Upload {
  fields: Record<string, string>;
  files: Map<string, Buffer | 'too_large'>;
}

/** A multipart body with the flow's fields and at most its three files, each within `maxFileBytes`. */
function parseUpload(
  headers: IncomingHttpHeaders,
  body: Buffer,
  maxFileBytes: number,
): Promise<Upload | undefined> {
  return new Promise((resolve) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { 'content-type': headers['content-type'] ?? '' },
        limits: { fileSize: maxFileBytes, files: SIDES.length, fields: 5, fieldSize: 200 },
      });
    } catch {
      resolve(undefined);
      return;
    }
    const upload: Upload = { fields: {}, files: new Map() };
    parser.on('field', (name: string, value: string) => {
      upload.fields[name] = value;
    });
    parser.on('file', (name: string, stream: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        // An empty file input is sent as a part with no bytes: no file chosen.
        if (tooLarge) upload.files.set(name, 'too_large');
        else if (data.length > 0) upload.files.set(name, data);
      });
    });
    parser.on('error', () => resolve(undefined));
    parser.on('finish', () => resolve(upload));
    parser.end(body);
  });
}

/**
 * The built-in verification provider's hosted flow: opened with the signed link getAccessToken handed
 * out, it takes the document type, its sides and a selfie, checks every picture (uploaded-image.service.ts),
 * keeps them under DATA_DIR/kyc and tells the platform the applicant waits for a decision. Mounted only
 * with DEMO_MODE (demo-stand-ins.ts).
 */
export async function kycProviderRoutes(
  app: FastifyInstance,
  services: AppServices,
  wiring: KycProviderWiring,
) {
  const desk = kycDesk(services, wiring);
  const linkSecret = flowSecret(services.config.sessionSecret);
  type FlowRequest = { Params: { applicant: string } };

  /** The link's token must be the one handed out for this applicant, unexpired. */
  const opened = (request: FastifyRequest<FlowRequest>, reply: FastifyReply) => {
    const query = flowQuery.parse(request.query);
    const check = checkCheckoutToken(linkSecret, request.params.applicant, query.token);
    if (check !== 'ok') return { refused: html(reply, renderRefusedLink(check, query.return), 403) };
    const action = `${flowPath(request.params.applicant)}?${new URLSearchParams({
      token: query.token as string,
      return: query.return,
    })}`;
    return { query, action };
  };

  app.get<FlowRequest>(`${KYC_PROVIDER_PATH}/flow/:applicant`, async (request, reply) => {
    const link = opened(request, reply);
    if ('refused' in link) return link.refused;
    const applicant = await findDemoApplicant(services.db, request.params.applicant);
    if (!applicant) return html(reply, renderRefusedLink('invalid', link.query.return), 404);
    if (applicant.status === 'pending' || applicant.status === 'approved') {
      return html(reply, renderStatus(applicant.status, link.query.return));
    }
    return html(reply, renderFlow(link.action));
  });

  // Multipart with files is this route's own: the platform's API takes form fields only.
  app.removeContentTypeParser('multipart/form-data');
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post<FlowRequest>(
    `${KYC_PROVIDER_PATH}/flow/:applicant`,
    {
      bodyLimit: SIDES.length * wiring.maxUploadBytes + 64 * 1024,
      // The link is checked before the body is read: without it nobody gets to make the server buffer
      // up to 30 MB (issue 13, item 6: uploads must not be a way around the body limit).
      onRequest: async (request, reply) => {
        const link = opened(request, reply);
        if ('refused' in link) return link.refused;
      },
    },
    async (request, reply) => {
      const link = opened(request, reply);
      if ('refused' in link) return link.refused;
      const upload = Buffer.isBuffer(request.body)
        ? await parseUpload(request.headers, request.body, wiring.maxUploadBytes)
        : undefined;
      const documentType = DOCUMENT_TYPES.find((type) => type === upload?.fields.document_type);
      if (!upload || !documentType) {
        return html(reply, renderFlow(link.action, { document_type: 'missing' }), 422);
      }
      const errors: FlowErrors = {};
      const images = new Map<DocumentSide, Buffer>();
      for (const side of sidesOf(documentType)) {
        const file = upload.files.get(side);
        if (file === undefined || file === 'too_large') {
          errors[side] = file ?? 'missing';
          continue;
        }
        const check = await wiring.checkImage(file);
        if (check.ok) images.set(side, check.image.data);
        else errors[side] = check.refusal;
      }
      if (Object.keys(errors).length > 0) return html(reply, renderFlow(link.action, errors), 422);
      if (!(await submitDocuments(desk, request.params.applicant, documentType, images))) {
        const applicant = await findDemoApplicant(services.db, request.params.applicant);
        return html(reply, renderStatus(applicant?.status ?? 'init', link.query.return), 409);
      }
      return reply.redirect(link.query.return, 303);
    },
  );
}
