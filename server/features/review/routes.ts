import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireAdmin } from '../auth/require-admin';
import { disputesService } from '../groups/disputes';
import { reviewService } from './service';

/**
 * The admins' review queue: GET /review/videos, approve, reject with a reason, and the member
 * reports (read only); and the no-show charges members dispute: refund or keep. Every route answers 403 to anyone but an admin. Approve and reject are naturally idempotent
 * (the same decision again changes nothing), so a replay needs no Idempotency-Key.
 */
export default async function reviewRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = reviewService(app.db, app.repos, options.now);
  // Set once for the whole scope, before the body is validated: a non-admin learns nothing about the routes' inputs.
  app.addHook('preValidation', async (request) => {
    requireAdmin(request);
  });

  api.get('/review/videos', { schema: API['GET /review/videos'] }, async (request, reply) => {
    requireAdmin(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await service.queue() });
  });

  api.post('/review/videos/:videoId/approve', { schema: API['POST /review/videos/:videoId/approve'] }, async (request) => {
    const admin = requireAdmin(request);
    return service.approve(admin.id, request.params.videoId);
  });

  api.post('/review/videos/:videoId/reject', { schema: API['POST /review/videos/:videoId/reject'] }, async (request) => {
    const admin = requireAdmin(request);
    return service.reject(admin.id, request.params.videoId, request.body.reason);
  });

  const disputes = disputesService(app.db, app.repos, app.deposits.holds, options.now);
  api.get('/review/disputes', { schema: API['GET /review/disputes'] }, async (request, reply) => {
    requireAdmin(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await disputes.queue() });
  });

  // Refund calls the payments provider with the hold's own key, so a repeated press refunds once.
  api.post('/review/disputes/:disputeId/refund', { schema: API['POST /review/disputes/:disputeId/refund'] }, async (request) => {
    const admin = requireAdmin(request);
    return disputes.refund(admin.id, request.params.disputeId);
  });

  api.post('/review/disputes/:disputeId/keep', { schema: API['POST /review/disputes/:disputeId/keep'] }, async (request) => {
    const admin = requireAdmin(request);
    return disputes.keep(admin.id, request.params.disputeId);
  });

  api.get('/review/reports', { schema: API['GET /review/reports'] }, async (request, reply) => {
    requireAdmin(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await service.reports() });
  });
}
