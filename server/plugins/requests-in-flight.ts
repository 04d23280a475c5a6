import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every request already begun has finished its work (its handler, or the hook that answered it). */
    requestsSettled(): Promise<void>;
  }
}

/**
 * Keeps count of the requests whose work is still running, so the database is closed only after them. A request's
 * work can outlive its connection: a phone that loses its signal closes the socket, the server's close then stops
 * waiting for it, but the handler goes on reading and writing. Without this, shutting down closed the database (and
 * exited) under it. A request runs from its first hook until its handler ends; one answered or dropped before its
 * handler ran (a hook's 401 or 429, a body that never came) until its response closes.
 */
export default fp(
  async function requestsInFlight(app: FastifyInstance) {
    const handlerStarted = new WeakSet<FastifyRequest>();
    const running = new Set<FastifyRequest>();
    let waiting: (() => void)[] = [];
    const settle = (request: FastifyRequest) => {
      if (!running.delete(request) || running.size > 0) return;
      const resolveAll = waiting;
      waiting = [];
      for (const resolve of resolveAll) resolve();
    };

    // Every route's handler, wrapped: the request runs until the handler's promise settles (even after it answered).
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function handle(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
        handlerStarted.add(request);
        running.add(request);
        let result: unknown;
        try {
          result = handler.call(this, request, reply);
        } catch (error) {
          settle(request);
          throw error;
        }
        if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function') {
          return Promise.resolve(result).finally(() => settle(request));
        }
        settle(request);
        return result;
      } as RouteHandlerMethod;
    });

    // A callback hook, not an async one: it runs on every request, and needs no promise.
    app.addHook('onRequest', (request, reply, done) => {
      running.add(request);
      reply.raw.once('close', () => {
        if (!handlerStarted.has(request)) settle(request);
      });
      done();
    });

    app.decorate('requestsSettled', () => {
      if (running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
      });
    });
  },
  { name: 'requests-in-flight' },
);
