import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestAccount } from './accounts';

/**
 * A request from a signed-in member, as their device sends it: their session cookie, and a fresh Idempotency-Key on
 * every change (or the one given, to replay a request).
 */
export function memberRequest(app: () => FastifyInstance) {
  return (member: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, key?: string) =>
    app().inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: method === 'GET' ? {} : { 'idempotency-key': key ?? crypto.randomUUID() },
      cookies: { sid: member.sessionId },
    });
}
