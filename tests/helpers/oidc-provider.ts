import crypto from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

/** What the provider says about an account (its subject is the login typed at the provider). */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcProviderFixture {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per subject; change an entry to have the next sign-in say something else. */
  accounts: Map<string, AccountClaims>;
  /** The app's environment variables for this provider, e.g. OIDC_GOOGLE_ISSUER. */
  env(prefix?: string): Record<string, string>;
  /**
   * Plays the person at the provider over plain HTTP: opens the authorization URL, fills the development login
   * form with `login` as the subject, confirms consent, and answers the redirect back to the app (code, state, iss).
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID Provider (oidc-provider with its development login screens) on 127.0.0.1, for tests. */
export async function startOidcProvider(options: { redirectUris: string[] }): Promise<OidcProviderFixture> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const clientId = 'meetup-app';
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  const accounts = new Map<string, AccountClaims>();
  const signingKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google and Microsoft for confidential clients, but strict: a request without PKCE is refused.
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) }),
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    env: (prefix = 'OIDC_GOOGLE') => ({
      [`${prefix}_ISSUER`]: issuer,
      [`${prefix}_CLIENT_ID`]: clientId,
      [`${prefix}_CLIENT_SECRET`]: clientSecret,
    }),
    signIn: (authorizationUrl, login) => playPersonAtProvider(authorizationUrl, login, issuer),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Follows redirects within the provider with its own cookie jar, submitting the login and consent forms. */
async function playPersonAtProvider(authorizationUrl: string, login: string, issuer: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [name, value = ''] = line.split(';')[0]!.split('=');
      if (value) cookies.set(name!, value);
      else cookies.delete(name!);
    }
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      form = undefined;
      if (!url.href.startsWith(issuer)) return url;
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!response.ok || !action || !prompt) throw new Error(`unexpected page at the provider (${response.status}): ${page.slice(0, 500)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider never sent the browser back to the app');
}
