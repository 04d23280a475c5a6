import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './contract';

// The auth routes' schemas (listed per route in shared/api-contract.ts). The client imports this file for types only.

/** The signed-in user as GET /api/auth/me and GET /api/users/currentUser return it. */
export const CurrentUser = Type.Object({
  /** The account id: the e-mail, lower-cased and trimmed. */
  id: Type.String(),
  email: Type.String(),
  hasProfile: Type.Boolean(),
  /** Country:Region:City of the profile, or null before onboarding. */
  location: Nullable(Type.String()),
  isHost: Type.Boolean(),
  /** Reviews videos and reads member reports (granted with `npm run admin -- grant <email>`). */
  isAdmin: Type.Boolean(),
  identities: Type.Array(Type.Object({ provider: Type.String(), userId: Type.String() })),
});
export type CurrentUser = Static<typeof CurrentUser>;

/** docs/product-rules.md#sign-in "GET /auth/me: current user; null on failure". */
export const MaybeCurrentUser = Nullable(CurrentUser);

/** What every successful verification answers: the code, the magic link and a provider's callback. */
export const SignedIn = Type.Object({ email: Type.String(), user: CurrentUser });
export type SignedIn = Static<typeof SignedIn>;

/** Request bodies of the sign-in calls: short strings; extra keys are dropped, not refused. */
const shortText = () => Type.String({ maxLength: 320 });
const closed = { additionalProperties: false } as const;
export const SendCodeBody = Type.Object({ email: shortText() }, closed);
export const VerifyCodeBody = Type.Object({ email: shortText(), code: shortText() }, closed);
export const VerifyLinkBody = Type.Object({ email: shortText(), secret: shortText() }, closed);
export const CodeSent = Type.Object({ sent: Type.Literal(true) });

/** The identity providers a sign-in can go through, each with its own GET /api/auth/{id}-login. */
export const ProviderId = Type.Union([Type.Literal('google'), Type.Literal('microsoft')]);
/** GET /api/auth/providers: the identity providers this installation has configured. */
export const ConfiguredProviders = Type.Array(Type.Object({ id: ProviderId, name: Type.String() }));
export type ConfiguredProvider = Static<typeof ConfiguredProviders>[number];

const loginHint = Type.Optional(Type.String({ maxLength: 320 }));
/** GET /api/auth/{provider}-login: where to come back to after signing in. */
export const ProviderLoginQuery = Type.Object({ login_hint: loginHint, redirect: Type.Optional(Type.String({ maxLength: 2048 })) });
/** The spec's session-expiry path /.auth/login/{provider}?login_hint=&post_login_redirect_uri= (outside /api). */
export const ProviderLoginAliasQuery = Type.Object({
  login_hint: loginHint,
  post_login_redirect_uri: Type.Optional(Type.String({ maxLength: 2048 })),
});
export const ProviderParams = Type.Object({ provider: Type.String() });

/** POST /api/auth/callback/{provider}. A missing state is refused like a wrong one (authentication-failed), not as malformed input. */
export const ProviderCallbackBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type ProviderCallbackBody = Static<typeof ProviderCallbackBody>;
export const ProviderSignedIn = Type.Object({ ...SignedIn.properties, redirectTo: Nullable(Type.String()) });
