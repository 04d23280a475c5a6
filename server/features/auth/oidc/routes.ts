import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API } from '../../../../shared/api-contract';
import { ProviderLoginAliasQuery, ProviderParams } from '../../../../shared/auth-contract';
import { isHttps, type Config } from '../../../config';
import { AppError } from '../../../plugins/errors';
import { currentUserOf } from '../current-user';
import { requesterOf } from '../requester';
import { startSession } from '../session-service';
import { sessionCookieOptions } from '../session-rules';
import { safeRedirectPath } from '../../../../shared/auth';
import { oidcService, PROVIDER_LOGIN_TTL_MS } from './service';

export interface OidcRouteOptions {
  config: Config;
  now: () => Date;
}

/** The provider paths the spec names (/auth/google-login, /auth/microsoft-login). */
const PROVIDER_IDS = ['google', 'microsoft'] as const;

const NOT_CONFIGURED = () => new AppError('not-found', 404, 'There is no sign-in with this provider here.');
const AUTHENTICATION_FAILED = () => new AppError('authentication-failed', 400, 'Authentication failed. Please try again.');

/**
 * The state also goes into a cookie of the browser that starts the sign-in, and the callback must bring both:
 * otherwise someone could finish a sign-in to their own account in another person's browser (login CSRF).
 */
function stateCookie(config: Config) {
  const https = isHttps(config);
  return { name: https ? '__Host-oidc-state' : 'oidc-state', options: sessionCookieOptions(https) };
}

/** Sends the browser to the provider; shared by /api/auth/{provider}-login and /.auth/login/{provider}. */
function providerLogin(service: ReturnType<typeof oidcService>, cookie: ReturnType<typeof stateCookie>) {
  return async (reply: FastifyReply, providerId: string, loginHint: string | undefined, redirect: string | undefined) => {
    const provider = service.provider(providerId);
    if (!provider) throw NOT_CONFIGURED();
    const { url, state } = await service.startLogin(provider, { loginHint, redirectTo: safeRedirectPath(redirect) });
    reply.setCookie(cookie.name, state, { ...cookie.options, maxAge: PROVIDER_LOGIN_TTL_MS / 1000 });
    return reply.header('Cache-Control', 'no-store').redirect(url, 302);
  };
}

/** Under /api: the configured providers, the redirects to them, and the callback that signs in. */
export default async function oidcRoutes(app: FastifyInstance, options: OidcRouteOptions) {
  const { config, now } = options;
  const service = oidcService({ db: app.db, repos: app.repos, config, now });
  const cookie = stateCookie(config);
  const redirectToProvider = providerLogin(service, cookie);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/auth/providers', { schema: API['GET /auth/providers'], config: { public: true } }, async () =>
    config.oidcProviders.map(({ id, name }) => ({ id, name })),
  );

  for (const id of PROVIDER_IDS) {
    api.get(`/auth/${id}-login`, { schema: API[`GET /auth/${id}-login`], config: { public: true } }, async (request, reply) =>
      redirectToProvider(reply, id, request.query.login_hint, request.query.redirect),
    );
  }

  api.post(
    '/auth/callback/:provider',
    { schema: API['POST /auth/callback/:provider'], config: { public: true } },
    async (request, reply) => {
      const provider = service.provider(request.params.provider);
      if (!provider) throw NOT_CONFIGURED();
      reply.header('Cache-Control', 'no-store');
      reply.clearCookie(cookie.name, cookie.options);
      let result: Awaited<ReturnType<typeof service.finishLogin>>;
      try {
        result = await service.finishLogin(provider, request.body, request.cookies[cookie.name]);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'provider sign-in refused');
        throw AUTHENTICATION_FAILED();
      }
      const { ownBrowserId } = requesterOf(request, reply, isHttps(config));
      await startSession(app, request, reply, { userId: result.user.id, browserId: ownBrowserId }, now());
      return { email: result.user.email, user: await currentUserOf(result.user, app.repos), redirectTo: result.redirectTo };
    },
  );
}

/** Outside /api: the spec's session-expiry path /.auth/login/{provider}?login_hint=&post_login_redirect_uri=. */
export async function oidcLoginAliasRoutes(app: FastifyInstance, { config, now }: OidcRouteOptions) {
  const redirectToProvider = providerLogin(oidcService({ db: app.db, repos: app.repos, config, now }), stateCookie(config));
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/.auth/login/:provider', { schema: { params: ProviderParams, querystring: ProviderLoginAliasQuery } }, async (request, reply) =>
      redirectToProvider(reply, request.params.provider, request.query.login_hint, request.query.post_login_redirect_uri),
    );
}
