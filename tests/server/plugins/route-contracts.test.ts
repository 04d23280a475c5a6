import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api-contract';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('one contract per /api route (shared/api-contract.ts)', () => {
  it("walks Fastify's route table: every /api route has its contract and every contract its route", async () => {
    t = await buildTestApp();
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.slice('/api'.length)}`);
    expect(registered.sort()).toEqual(Object.keys(API).sort());
  });

  it('an /api route without a contract stops the app at start, naming the route', async () => {
    await expect(buildTestApp({ extraRoutes: (app) => void app.get('/api/forgotten', async () => ({ secret: 'x' })) })).rejects.toThrow(
      'GET /api/forgotten has no contract in shared/api-contract.ts',
    );
  });

  it("an /api route declaring schemas of its own instead of its contract's stops the app at start", async () => {
    const ownSchema = { response: { 200: Type.Object({ status: Type.String() }) } };
    await expect(
      buildTestApp({ extraRoutes: (app) => void app.post('/api/health', { schema: ownSchema }, async () => ({ status: 'ok' })) }),
    ).rejects.toThrow('POST /api/health has no contract');
    await expect(
      buildTestApp({ extraRoutes: (app) => void app.get('/api/picks', { schema: ownSchema }, async () => ({ status: 'ok' })) }),
    ).rejects.toThrow("GET /api/picks must use schema: API['GET /picks']");
  });
});
