import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a reset connection, wrapped by Drizzle',
      wrapped(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
    ],
    ['the pool giving up', wrapped(new Error('timeout exceeded when trying to connect'))],
    ['a connection ended under a query', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'the server shutting down',
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ],
    ['a connection failure SQLSTATE', Object.assign(new Error('connection failure'), { code: '08006' })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(Object.assign(new Error('duplicate key value'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error at or near'), { code: '42601' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
