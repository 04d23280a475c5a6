import type { FastifyInstance } from 'fastify';
import type { ErrorBody } from '../../../shared/errors';
import { isLoopback } from '../../config';
import { devOutboxRepo } from './dev-outbox-repo';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The Host a browser on this machine sends when it opens the page itself. A web page of another site that points its
 * own name at 127.0.0.1 (DNS rebinding) reaches the same socket, but with its own name here.
 */
const THIS_MACHINE = /^(?:(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?|::1)$/i;

/**
 * /dev/outbox: the mail the server would have sent, newest first. Only registered without SMTP, outside production,
 * on a server listening on loopback (config refuses anything else); and only shown to a browser on this machine
 * talking to it directly, by one of this machine's own names, not through a proxy, since the page holds everyone's
 * sign-in codes.
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request, reply) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    const named = THIS_MACHINE.test(request.headers.host ?? '');
    if (forwarded || !named || !isLoopback(request.socket.remoteAddress ?? '')) {
      return reply.status(404).send({ message: 'This page does not exist.', code: 'not-found' } satisfies ErrorBody);
    }
    const mails = await devOutboxRepo(app.db).latest();
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>to ${escapeHtml(m.toAddress)} at ${escapeHtml(m.createdAt)}</p><pre>${escapeHtml(m.textBody)}</pre></article>`,
      )
      .join('\n');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dev outbox</title></head><body><main>
<h1>dev outbox</h1><p>No SMTP_URL is set, so mail is kept here instead of sent. This page does not exist in production.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
}
