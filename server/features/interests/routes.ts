import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { checkAge, checkSex, pick } from '../profiles/profile-fields';
import { validationFailed } from '../profiles/profile-json';
import { aiPromptExamples } from './ai-prompt-examples';
import { interestExample } from './interest-examples';
import { interestsRepo } from './repo';

export const AI_RESPONSE_MAX = 20_000;
/** Example content only changes with a release. */
const EXAMPLES_CACHE = 'public, max-age=3600';

type Query = Record<string, string | undefined>;

function optionalAge(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const checked = checkAge(/^\d+$/.test(raw) ? Number(raw) : NaN);
  if (!checked.ok) throw validationFailed({ age: checked.message });
  return checked.value;
}

function optionalSex(raw: string | undefined) {
  if (raw === undefined || raw === '') return null;
  const checked = checkSex(raw);
  if (!checked.ok) throw validationFailed({ sex: checked.message });
  return checked.value;
}

/** GET /interests/ai-prompt-examples, GET /interests/examples, POST /interests/:id/ai-response (spec 000 §7). */
export default async function interestRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const repo = interestsRepo(app.db);

  // Asked during onboarding, before anyone has an account: no sign-in needed.
  app.get<{ Querystring: Query }>('/interests/ai-prompt-examples', { config: { public: true } }, async (request, reply) => {
    const examples = aiPromptExamples(optionalAge(request.query.age), optionalSex(request.query.sex));
    return reply.header('Cache-Control', EXAMPLES_CACHE).send({ examples });
  });

  app.get<{ Querystring: Query }>('/interests/examples', { config: { public: true } }, async (request, reply) => {
    const { interestName, type, index = '0' } = request.query;
    if (!interestName?.trim()) throw validationFailed({ interestName: 'Interest name is missing' });
    if (type !== 'want' && type !== 'offer') throw validationFailed({ type: 'type must be want or offer.' });
    if (!/^\d{1,9}$/.test(index)) throw validationFailed({ index: 'index must be a whole number from 0.' });
    const text = interestExample(interestName, type, Number(index));
    return reply.header('Cache-Control', EXAMPLES_CACHE).send({ text });
  });

  app.post<{ Params: { id: string } }>('/interests/:id/ai-response', { config: { idempotency: 'optional' } }, async (request, reply) => {
    const user = requireUser(request);
    const text = pick(request.body, 'aiResponseText');
    if (typeof text !== 'string' || !text.trim()) throw validationFailed({ aiResponseText: 'The AI response is empty.' });
    if (text.length > AI_RESPONSE_MAX) {
      throw validationFailed({ aiResponseText: `The AI response can be at most ${AI_RESPONSE_MAX} characters.` });
    }
    return runIdempotent(request, reply, (commit) =>
      commit(() => {
        if (!repo.setAiResponse(user.id, request.params.id, text, options.now().toISOString())) {
          throw new AppError('not-found', 404, 'There is no such interest on your profile.');
        }
        return { status: 200, body: { interestId: request.params.id, saved: true } };
      }),
    );
  });
}
