import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/errors';

/**
 * Errors Fastify and Node answer before any route runs, in our {message, code} body and never echoing the input
 * (Fastify's defaults repeat the whole offending path back).
 */
const ROUTER_ERRORS: Record<string, { status: number } & ErrorBody> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad-url', message: 'The address is not valid.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri-too-long', message: 'The address is too long.' },
};

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const known = ROUTER_ERRORS[error.code] ?? {
    status: 500,
    code: 'internal-error',
    message: 'Something went wrong on our side. Please try again.',
  };
  reply.status(known.status).send({ message: known.message, code: known.code } satisfies ErrorBody);
}

const CLIENT_ERRORS: Record<string, { status: number } & ErrorBody> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request-timeout', message: 'The request took too long.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers-too-large', message: 'The request headers or address are too large.' },
};

/** Node's 'clientError' (malformed HTTP, header overflow, timeouts): answered on the raw socket, then closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, code: 'bad-request', message: 'The request could not be understood.' };
  const body = JSON.stringify({ message: known.message, code: known.code } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
