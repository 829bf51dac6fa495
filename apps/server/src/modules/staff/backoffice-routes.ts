import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseActionParams } from '@casino/shared/api/define-action';
import { backofficeContract, reportQuerySchema } from '@casino/shared/backoffice/backoffice.contract';
import {
  BACKOFFICE_API_PATH,
  BACKOFFICE_PATH,
  type BackofficeActionName,
  kycImagePath,
  mayCall,
  roleMayCall,
} from '@casino/shared/backoffice/backoffice-access';
import { mayReadReport, REPORT_CSV_PATH, REPORT_NAMES } from '@casino/shared/backoffice/reports';
import { ApiError } from '@casino/shared/errors/api-error';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../api/action-context.ts';
import { actionParams, assertSameOrigin } from '../../api/api-routes.ts';
import { toInvalidParameters } from '../../api/dispatch-action.ts';
import { readCookie } from '../../lib/cookies.ts';
import { backofficeBuildDir, buildStoreDir } from '../../repo-paths.ts';
import { reportCsv, reportQuery } from '../reports/reports.service.ts';
import { applicantImage } from '../verification/verification.service.ts';
import { recordAudit } from './audit.service.ts';
import { backofficeHandlers } from './backoffice-actions.ts';
import type { BackofficeContext } from './backoffice-context.ts';
import { resolveStaffSession, STAFF_SESSION_COOKIE } from './staff.service.ts';

const byLowerName = new Map(
  (Object.keys(backofficeContract) as BackofficeActionName[]).map((name) => [name.toLowerCase(), name]),
);

const actionPathSchema = z.object({ action: z.string().max(100) });

/**
 * The back-office's own pages: scripts, styles and connections only from this origin, never framed,
 * never indexed, never cached, nothing leaked in a Referer.
 */
export const BACKOFFICE_PAGE_HEADERS: ReadonlyArray<[string, string]> = [
  [
    'content-security-policy',
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  ],
  ['x-frame-options', 'DENY'],
  ['x-robots-tag', 'noindex, nofollow'],
  ['referrer-policy', 'no-referrer'],
  ['cache-control', 'no-store'],
];

/**
 * `/backoffice/api/{action}`: the player API's envelope, validation and CSRF check, with the staff
 * session instead of the player's and each action's roles checked before its handler runs.
 */
export async function backofficeApiRoutes(app: FastifyInstance, services: AppServices) {
  app.route({
    method: ['GET', 'POST'],
    url: `${BACKOFFICE_API_PATH}/:action`,
    handler: async (request, reply) => {
      const rawName = actionPathSchema.parse(request.params).action;
      const name = byLowerName.get(rawName.toLowerCase());
      if (!name) throw new ApiError('MethodNotFoundException', `Method not found: ${rawName}`);
      const definition = backofficeContract[name];
      // Reads too: the session cookie is SameSite=Strict, and nothing here is meant for other sites.
      assertSameOrigin(request, services, true);
      const method = request.method === 'POST' ? 'POST' : 'GET';
      if (method !== definition.method) {
        throw new ApiError('InvalidRequestException', `${name} must be called with ${definition.method}`, {
          status: 405,
          errorData: { allow: definition.method },
        });
      }
      const staff = await resolveStaffSession(
        services.db,
        readCookie(request.headers.cookie, STAFF_SESSION_COOKIE),
      );
      if (definition.roles !== 'anyone' && !staff) {
        throw new ApiError('AuthorizationException', 'Sign in to the back-office');
      }
      if (!roleMayCall(definition.roles, staff?.role ?? null)) {
        throw new ApiError('AccessDeniedException', 'Your role may not do this');
      }
      const given = Object.fromEntries(
        Object.entries(actionParams(request)).filter(([, value]) => value !== ''),
      );
      const parsed = parseActionParams(definition, given);
      if (!parsed.success) {
        throw new ApiError('InvalidParameterException', 'Invalid parameters', {
          invalidParameters: toInvalidParameters(parsed.error),
        });
      }
      const userAgent = request.headers['user-agent'] ?? null;
      const ctx: BackofficeContext = {
        ...services,
        staff,
        client: { ip: request.ip, userAgent },
        actor: { staffId: staff?.staffId ?? null, ip: request.ip, userAgent },
        cookies: [],
        log: request.log,
      };
      const handler = backofficeHandlers[name] as (
        params: unknown,
        ctx: BackofficeContext,
      ) => Promise<unknown>;
      const data = await handler(parsed.data, ctx);
      if (ctx.cookies.length > 0) reply.header('set-cookie', ctx.cookies);
      return reply.header('cache-control', 'no-store').send({ data });
    },
  });
}

const kycImageSchema = z.object({
  player: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  side: z.enum(['front', 'back', 'selfie']),
});

/**
 * A player's identity-document image, for the staff who decide on it (the KYC queue's roles) and no
 * one else: the files stay out of every public folder. Same-origin only, never cached.
 */
