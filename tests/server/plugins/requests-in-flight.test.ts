import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../helpers/deferred';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** 'settled' if every request begun has finished its work before `deadline` settles, else 'running'. */
async function settledBefore(app: TestApp['app'], deadline: Promise<unknown>): Promise<'settled' | 'running'> {
  return Promise.race([app.requestsSettled().then(() => 'settled' as const), deadline.then(() => 'running' as const)]);
}

/** 'settled' as soon as every request begun has finished its work; 'running' if that takes `ms` (a deadline, not a wait). */
async function settledWithin(app: TestApp['app'], ms: number): Promise<'settled' | 'running'> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await settledBefore(app, new Promise((resolve) => (timer = setTimeout(resolve, ms))));
  clearTimeout(timer);
  return outcome;
}

describe('requests in flight (the database closes only after them)', () => {
  it('counts none once each kind of request has been answered: by its handler, by a hook, as not found, as a bad body, as an error', async () => {
    t = await buildTestApp({
      extraRoutes: (scope) => {
        scope.get('/fails', async () => {
          throw new Error('this handler fails');
        });
      },
    });
    const { app } = t;
    expect(await settledWithin(app, 1000)).toBe('settled');
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/profiles/all' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
      app.inject({ method: 'POST', url: '/api/waitlist', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      app.inject({ method: 'GET', url: '/fails' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400, 500]);
    expect(await settledWithin(app, 1000)).toBe('settled');
  });

  it('counts a handler that has answered but is still working until it ends', async () => {
    let finishWork = () => {};
    const work = new Promise<void>((resolve) => {
      finishWork = resolve;
    });
    const responseClosed = deferred();
    t = await buildTestApp({
      extraRoutes: (scope) => {
        scope.get('/answers-then-works', async (_request, reply) => {
          reply.raw.once('close', () => responseClosed.resolve());
          await reply.send({ answered: true });
          await work;
          await scope.db.get('SELECT 1 AS one');
        });
      },
    });
    const { app } = t;
    const answer = await app.inject({ method: 'GET', url: '/answers-then-works' });
    expect(answer.json()).toEqual({ answered: true });
    // Its response has closed: a count that ended with the response would have settled by the next turn.
    await responseClosed.promise;
    expect(await settledBefore(app, new Promise((resolve) => setImmediate(resolve)))).toBe('running');
    // Everyone who asked meanwhile hears once the work has ended (the database's close among them).
    const askedBefore = app.requestsSettled();
    const askedAfter = app.requestsSettled();
    finishWork();
    await Promise.all([askedBefore, askedAfter]);
    expect(await settledWithin(app, 1000)).toBe('settled');
  });
});
