import { Type, type Static } from '@sinclair/typebox';
import { NOTIFICATION_KINDS } from './push';

// The push and notification routes' schemas (listed per route in shared/api-contract.ts).

/** GET /api/push/key: the installation's VAPID public key (base64url), for PushManager.subscribe. */
export const PushKey = Type.Object({ publicKey: Type.String() });

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const PushSubscriptionBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: 1024, errorMessage: 'The push endpoint is missing or too long.' }),
  keys: Type.Object({
    p256dh: Type.String({ minLength: 1, maxLength: 200 }),
    auth: Type.String({ minLength: 1, maxLength: 100 }),
  }),
});
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;
export const PushSubscribed = Type.Object({ subscribed: Type.Literal(true) });

/** DELETE /api/push/subscriptions?endpoint=...: this device stops receiving pushes. */
export const PushEndpointQuery = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: 1024 }) });
export const PushUnsubscribed = Type.Object({ removed: Type.Boolean() });

const Channels = Type.Object({ push: Type.Boolean(), email: Type.Boolean() });
const ChannelsByKind = Type.Object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Channels])) as Record<(typeof NOTIFICATION_KINDS)[number], typeof Channels>,
);

/** GET /api/notifications/preferences: each kind's channels, names on the lock screen, and how many devices push. */
export const NotificationPreferences = Type.Object({
  channels: ChannelsByKind,
  namesOnLockScreen: Type.Boolean(),
  devices: Type.Integer({ minimum: 0 }),
});
export type NotificationPreferences = Static<typeof NotificationPreferences>;

/** PUT /api/notifications/preferences: any of the kinds' channels, and the lock-screen switch. */
export const NotificationPreferencesBody = Type.Object(
  {
    channels: Type.Optional(Type.Partial(ChannelsByKind)),
    namesOnLockScreen: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NotificationPreferencesBody = Static<typeof NotificationPreferencesBody>;
