import type { FastifyInstance } from 'fastify';
import { CITY_OPTIONS, OTHER_LOCATION, TORONTO } from '../../../shared/onboarding';
import { AppError } from '../../plugins/errors';
import { runIdempotent } from '../../plugins/idempotency';
import { secondsUntilAllowed, type Limit } from '../auth/send-limits';
import { pick } from '../profiles/profile-fields';
import { validationFailed } from '../profiles/profile-json';
import { waitlistRepo, type Lead } from './repo';

export const CITY_OR_POSTAL_CODE_MAX = 80;
/** Leads per client address; a family or an office behind one address still fits, a script does not. */
export const WAITLIST_LIMIT: Limit = { count: 10, windowMs: 60 * 60 * 1000 };

const WAITLIST_CITIES: readonly string[] = CITY_OPTIONS.map((option) => option.value).filter((value) => value !== TORONTO);

/** {location, cityOrPostalCode}: one of the cities we are not in yet, or 'Other' with a city or postal code. */
function parseLead(body: unknown): Lead {
  const location = pick(body, 'location');
  const rawText = pick(body, 'cityOrPostalCode') ?? '';
  if (location === TORONTO) throw validationFailed({ location: 'Toronto is open already: go ahead and make your profile.' });
  if (typeof location !== 'string' || !WAITLIST_CITIES.includes(location)) {
    throw validationFailed({ location: `Choose one of: ${WAITLIST_CITIES.join(', ')}.` });
  }
  const text = typeof rawText === 'string' ? rawText.trim().replace(/\s+/g, ' ') : null;
  if (text === null || text.length > CITY_OR_POSTAL_CODE_MAX) {
    throw validationFailed({ cityOrPostalCode: `Your city or postal code can be at most ${CITY_OR_POSTAL_CODE_MAX} characters.` });
  }
  if (location === OTHER_LOCATION && !text) throw validationFailed({ cityOrPostalCode: 'Please tell us your city or postal code.' });
  return { location, cityOrPostalCode: text, cityKey: location === OTHER_LOCATION ? text.toLowerCase() : location };
}

/** POST /waitlist — keeps a lead from someone outside Toronto, so we know which city to open next. */
export default async function waitlistRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const repo = waitlistRepo(app.db);

  app.post('/waitlist', { config: { public: true, idempotency: 'optional' } }, async (request, reply) => {
    const lead = parseLead(request.body);
    return runIdempotent(request, reply, (commit) =>
      commit(() => {
        const now = options.now();
        const since = new Date(now.getTime() - WAITLIST_LIMIT.windowMs).toISOString();
        const wait = secondsUntilAllowed(repo.requestsSince(request.ip, since), WAITLIST_LIMIT, now);
        if (wait > 0) {
          throw new AppError('rate-limited', 429, 'Too many requests from your connection. Please try again later.', undefined, {
            'Retry-After': String(wait),
          });
        }
        repo.pruneRequestsBefore(since);
        repo.recordRequest(request.ip, now.toISOString());
        repo.addLead(lead, now.toISOString());
        return { status: 201, body: { saved: true } };
      }),
    );
  });
}
