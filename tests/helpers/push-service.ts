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
 * the status set for it (201 by default).
 */
export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer(
    { key: fs.readFileSync(new URL('key.pem', TLS)), cert: fs.readFileSync(new URL('cert.pem', TLS)) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(statuses.get(path) ?? 201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
