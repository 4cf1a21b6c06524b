// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './api-test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.app.close());

describe('an address under the API that no endpoint serves', () => {
  it.each([
    ['GET', '/api/v3/no-such-endpoint/'],
    ['GET', '/home/api/geo/nowhere/'],
    // An event id of "." is folded away by the URL parser: the fuzz test's counterexample (seed 517523103).
    ['POST', '/api/v3/events/./saves/'],
  ] as const)('%s %s answers 404 NOT_FOUND in the product API error body', async (method, url) => {
    const token = 'a'.repeat(32);
    const res = await t.app.inject({ method, url, headers: { 'x-csrftoken': token }, cookies: { csrftoken: token } });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({
      error: 'NOT_FOUND',
      error_description: expect.stringMatching(/was not found\.$/),
      error_detail: {},
    });
  });
});
