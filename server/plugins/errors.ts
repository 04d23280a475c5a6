import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { validationFields } from './validation';

/** Thrown by routes and services; the handler below turns it into an ErrorBody. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Fastify's own errors that are the client's fault, mapped to our codes and plain words. */
const FRAMEWORK_ERRORS: Record<string, ErrorBody> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported-media-type', message: 'Send JSON (application/json) or a multipart form.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body-too-large', message: 'The request is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'validation-failed', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad-request', message: 'The request length is wrong.' },
};

/**
 * A multipart body needs the boundary its Content-Type names, 1 to 70 characters (RFC 2046). Without one, busboy
 * throws a plain Error ("Boundary not found") where the route reads the form: the client's fault, whatever failed.
 */
function multipartWithoutBoundary(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return false;
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length === 0 || boundary.length > 70;
}
const NO_BOUNDARY: ErrorBody = { code: 'bad-request', message: 'The multipart form has no valid boundary in its Content-Type.' };

const STATUS_CODES: Record<number, ErrorCode> = { 403: 'forbidden', 404: 'not-found', 405: 'method-not-allowed', 413: 'body-too-large' };

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error, code: error.code }, error.message);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(known satisfies ErrorBody);
    if (error.validation) {
      const body: ErrorBody = {
        message: 'Some fields need another look.',
        code: 'validation-failed',
        fields: validationFields(error.validation),
      };
      return reply.status(400).send(body);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = STATUS_CODES[error.statusCode] ?? 'bad-request';
      return reply.status(error.statusCode).send({ message: 'The request could not be understood.', code } satisfies ErrorBody);
    }
    if (multipartWithoutBoundary(request.headers['content-type'])) return reply.status(400).send(NO_BOUNDARY);
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal-error' } satisfies ErrorBody);
  });
});