export async function kycImageRoutes(app: FastifyInstance, services: AppServices) {
  app.get(kycImagePath(':player', ':side'), async (request, reply) => {
    const params = kycImageSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('MethodNotFoundException', 'Not found');
    const staff = await resolveStaffSession(
      services.db,
      readCookie(request.headers.cookie, STAFF_SESSION_COOKIE),
    );
    if (!staff) throw new ApiError('AuthorizationException', 'Sign in to the back-office');
    if (!mayCall('verification.pending', staff.role)) {
      throw new ApiError('AccessDeniedException', 'Your role may not do this');
    }
    const image = await applicantImage(
      { db: services.db, provider: services.verificationProvider },
      params.data.player,
      params.data.side,
    );
    if (!image) throw new ApiError('MethodNotFoundException', 'Not found');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'")
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .type('image/webp')
      .send(image);
  });
}

const reportFileSchema = z.object({
  file: z
    .string()
    .endsWith('.csv')
    .transform((file) => file.slice(0, -'.csv'.length))
    .pipe(z.enum(REPORT_NAMES)),
});

/**
 * `GET /backoffice/reports/{report}.csv?sort=&order=&filters=`: a report's whole table (its sort and
 * filters as the table's) as a CSV download, streamed batch by batch (decision 0046). A file, not the
 * API's envelope, so a plain route: the same session, roles (the reports action's and the report's
 * own) and same-site check as an action; every export is written to the audit log before it starts,
 * since it is the one way a report's data leaves the back-office.
 */
export async function reportExportRoutes(app: FastifyInstance, services: AppServices) {
  app.get(`${REPORT_CSV_PATH}/:file`, async (request, reply) => {
    const file = reportFileSchema.safeParse(request.params);
    if (!file.success) throw new ApiError('MethodNotFoundException', 'No such report');
    assertSameOrigin(request, services, true);
    const staff = await resolveStaffSession(
      services.db,
      readCookie(request.headers.cookie, STAFF_SESSION_COOKIE),
    );
    if (!staff) throw new ApiError('AuthorizationException', 'Sign in to the back-office');
    const report = file.data.file;
    if (!mayCall('reports.get', staff.role) || !mayReadReport(report, staff.role)) {
      throw new ApiError('AccessDeniedException', 'Your role may not do this');
    }
    const params = reportQuerySchema
      .omit({ report: true })
      .safeParse(
        Object.fromEntries(Object.entries(actionParams(request)).filter(([, value]) => value !== '')),
      );
    if (!params.success) {
      throw new ApiError('InvalidParameterException', 'Invalid parameters', {
        invalidParameters: toInvalidParameters(params.error),
      });
    }
    const query = reportQuery({ report, ...params.data });
    await recordAudit(
      services.db,
      { staffId: staff.staffId, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      {
        action: 'reports.export',
        target: { type: 'report', id: report },
        after: { sort: query.sort, order: query.order, filters: params.data.filters ?? {} },
      },
    );
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${report}-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .type('text/csv; charset=utf-8')
      .send(Readable.from(reportCsv(services.db, query)));
  });
}

const assetSchema = z.object({ file: z.string().regex(/^[\w.-]{1,100}$/) });

function sendPage(reply: FastifyReply, html: string) {
  for (const [header, value] of BACKOFFICE_PAGE_HEADERS) reply.header(header, value);
  return reply.type('text/html; charset=utf-8').send(html);
}

/**
 * The back-office app (apps/backoffice, its own bundle, never part of the player site): one page for
 * every path under /backoffice, its hashed assets under /backoffice/assets.
 */
export async function backofficeAppRoutes(app: FastifyInstance) {
  const dir = existsSync(path.join(buildStoreDir, 'CURRENT')) ? backofficeBuildDir() : undefined;
  const indexFile = dir && path.join(dir, 'index.html');
  if (!dir || !indexFile || !existsSync(indexFile)) {
    throw new Error(`The back-office build is missing (${dir ?? buildStoreDir}); run "npm run build" first.`);
  }
  const html = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(dir, 'assets'),
    prefix: `${BACKOFFICE_PATH}/assets/`,
    serve: false,
    preCompressed: true,
    // Otherwise send's own `max-age=0` replaces the header set below.
    cacheControl: false,
  });
  app.get(`${BACKOFFICE_PATH}/assets/:file`, async (request, reply) => {
    const params = assetSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('MethodNotFoundException', 'Not found');
    for (const [header, value] of BACKOFFICE_PAGE_HEADERS) reply.header(header, value);
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.sendFile(params.data.file);
  });
  app.get(BACKOFFICE_PATH, async (_request, reply) => sendPage(reply, html));
  app.get(`${BACKOFFICE_PATH}/*`, async (_request, reply) => sendPage(reply, html));
}
