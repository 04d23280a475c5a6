import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../helpers/test-app';
import type { OidcProviderFixture } from '../../../helpers/oidc-provider';

/** The address the app believes it has in these tests; the provider's client allows its callback. */
export const PUBLIC_URL = 'http://localhost:3000';
export const GOOGLE_CALLBACK = `${PUBLIC_URL}/login/callback/google`;

export interface StartedLogin {
  response: LightMyRequestResponse;
  /** Where the browser is sent: the provider's authorization endpoint. */
  location: URL;
  /** The state cookie the browser got along with the redirect. */
  stateCookie: string;
}

export interface ProviderAnswer {
  code: string;
  state: string;
  iss: string;
}

export const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((c) => c.name === name)?.value;

/** The steps of a provider sign-in as a browser takes them, against the real app and the real provider. */
export function oidcSteps(app: () => TestApp, provider: () => OidcProviderFixture) {
  async function startLogin(path = '/api/auth/google-login'): Promise<StartedLogin> {
    const response = await app().app.inject({ url: path, headers: { host: 'localhost:3000' } });
    if (response.statusCode !== 302) throw new Error(`login did not redirect: ${response.statusCode} ${response.body}`);
    return { response, location: new URL(response.headers.location as string), stateCookie: cookieOf(response, 'oidc-state')! };
  }

  /** The person signs in at the provider as `subject`; answers what the provider sends back. */
  async function atProvider(login: StartedLogin, subject: string): Promise<ProviderAnswer> {
    const back = await provider().signIn(login.location.href, subject);
    if (!back.href.startsWith(GOOGLE_CALLBACK)) throw new Error(`provider answered ${back.href}`);
    const get = (name: string) => back.searchParams.get(name) ?? '';
    return { code: get('code'), state: get('state'), iss: get('iss') };
  }

  function callback(answer: Partial<ProviderAnswer>, stateCookie: string | undefined, provider = 'google') {
    return app().app.inject({
      method: 'POST',
      url: `/api/auth/callback/${provider}`,
      payload: answer,
      headers: { host: 'localhost:3000' },
      cookies: stateCookie ? { 'oidc-state': stateCookie } : {},
    });
  }

  /** The whole trip: app → provider → client callback route → POST /api/auth/callback/google. */
  async function signIn(subject: string, path?: string) {
    const login = await startLogin(path);
    return callback(await atProvider(login, subject), login.stateCookie);
  }

  return { startLogin, atProvider, callback, signIn };
}
