import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { AppError } from '../../plugins/errors';
import { runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { foldSpecSpellings } from '../../plugins/spec-spellings';
import { checkAge } from '../profiles/profile-fields';
import { validationFailed } from '../profiles/profile-json';
import { aiPromptExamples } from './ai-prompt-examples';
import { interestExample } from './interest-examples';

/** Example content only changes with a release. */
const EXAMPLES_CACHE = 'public, max-age=3600';

/** The age filter of the prompt examples: absent or empty means everyone; otherwise an age a member may have. */
function optionalAge(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const checked = checkAge(/^\d+$/.test(raw) ? Number(raw) : NaN);
  if (!checked.ok) throw validationFailed({ age: checked.message });
  return checked.value;
}

/** GET /interests/ai-prompt-examples, GET /interests/examples, POST /interests/:id/ai-response (docs/product-rules.md#interests). */
export default async function interestRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.interests;

  // Asked during onboarding, before anyone has an account: no sign-in needed.
  api.get(
    '/interests/ai-prompt-examples',
    { schema: API['GET /interests/ai-prompt-examples'], config: { public: true } },
    async (request, reply) => {
      const examples = aiPromptExamples(optionalAge(request.query.age), request.query.sex || null);
      return reply.header('Cache-Control', EXAMPLES_CACHE).send({ examples });
    },
  );

  api.get('/interests/examples', { schema: API['GET /interests/examples'], config: { public: true } }, async (request, reply) => {
    const { interestName, type, index = '0' } = request.query;
    const text = interestExample(interestName, type, Number(index));
    return reply.header('Cache-Control', EXAMPLES_CACHE).send({ text });
  });

  api.post(
    '/interests/:id/ai-response',
    { schema: API['POST /interests/:id/ai-response'], config: { idempotency: 'optional' }, preValidation: foldSpecSpellings },
    async (request, reply) => {
      const user = requireUser(request);
      const text = request.body.aiResponseText;
      return runIdempotentChange(request, reply, async () => {
        if (!(await repo.setAiResponse(user.id, request.params.id, text, options.now().toISOString()))) {
          throw new AppError('not-found', 404, 'There is no such interest on your profile.');
        }
        return { status: 200, body: { interestId: request.params.id, saved: true } };
      });
    },
  );
}
