// oidc-provider ships no type definitions; the test fixture uses this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface FixtureAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[] | null>;
    ttl?: Record<string, number>;
    pkce?: { required?: () => boolean };
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, sub: string) => Promise<FixtureAccount | undefined> | FixtureAccount | undefined;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
