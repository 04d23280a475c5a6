import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { OTHER_LOCATION, TORONTO } from '../../../shared/onboarding';
import { CITY_OR_POSTAL_CODE_MAX, CITY_OR_POSTAL_CODE_TOO_LONG, type WaitlistBody } from '../../../shared/waitlist';
import { runIdempotentChange } from '../../plugins/idempotency';
import { foldSpecSpellings } from '../../plugins/spec-spellings';
import { validationFailed } from '../profiles/profile-json';
import type { Limit } from '../rate-limits/limits';
import { takeClientHit } from '../rate-limits/client-hit';
import type { Lead } from './repo';

/** Leads per client address; a family or an office behind one address still fits, a script does not. */
export const WAITLIST_LIMIT: Limit = { count: 10, windowMs: 60 * 60 * 1000 };

/**
 * A lead from the checked body: one of the cities we are not in yet, or 'Other' with a city or postal code. The
 * contract has made sure of the shape; what it cannot say is that Toronto is open already and how long the text is
 * once its spaces are tidied.
 */
function leadOf({ location, cityOrPostalCode }: Static<typeof WaitlistBody>): Lead {
  if (location === TORONTO) throw validationFailed({ location: 'Toronto is open already: go ahead and make your profile.' });
  const text = (cityOrPostalCode ?? '').trim().replace(/\s+/g, ' ');
  if (text.length > CITY_OR_POSTAL_CODE_MAX) throw validationFailed({ cityOrPostalCode: CITY_OR_POSTAL_CODE_TOO_LONG });
  if (location === OTHER_LOCATION && !text) throw validationFailed({ cityOrPostalCode: 'Please tell us your city or postal code.' });
  return { location, cityOrPostalCode: text, cityKey: location === OTHER_LOCATION ? text.toLowerCase() : location };
}

/** POST /waitlist — keeps a lead from someone outside Toronto, so we know which city to open next. */
export default async function waitlistRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const { waitlist, rateLimits: hits } = app.repos;

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/waitlist',
      { schema: API['POST /waitlist'], config: { public: true, idempotency: 'optional' }, preValidation: foldSpecSpellings },
      async (request, reply) => {
        const lead = leadOf(request.body);
        return runIdempotentChange(request, reply, async () => {
          const now = options.now();
          await takeClientHit(
            hits,
            'waitlist-post',
            WAITLIST_LIMIT,
            request.ip,
            now,
            'Too many requests from your connection. Please try again later.',
          );
          await waitlist.addLead(lead, now.toISOString());
          return { status: 201, body: { saved: true } };
        });
      },
    );
}
