import { describe, expect, it } from 'vitest';
import { toApiError } from '../api/error-handler.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a failing query', () => {
  it.each([
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('timeout exceeded when trying to connect'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('rollback failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
  ])('$message is an outage: 503 ApplicationUnavailable', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toApiError(error, 'r1')).toMatchObject({ type: 'ApplicationUnavailableException', status: 503 });
  });

  it.each([
    withCode('syntax error at or near "selec"', '42601'),
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('could not serialize access', '40001'),
    new Error('something else'),
  ])('$message is not', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toApiError(error, 'r1').type).toBe('InternalServerErrorException');
  });
});
