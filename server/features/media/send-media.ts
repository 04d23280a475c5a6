import type { FastifyReply } from 'fastify';
import type { AppError } from '../../plugins/errors';
import type { MediaKind, MediaStore } from './media-store';

/**
 * Sends a stored object the route has already allowed: private, kept for a year (names never change content), with
 * byte ranges when `range` is given (players ask for them). No object answers `notFound`, like a forbidden one.
 */
export async function sendMedia(
  reply: FastifyReply,
  store: MediaStore,
  object: { kind: MediaKind; name: string; type: string; range?: string | undefined },
  notFound: () => AppError,
) {
  const read = await store.read(object.kind, object.name, object.range);
  if (!read) throw notFound();
  reply.header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff').type(object.type);
  if (object.kind !== 'photos') reply.header('Accept-Ranges', 'bytes');
  if ('unsatisfiable' in read) return reply.code(416).header('Content-Range', `bytes */${read.size}`).send();
  const { size, part, body } = read;
  if (!part) return reply.header('Content-Length', size).send(body);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${part.start}-${part.end}/${size}`)
    .header('Content-Length', part.end - part.start + 1)
    .send(body);
}
