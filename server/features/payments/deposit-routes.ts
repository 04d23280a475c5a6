import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { DepositTerms } from '../../../shared/payments-contract';

/** GET /api/payments/deposit: what a deposit is here (amount, currency) and whether money moves at all. */
export default async function depositRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/payments/deposit', { schema: API['GET /payments/deposit'] }, async () => {
    const { amountCents, currency, provider } = app.deposits;
    const terms: DepositTerms = { amountCents, currency, demo: provider === 'demo' };
    return terms;
  });
}
