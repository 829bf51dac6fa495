import { ERROR_STATUS } from '@casino/shared/errors/error-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countEvents() {
  return t.database.db
    .selectFrom('tracking_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

describe('API envelope', () => {
  it('answers success as {"data": ...}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getgeneralinfo?lang=en&v=2.34' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.default_currency).toBe('USD');
  });

  it('matches action names case-insensitively', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/GetGeneralInfo' });
    expect(response.statusCode).toBe(200);
    const banners = await t.app.inject({ method: 'GET', url: '/api/Banners.Get' });
    expect(banners.statusCode).toBe(200);
  });

  it('answers an unknown action with MethodNotFoundException', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope.nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ type: 'MethodNotFoundException', code: 'MethodNotFound' });
  });

  it('refuses the wrong HTTP method with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/getgeneralinfo', payload: {} });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
    expect(response.json().error.type).toBe('InvalidRequestException');
  });

  it.each([
    ['count=abc', 'count'],
    ['count=0', 'count'],
    ['count=101', 'count'],
    ['offset=-1', 'offset'],
    ['fields=id,secret', 'fields.1'],
    ['count=1.5', 'count'],
  ])('refuses bad parameters (%s) with invalid_parameters', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/banners.get?${query}` });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.type).toBe('InvalidParameterException');
    expect(error.invalid_parameters[field]).toEqual(expect.any(String));
  });

  // Spec §5, §8: a parameter check's refusal is a shared validator's text, which the site's validation
  // dictionary shows in the player's language.
  it.each([
    ['count=0', 'count', 'Min value is 1'],
    ['count=101', 'count', 'Max value is 100'],
    [`event_name=${'x'.repeat(101)}`, 'event_name', 'Max length is 100'],
    ['', 'event_name', 'Field is required'],
  ])('answers a refused parameter (%s) with the validator message', async (query, field, text) => {
    const action = field === 'count' ? 'banners.get' : 'events.handle';
    const response = await t.app.inject({ method: 'GET', url: `/api/${action}?${query}` });
    expect(response.json().error.invalid_parameters[field]).toBe(text);
  });

  it('changes nothing when the input is invalid', async () => {
    const before = await countEvents();
    const bad = [
      '/api/events.handle',
      '/api/events.handle?event_name=has%20space',
      `/api/events.handle?event_name=${'x'.repeat(101)}`,
      '/api/events.handle?event_name=ok&event_params=%7Bnot-json',
      '/api/events.handle?event_name=ok&event_params=%5B1%2C2%5D',
    ];
    for (const url of bad) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    expect(await countEvents()).toBe(before);
  });

  it('refuses an oversize body with InvalidRequestException 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events.handle',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `event_name=${'a'.repeat(1024 * 1024 + 10)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.type).toBe('InvalidRequestException');
  });

  it('refuses a garbage JSON body and an unknown content type', async () => {
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/events.handle',
      headers: { 'content-type': 'application/json' },
      payload: '{"event_name": ',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.type).toBe('InvalidRequestException');
    const unknownType = await t.app.inject({
      method: 'POST',
      url: '/api/events.handle',
      headers: { 'content-type': 'application/x-casino' },
      payload: 'whatever',
    });
    expect(unknownType.statusCode).toBe(415);
    expect(unknownType.json().error.type).toBe('InvalidRequestException');
  });

  it('answers any non-API unknown path with the envelope too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nfx/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.type).toBe('MethodNotFoundException');
  });

  it('answers a bug with InternalServerErrorException, a request id and no internals', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/getgeneralinfo' });
    await broken.app.close();
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error).toEqual({
      type: 'InternalServerErrorException',
      code: 'InternalServerError',
      message: 'Internal server error',
      error_data: { request_id: response.headers['x-request-id'] },
    });
    expect(response.body).not.toMatch(/select|at \w+ \(|\.ts:\d+/i);
  });

  it('serves an OpenAPI document of every action', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/banners.get'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['lang', 'v', 'offset', 'count', 'fields']),
    );
    expect(doc.paths['/api/getgeneralinfo'].get.responses['200']).toBeDefined();
    expect(
      doc.paths['/api/events.handle'].get.responses.default.content['application/json'].schema.properties
        .error.properties.type.enum,
    ).toEqual(Object.keys(ERROR_STATUS));
  });

  it('answers /healthz once the app can serve', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('maintenance mode', () => {
  it('answers every action but general info with ApplicationDisabledException 503', async () => {
    const maintenance = await createTestApp(undefined, { maintenanceMode: true });
    try {
      const banners = await maintenance.app.inject({ method: 'GET', url: '/api/banners.get' });
      expect(banners.statusCode).toBe(503);
      expect(banners.json().error.type).toBe('ApplicationDisabledException');
      const info = await maintenance.app.inject({ method: 'GET', url: '/api/getgeneralinfo' });
      expect(info.statusCode).toBe(200);
      expect(info.json().data.domain_state).toBe('maintenance');
    } finally {
      await maintenance.close();
    }
  });
});
