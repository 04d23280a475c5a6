import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
// http_ece is what web-push encrypts with; here it decrypts, as a browser's push client would (RFC 8291).
import ece from 'http_ece';

/** A certificate for 127.0.0.1, made once for the tests (openssl, valid a century); PUSH_ENDPOINT_CA names it. */
const TLS = new URL('../server/fixtures/push-tls/', import.meta.url);
export const PUSH_TEST_CA = new URL('cert.pem', TLS).pathname;

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local HTTPS endpoint standing in for a browser's push service: it records every push and answers each path with
 * the status set for it (201 by default). A push service takes a message only when it answers 201, so `accepted` lists
 * the pushes answered 201 whose answer was written out in full; `holdFrom(n)` keeps the nth request and every later
 * one waiting, received but unanswered, until `release()` (or until its sender's connection drops: then never).
 */
export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const accepted: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  let holdingFrom: number | null = null;
  const held = new Set<() => void>();
  const server = https.createServer(
    { key: fs.readFileSync(new URL('key.pem', TLS)), cert: fs.readFileSync(new URL('cert.pem', TLS)) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        const push = { path, headers: request.headers, body: Buffer.concat(chunks) };
        received.push(push);
        const status = statuses.get(path) ?? 201;
        const answer = () => {
          held.delete(answer);
          if (status === 201) response.once('finish', () => accepted.push(push));
          response.writeHead(status).end();
        };
        if (holdingFrom === null || received.length < holdingFrom) return answer();
        held.add(answer);
        // A sender that is gone (its process killed) never gets this answer.
        response.once('close', () => held.delete(answer));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const release = () => {
    holdingFrom = null;
    for (const answer of [...held]) answer();
  };
  return {
    origin,
    received,
    accepted,
    answer: (path: string, status: number) => statuses.set(path, status),
    /** Holds the nth request received (counting from 1, those before it included) and every one after it. */
    holdFrom: (nth: number) => {
      holdingFrom = nth;
    },
    /** How many requests are held now, their senders still waiting. */
    holding: () => held.size,
    /** Answers the held requests and holds no more. */
    release,
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret, and the decryption of what it gets. */
export function pushClient(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    decrypt: (body: Buffer): unknown =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8')),
  };
}
