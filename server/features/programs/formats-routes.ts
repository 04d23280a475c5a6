import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../shared/api-contract';
import { BRAND_META } from '../../../shared/brands';
import type { Config } from '../../config';
import { runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { brandForHost } from '../brands/brand-for-host';
import { linkBase } from '../brands/link-base';
import type { Mailer } from '../mail/mailer';
import type { Limit } from '../rate-limits/limits';
import { takeClientHit } from '../rate-limits/client-hit';
import { nextStepsMail } from './next-steps-mail';
import { type Asker, eventFormatsService } from './formats-service';

/** Drafts made without an account, per connection: enough for a host trying things, not for a flood. */
const DRAFT_LIMIT: Limit = { count: 20, windowMs: 60 * 60_000 };
/** The header a device sends the key of a draft it made without an account with. */
export const DRAFT_KEY_HEADER = 'draft-key';

const askerOf = (request: FastifyRequest): Asker => {
  const key = request.headers[DRAFT_KEY_HEADER];
  return { user: request.currentUser(), draftKey: typeof key === 'string' && key.length <= 100 ? key : undefined };
};

/**
 * The event-format API (docs/product-rules.md#event-format-wizard): POST /event-format/draft (with or without an account), PUT and DELETE
 * /event-format/:id and POST /event-format/:id/publish (its host only), POST /event-format/:id/claim (the host, signed
 * in, with the key of the draft their device made), GET /event-format/my-formats, GET /event-format/search (published,
 * public) and GET /event-format/:id (published: public; a draft: its host).
 */
export default async function eventFormatRoutes(
  app: FastifyInstance,
  options: { now: () => Date; mailer: Mailer; config: Pick<Config, 'publicUrl' | 'brandHosts'> },
) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = eventFormatsService(app.db, options.now);
  const hits = app.repos.rateLimits;

  api.post(
    '/event-format/draft',
    { schema: API['POST /event-format/draft'], config: { public: true, idempotency: 'optional' } },
    async (request, reply) => {
      const asker = askerOf(request);
      let made: { id: string; title: string } | null = null;
      const answer = await runIdempotentChange(request, reply, async () => {
        if (!asker.user) {
          const now = options.now();
          await takeClientHit(
            hits,
            'format-draft',
            DRAFT_LIMIT,
            request.ip,
            now,
            'Too many drafts from your connection. Please try again later.',
          );
        }
        const body = await service.draft(request.body, asker);
        made = { id: body.id, title: body.format.title };
        return { status: 201, body };
      });
      // The success alert promises a mail with next steps: sent once (not for a replay), after the commit; a mail
      // that fails is logged, the format stays made.
      const created = made as { id: string; title: string } | null;
      if (created) {
        const to = (asker.user?.email ?? request.body.hostInfo.email).trim().toLowerCase();
        const brandName = BRAND_META[brandForHost(request.headers.host, options.config.brandHosts)].name;
        const mail = nextStepsMail({
          to,
          id: created.id,
          ownTitle: asker.user ? created.title : null,
          linkBase: linkBase(request, options.config),
          brandName,
        });
        await options.mailer.send(mail).catch((error: unknown) => request.log.warn({ err: error }, 'could not send the next-steps mail'));
      }
      return answer;
    },
  );

  api.get('/event-format/search', { schema: API['GET /event-format/search'], config: { public: true } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ formats: await service.search(request.query, askerOf(request)) }),
  );

  api.get('/event-format/my-formats', { schema: API['GET /event-format/my-formats'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ formats: await service.mine({ user, draftKey: undefined }) });
  });

  api.get('/event-format/:id', { schema: API['GET /event-format/:id'], config: { public: true } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ format: await service.read(request.params.id, askerOf(request)) }),
  );

  api.put(
    '/event-format/:id',
    { schema: API['PUT /event-format/:id'], config: { public: true, idempotency: 'optional' } },
    async (request, reply) =>
      runIdempotentChange(request, reply, async () => ({
        status: 200,
        body: { format: await service.update(request.params.id, request.body, askerOf(request)) },
      })),
  );

  api.post(
    '/event-format/:id/claim',
    { schema: API['POST /event-format/:id/claim'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => ({
        status: 200,
        body: { format: await service.claim(request.params.id, { ...askerOf(request), user }) },
      }));
    },
  );

  api.put(
    '/event-format/:id/host-email',
    { schema: API['PUT /event-format/:id/host-email'], config: { public: true, idempotency: 'optional' } },
    async (request, reply) => {
      const asker = askerOf(request);
      let changed: { id: string; title: string } | null = null;
      const answer = await runIdempotentChange(request, reply, async () => {
        // Each correction mails an address: counted with the drafts a connection makes signed out.
        await takeClientHit(
          hits,
          'format-draft',
          DRAFT_LIMIT,
          request.ip,
          options.now(),
          'Too many drafts from your connection. Please try again later.',
        );
        const format = await service.correctEmail(request.params.id, asker, request.body.email);
        changed = { id: format.id, title: format.title };
        return { status: 200, body: { format } };
      });
      // The next steps go to the corrected address, once (not for a replay), as they went to the first.
      const made = changed as { id: string; title: string } | null;
      if (made) {
        const brandName = BRAND_META[brandForHost(request.headers.host, options.config.brandHosts)].name;
        const mail = nextStepsMail({
          to: request.body.email.trim().toLowerCase(),
          id: made.id,
          ownTitle: null,
          linkBase: linkBase(request, options.config),
          brandName,
        });
        await options.mailer.send(mail).catch((error: unknown) => request.log.warn({ err: error }, 'could not send the next-steps mail'));
      }
      return answer;
    },
  );

  api.post(
    '/event-format/:id/publish',
    { schema: API['POST /event-format/:id/publish'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      requireUser(request);
      return runIdempotentChange(request, reply, async () => ({
        status: 200,
        body: { format: await service.publish(request.params.id, askerOf(request)) },
      }));
    },
  );

  api.post(
    '/event-format/:id/duplicate',
    { schema: API['POST /event-format/:id/duplicate'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => ({
        status: 200,
        body: { format: await service.duplicate(request.params.id, { user, draftKey: undefined }) },
      }));
    },
  );

  api.delete('/event-format/:id', { schema: API['DELETE /event-format/:id'], config: { public: true } }, async (request, reply) => {
    await service.remove(request.params.id, askerOf(request));
    return reply.code(204).send();
  });
}
