import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { MyPayments } from '../../../shared/payments-contract';
import { requireUser } from '../auth/session-plugin';
import { myPayments } from './my-payments';

/** GET /api/payments/mine: the signed-in member's own deposits, tips and tickets, newest first (my-payments.ts). */
export default async function myPaymentsRoutes(app: FastifyInstance) {
  const payments = myPayments(app.db, app.repos.catalog);
  app.withTypeProvider<TypeBoxTypeProvider>().get('/payments/mine', { schema: API['GET /payments/mine'] }, async (request) => {
    const user = requireUser(request);
    const answer: MyPayments = { payments: await payments.of(user.id) };
    return answer;
  });
}
