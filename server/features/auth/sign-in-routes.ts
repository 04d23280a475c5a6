import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API } from '../../../shared/api-contract';
import { isValidCode, isValidEmail, normaliseEmail } from '../../../shared/auth';
import { BRAND_META } from '../../../shared/brands';
import { isHttps, type Config } from '../../config';
import { AppError } from '../../plugins/errors';
import { brandForHost } from '../brands/brand-for-host';
import { linkBase as linkBaseOf } from '../brands/link-base';
import type { Mailer } from '../mail/mailer';
import { currentUserOf } from './current-user';
import { type Requester, requesterOf } from './requester';
import { startSession } from './session-service';
import { signInService } from './sign-in-service';

export interface SignInRouteOptions {
  config: Config;
  mailer: Mailer;
  key: Buffer;
  now: () => Date;
}

const INVALID_CODE = () => new AppError('invalid-code', 400, 'Invalid or expired code. Please try again.');
const INVALID_LINK = () => new AppError('invalid-link', 400, 'Invalid or expired link. Please request a new verification code.');

/** POST /auth/magic-link/send, /code and /secret: sign-in (and account creation) by e-mailed code or link. */
export default async function signInRoutes(app: FastifyInstance, options: SignInRouteOptions) {
  const { config, now } = options;
  const service = signInService({ db: app.db, repos: app.repos, key: options.key, mailer: options.mailer, now });
  const repo = app.repos.auth;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const linkBase = (request: FastifyRequest) => linkBaseOf(request, config);

  async function signIn(request: FastifyRequest, reply: Parameters<typeof startSession>[2], email: string, requester: Requester) {
    const user = await repo.ensureUser(email, now().toISOString());
    await startSession(app, request, reply, { userId: user.id, browserId: requester.ownBrowserId }, now());
    return { email, user: await currentUserOf(user, app.repos) };
  }

  api.post('/auth/magic-link/send', { schema: API['POST /auth/magic-link/send'], config: { public: true } }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    if (!isValidEmail(email)) {
      throw new AppError('validation-failed', 400, 'Some fields need another look.', { email: 'Enter a valid e-mail address.' });
    }
    const brand = brandForHost(request.headers.host, config.brandHosts);
    const requester = requesterOf(request, reply, isHttps(config));
    await service.send({ email, requester, linkBase: linkBase(request), brandName: BRAND_META[brand].name });
    return reply.status(202).send({ sent: true as const });
  });

  api.post('/auth/magic-link/code', { schema: API['POST /auth/magic-link/code'], config: { public: true } }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    if (!isValidCode(request.body.code)) throw INVALID_CODE();
    const requester = requesterOf(request, reply, isHttps(config));
    if (!(await service.verifyCode(email, request.body.code, requester))) throw INVALID_CODE();
    return signIn(request, reply, email, requester);
  });

  api.post('/auth/magic-link/secret', { schema: API['POST /auth/magic-link/secret'], config: { public: true } }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    const requester = requesterOf(request, reply, isHttps(config));
    if (!(await service.verifyLinkSecret(email, request.body.secret, requester))) throw INVALID_LINK();
    return signIn(request, reply, email, requester);
  });
}
