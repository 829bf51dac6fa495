import { defineAction } from '@casino/shared/api/define-action';
import { formFlag, formInt, formList, formText } from '@casino/shared/api/form-params';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database.ts';
import { createContentCache } from '../modules/content/content.service.ts';
import { freshPglite, testConfig } from '../test/test-app.ts';
import { wireThirdParties } from '../third-parties.ts';
import { PersonalValuesCache } from '../web/personal-values-cache.ts';
import type { RegisteredAction } from './action-registry.ts';
import { apiRoutes } from './api-routes.ts';
import { sendApiError } from './error-handler.ts';
import { registerFormBodies } from './form-bodies.ts';

// A POST action that echoes what it was given shows how form data reaches a handler.
const echo = defineAction({
  method: 'POST',
  access: 'public',
  summary: 'test echo',
  params: z.object({
    amount: formInt({ min: 1 }),
    note: formText().optional(),
    tags: formList(z.string()).optional(),
    notify: formFlag().optional(),
  }),
  result: z.unknown(),
});

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await freshPglite();
  app = Fastify();
  await registerFormBodies(app);
  app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
  const registry = new Map<string, RegisteredAction>([
    [
      'test.echo',
      {
        name: 'test.echo' as RegisteredAction['name'],
        definition: echo,
        handler: (params, ctx) => ({ params, locale: ctx.request.locale, nonStrict: ctx.request.nonStrict }),
      },
    ],
  ]);
  // The echo action is not part of the contract, so the test brings its own name resolver.
  const core = { config: testConfig, db: database.db, contentCache: createContentCache() };
  await app.register(async (scope) =>
    apiRoutes(scope, { ...core, ...wireThirdParties(core) }, registry, new PersonalValuesCache(), (name) =>
      name.toLowerCase() === 'test.echo' ? 'test.echo' : undefined,
    ),
  );
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('API form data', () => {
  it('reads urlencoded bodies, coerces text and keeps lang/v/nonstrict out of the params', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/TEST.echo?lang=de&v=2.34&nonstrict=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=25&note=+hi+&tags=a,b&notify=1&unknown=x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      params: { amount: 25, note: 'hi', tags: ['a', 'b'], notify: true },
      locale: 'de',
      nonStrict: true,
    });
  });

  it('reads multipart bodies', async () => {
    const form = new FormData();
    form.set('amount', '7');
    form.set('notify', '0');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/api/test.echo',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.params).toEqual({ amount: 7, notify: false });
    expect(response.json().data.locale).toBe('en');
  });

  it('treats empty values as missing and reports each bad field once', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test.echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'amount=&notify=maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.invalid_parameters).sort()).toEqual(['amount', 'notify']);
  });
});
