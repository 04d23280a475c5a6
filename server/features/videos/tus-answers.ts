import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { AppError } from '../../plugins/errors';
import { VIDEO_MESSAGES } from './video-check';

export const NO_SUCH_UPLOAD_MESSAGE = 'There is no such upload of yours.';

/**
 * The request Fastify received as the Web Request @tus/server's handleWeb takes, its body read as it arrives; with the
 * Node request beside it, as @tus/server's own Node handler gives it, so a cut connection stops the upload there.
 * `received`: the body, already read whole (uploads on S3: upload-server.ts).
 * Fastify then sends tus's answer itself: with the app's security headers, like every other answer.
 */
export function webRequestOf(request: IncomingMessage, response: ServerResponse, received?: Buffer): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    if (!request.rawHeaders[i]!.startsWith(':')) headers.append(request.rawHeaders[i]!, request.rawHeaders[i + 1]!);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const stream = received ? new Blob([new Uint8Array(received)]).stream() : (Readable.toWeb(request) as ReadableStream<Uint8Array>);
  const body = hasBody ? { body: stream, duplex: 'half' } : {};
  const web = new Request(new URL(request.url ?? '/', 'http://localhost'), { method: request.method, headers, ...body } as RequestInit);
  return Object.assign(web, { runtime: { name: 'node', node: { req: request, res: response } } });
}

/**
 * A refusal of tus's own (plain text such as "Upload-Offset conflict") in the API's words: `{message, code}` with
 * the status tus chose, which tus clients act on. tus's text goes to the log of a 5xx, never to the member.
 */
export function tusRefusal(status: number, said: string): AppError {
  const why = said.trim() ? { cause: `tus: ${said.trim()}` } : undefined;
  const refusal = (code: AppError['code'], message: string, fields?: Record<string, string>) =>
    new AppError(code, status, message, fields, undefined, why);
  if (status === 404 || status === 410) return refusal('not-found', NO_SUCH_UPLOAD_MESSAGE);
  if (status === 409) {
    return refusal(
      'upload-offset-mismatch',
      'The server has a different part of this upload than was sent. It goes on from where the server stopped.',
    );
  }
  if (status === 413) return refusal('video-too-large', VIDEO_MESSAGES.tooLarge, { video: VIDEO_MESSAGES.tooLarge });
  if (status === 415) return refusal('unsupported-media-type', "Send an upload's bytes as application/offset+octet-stream.");
  if (status >= 500) return refusal('internal-error', 'Something went wrong on our side. Please try again.');
  return refusal('bad-request', 'This upload request is not one we can take. Please send it again from the app.');
}
