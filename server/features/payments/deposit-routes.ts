import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { DepositTerms, SavedCard } from '../../../shared/payments-contract';
import { requireUser } from '../auth/session-plugin';
import { runIdempotent } from '../../plugins/idempotency';
import type { SavedCardRow } from './saved-cards-repo';

const shown = (card: SavedCardRow | null): SavedCard => ({ card: card ? { brand: card.brand, last4: card.last4 } : null });

/**
 * GET /api/payments/deposit: what a deposit is here (amount, currency) and whether money moves at all.
 * The member's card for holds placed later: GET /api/payments/card (brand and last 4 digits, or null),
 * POST /api/payments/card/setup (the secret the card form confirms), POST /api/payments/card/confirm (keeps the card
 * once the provider says the setup succeeded).
 */
export default async function depositRoutes(app: FastifyInstance, options: { publishableKey: string | null }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/payments/deposit', { schema: API['GET /payments/deposit'] }, async () => {
    const { amountCents, currency, provider } = app.deposits;
    const terms: DepositTerms = { amountCents, currency, demo: provider === 'demo', publishableKey: options.publishableKey };
    return terms;
  });

  api.get('/payments/card', { schema: API['GET /payments/card'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(shown(await app.deposits.cards.card(user.id)));
  });

  api.post(
    '/payments/card/setup',
    { schema: API['POST /payments/card/setup'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, async (commit) => {
        const started = await app.deposits.cards.startSetup(user.id, request.idempotencyKey!);
        return commit(async () => ({ status: 200, body: started }));
      });
    },
  );

  api.post('/payments/card/confirm', { schema: API['POST /payments/card/confirm'] }, async (request) => {
    const user = requireUser(request);
    return shown(await app.deposits.cards.finishSetup(user.id));
  });
}
