import { Type } from '@sinclair/typebox';

// The payments routes' schemas (listed per route in shared/api-contract.ts).

/** POST /api/payments/stripe/webhook: Stripe only needs a 2xx to stop retrying. */
export const WebhookReceived = Type.Object({ received: Type.Boolean() });
