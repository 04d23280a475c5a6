import type { Database } from '../../../db/database';
import type { Repos } from '../../../plugins/repos';
import * as client from 'openid-client';
import { isValidEmail, normaliseEmail } from '../../../../shared/auth';
import type { ProviderCallbackBody } from '../../../../shared/auth-contract';
import type { Config, OidcProviderConfig } from '../../../config';
import { AppError } from '../../../plugins/errors';
import type { UserRow } from '../repo';
import { providerDiscovery } from './discovery';

/** How long the person may take at the provider before the sign-in must start over. */
export const PROVIDER_LOGIN_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

/** Why a provider sign-in was refused; logged, while the person only ever sees 'authentication-failed'. */
export class SignInRefused extends Error {}

/** What the provider sent back through the browser (POST /api/auth/callback/{provider}). */
export type CallbackParams = ProviderCallbackBody;

/** OpenID Connect sign-in: authorization code flow with PKCE (S256), state and nonce. */
export function oidcService({ db, repos, config, now }: { db: Database; repos: Repos; config: Config; now: () => Date }) {
  const { oidc: repo, auth: users } = repos;
  const configurationOf = providerDiscovery();
  const callbackUrl = (provider: OidcProviderConfig) => `${config.publicUrl}/login/callback/${provider.id}`;

  async function reachable(provider: OidcProviderConfig): Promise<client.Configuration> {
    try {
      return await configurationOf(provider);
    } catch (error) {
      throw new AppError(
        'provider-unavailable',
        502,
        `We could not reach ${provider.name}. Please try again in a moment.`,
        undefined,
        undefined,
        { cause: error },
      );
    }
  }

  /** The login stored for `state`, used up now; refused when unknown, for another provider or too old. */
  async function takeLogin(provider: OidcProviderConfig, state: string | undefined, browserState: string | undefined) {
    if (!state || browserState !== state) throw new SignInRefused('state does not match the one given to this browser');
    const login = await repo.takeLogin(state);
    if (!login || login.provider !== provider.id) throw new SignInRefused('unknown state');
    if (now().getTime() - Date.parse(login.createdAt) >= PROVIDER_LOGIN_TTL_MS) throw new SignInRefused('sign-in started too long ago');
    return login;
  }

  /** A new identity needs a verified e-mail: it becomes (or finds) the account id. */
  async function verifiedEmailOf(configuration: client.Configuration, tokens: { access_token: string }, idToken: client.IDToken) {
    // Providers that keep the ID token lean (response_type=code) give the e-mail at the userinfo endpoint.
    const claims = idToken.email === undefined ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub) : idToken;
    const email = typeof claims.email === 'string' ? normaliseEmail(claims.email) : '';
    if (claims.email_verified !== true || !isValidEmail(email)) throw new SignInRefused('no verified e-mail for a new identity');
    return email;
  }

  /** The identity is (issuer, subject): once linked, it keeps its account whatever the e-mail claim says later. */
  async function accountFor(
    provider: OidcProviderConfig,
    configuration: client.Configuration,
    tokens: { access_token: string },
    idToken: client.IDToken,
  ) {
    const known = await repo.userIdOf(idToken.iss, idToken.sub);
    if (known) return (await users.findUser(known))!;
    const email = await verifiedEmailOf(configuration, tokens, idToken);
    const at = now().toISOString();
    return db.transaction(async (): Promise<UserRow> => {
      const linkedMeanwhile = await repo.userIdOf(idToken.iss, idToken.sub);
      if (linkedMeanwhile) return (await users.findUser(linkedMeanwhile))!;
      const user = await users.ensureUser(email, at);
      await repo.linkIdentity({ issuer: idToken.iss, subject: idToken.sub, provider: provider.id, userId: user.id, email, createdAt: at });
      return user;
    });
  }

  return {
    provider(id: string): OidcProviderConfig | undefined {
      return config.oidcProviders.find((p) => p.id === id);
    },

    /** Stores what the callback must match and answers the provider's authorization URL. */
    async startLogin(provider: OidcProviderConfig, options: { loginHint?: string; redirectTo: string | null }) {
      const configuration = await reachable(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const at = now();
      await repo.pruneLoginsBefore(new Date(at.getTime() - PROVIDER_LOGIN_TTL_MS).toISOString());
      await repo.saveLogin({
        state,
        provider: provider.id,
        codeVerifier,
        nonce,
        redirectTo: options.redirectTo,
        createdAt: at.toISOString(),
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(provider),
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.loginHint ? { login_hint: options.loginHint } : {}),
      });
      return { url: url.href, state };
    },

    /** Checks the provider's answer (state, PKCE, nonce, ID token) and answers the account it signs in to. */
    async finishLogin(provider: OidcProviderConfig, params: CallbackParams, browserState: string | undefined) {
      const login = await takeLogin(provider, params.state, browserState);
      const configuration = await configurationOf(provider);
      const answer = new URL(callbackUrl(provider));
      answer.searchParams.set('code', params.code);
      answer.searchParams.set('state', login.state);
      if (params.iss) answer.searchParams.set('iss', params.iss);
      const tokens = await client.authorizationCodeGrant(configuration, answer, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
      });
      const user = await accountFor(provider, configuration, tokens, tokens.claims()!);
      return { user, redirectTo: login.redirectTo };
    },
  };
}
