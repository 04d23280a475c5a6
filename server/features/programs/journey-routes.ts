import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { JOURNEY_COPY } from '../../../shared/format-journey';
import type { TaxRates } from '../../config';
import { AppError } from '../../plugins/errors';
import { runIdempotent, runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import type { Mailer } from '../mail/mailer';
import { type Limit, secondsToWait, subject } from '../rate-limits/limits';
import type { UserRow } from '../auth/repo';
import { eventFormatsService } from './formats-service';
import { hostDashboard } from './dashboard';
import { hostControl } from './host-control';
import { journeyService } from './journey-service';
import { journeyPhases } from './phases';
import { programJourneyRepo } from './journey-repo';

/**
 * "I'm interested" without an account. Per connection: a studio's open house on one Wi-Fi (30 people in an hour) with
 * room to spare, not a script's flood. Per format: what a whole city's interest in one program could be, so a flood
 * spread over many addresses still ends. Each address is mailed once per format (the interest notice), so neither
 * limit needs to count e-mail addresses, which would let a stranger lock someone out.
 */
const INTEREST_PER_CONNECTION: Limit = { count: 60, windowMs: 60 * 60_000 };
const INTEREST_PER_FORMAT: Limit = { count: 300, windowMs: 60 * 60_000 };

/**
 * The participant journey of a published format and the host dashboard (docs/product-rules.md#program-journey, #host-dashboard):
 * POST /event-format/:id/interest (public), GET /event-format/:id/journey (public; with "me" when signed in with an
 * interested e-mail), GET /event-format/:id/cards and PUT /event-format/:id/picks/:interestId (selection window),
 * POST /event-format/:id/pay and /decline (the selected person), GET /event-format/:id/people,
 * POST /event-format/:id/people/:interestId/move, /groups/:groupId/approve, /advance and /message (the host),
 * POST /event-format/:id/notices/:noticeId/read (a participant's or the host's own notice), and
 * GET /hosts/:hostId/dashboard (the host: 'me' or their own id).
 */
export default async function formatJourneyRoutes(
  app: FastifyInstance,
  options: { now: () => Date; mailer: Mailer; publicUrl: string; taxRates: TaxRates },
) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const deps = {
    db: app.db,
    now: options.now,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    taxRates: options.taxRates,
    tickets: app.deposits.tickets,
    log: app.log,
  };
  const phases = journeyPhases(deps);
  const hits = app.repos.rateLimits;
  const formatView = async (id: string, user: UserRow) =>
    await eventFormatsService(app.db, options.now).read(id, { user, draftKey: undefined });
  const service = journeyService({ ...deps, cards: app.deposits.cards, phases, hits });
  const control = hostControl({ ...deps, phases });
  // Mails started without waiting (after "I'm interested") finish before the database closes.
  app.addHook('onClose', () => phases.notices.idle());

  // Archiving is refused while the journey runs, so its route lives with the journey: the formats' routes sit below it.
  api.post('/event-format/:id/archive', { schema: API['POST /event-format/:id/archive'] }, async (request, reply) => {
    const user = requireUser(request);
    const interested = async (formatId: string) => (await programJourneyRepo(app.db).interests(formatId)).length;
    const format = await eventFormatsService(app.db, options.now).archive(request.params.id, { user, draftKey: undefined }, interested);
    return reply.send({ format });
  });

  api.post(
    '/event-format/:id/interest',
    { schema: API['POST /event-format/:id/interest'], config: { public: true } },
    async (request, reply) => {
      const now = options.now();
      const checks = [
        { limit: INTEREST_PER_CONNECTION, subject: subject('client', request.ip) },
        { limit: INTEREST_PER_FORMAT, subject: subject('format', request.params.id) },
      ];
      const wait = await secondsToWait(hits, 'format-interest', checks, now);
      if (wait > 0) throw new AppError('rate-limited', 429, JOURNEY_COPY.interestBusy, undefined, { 'Retry-After': String(wait) });
      await hits.pruneBefore('format-interest', new Date(now.getTime() - INTEREST_PER_CONNECTION.windowMs).toISOString());
      await hits.record(
        'format-interest',
        checks.map((check) => check.subject),
        now.toISOString(),
      );
      await service.interest(request.params.id, request.body);
      return reply.code(202).send({ sent: true as const });
    },
  );

  api.get('/event-format/:id/journey', { schema: API['GET /event-format/:id/journey'], config: { public: true } }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.view(request.params.id, request.currentUser())),
  );

  api.get('/event-format/:id/cards', { schema: API['GET /event-format/:id/cards'] }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.cards(request.params.id, requireUser(request))),
  );

  api.put('/event-format/:id/picks/:interestId', { schema: API['PUT /event-format/:id/picks/:interestId'] }, async (request, reply) => {
    await service.pick(request.params.id, requireUser(request), request.params.interestId, request.body.level);
    return reply.code(204).send();
  });

  api.post(
    '/event-format/:id/pay',
    { schema: API['POST /event-format/:id/pay'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      // The provider is called before the answer is stored (outside its transaction); a replay answers the stored bytes.
      return runIdempotent(request, reply, async (commit) => {
        const payment = await service.pay(request.params.id, user);
        return commit(async () => ({
          status: 200,
          body: { payment: { status: payment.status, amountCents: payment.amountCents, currency: payment.currency } },
        }));
      });
    },
  );

  api.post('/event-format/:id/decline', { schema: API['POST /event-format/:id/decline'] }, async (request, reply) => {
    const user = requireUser(request);
    await service.decline(request.params.id, user);
    return reply.send(await service.view(request.params.id, user));
  });

  api.get('/event-format/:id/people', { schema: API['GET /event-format/:id/people'] }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await service.people(request.params.id, requireUser(request))),
  );

  api.post(
    '/event-format/:id/people/:interestId/move',
    { schema: API['POST /event-format/:id/people/:interestId/move'] },
    async (request, reply) => {
      const user = requireUser(request);
      await service.move(request.params.id, user, request.params.interestId, request.body.groupId);
      return reply.send(await service.people(request.params.id, user));
    },
  );

  api.post(
    '/event-format/:id/groups/:groupId/approve',
    { schema: API['POST /event-format/:id/groups/:groupId/approve'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, async (commit) => {
        await service.approve(request.params.id, user, request.params.groupId);
        const people = await service.people(request.params.id, user);
        return commit(async () => ({ status: 200, body: people }));
      });
    },
  );

  api.post('/event-format/:id/advance', { schema: API['POST /event-format/:id/advance'] }, async (request, reply) => {
    const user = requireUser(request);
    await service.advance(request.params.id, user);
    return reply.send(await service.people(request.params.id, user));
  });

  api.put(
    '/event-format/:id/details',
    { schema: API['PUT /event-format/:id/details'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => {
        const changed = await control.edit(request.params.id, user, request.body);
        return { status: 200, body: { format: await formatView(request.params.id, user), changed } };
      });
    },
  );

  api.post(
    '/event-format/:id/sessions/:sessionId/move',
    { schema: API['POST /event-format/:id/sessions/:sessionId/move'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => {
        await control.moveSession(request.params.id, user, request.params.sessionId, request.body.date, request.body.time);
        return { status: 200, body: await service.people(request.params.id, user) };
      });
    },
  );

  api.post(
    '/event-format/:id/cancel',
    { schema: API['POST /event-format/:id/cancel'], config: { idempotency: 'optional' } },
    async (request, reply) => {
      const user = requireUser(request);
      // The refunds go to the provider before the answer is stored; a replay answers the stored bytes.
      return runIdempotent(request, reply, async (commit) => {
        await control.cancel(request.params.id, user);
        const people = await service.people(request.params.id, user);
        return commit(async () => ({ status: 200, body: people }));
      });
    },
  );

  api.post(
    '/event-format/:id/message',
    { schema: API['POST /event-format/:id/message'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      // The notices commit with the stored answer; their mails go out before it is answered (a replay mails nothing).
      return runIdempotent(request, reply, async (commit) => {
        const answer = await commit(async () => ({
          status: 200,
          body: { sent: await service.message(request.params.id, user, request.body) },
        }));
        await service.sendNotices(request.params.id);
        return answer;
      });
    },
  );

  api.post('/event-format/:id/held', { schema: API['POST /event-format/:id/held'] }, async (request, reply) => {
    const user = requireUser(request);
    await control.markHeld(request.params.id, user);
    return reply.send(await service.people(request.params.id, user));
  });

  api.post(
    '/event-format/:id/notices/:noticeId/read',
    { schema: API['POST /event-format/:id/notices/:noticeId/read'] },
    async (request, reply) => {
      await service.markRead(request.params.id, requireUser(request), request.params.noticeId);
      return reply.code(204).send();
    },
  );

  api.get('/hosts/:hostId/dashboard', { schema: API['GET /hosts/:hostId/dashboard'] }, async (request, reply) => {
    const user = requireUser(request);
    if (!user.isHost || (request.params.hostId !== 'me' && request.params.hostId !== user.id))
      throw new AppError('forbidden', 403, JOURNEY_COPY.notHost);
    return reply.header('Cache-Control', 'no-store').send(await hostDashboard(app.db, user.id, options.now()));
  });
}
