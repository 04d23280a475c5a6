import type { Database } from '../../db/database';
import { DEFAULT_CHANNELS, NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/push';

export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

export interface Subscription {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

export interface Channels {
  push: boolean;
  email: boolean;
}

export interface DueDelivery {
  eventId: string;
  subscription: Subscription;
  payload: string;
  attempts: number;
}

const KEYS = 'SELECT public_key AS "publicKey", private_key AS "privateKey" FROM push_keys WHERE id = 1';
const INSERT_KEYS = 'INSERT INTO push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING';
const SUBSCRIPTION = 'id, user_id AS "userId", endpoint, p256dh, auth, created_at AS "createdAt"';
// A device that subscribes again (a new sign-in, new keys) keeps one row: the endpoint is the device's address.
const UPSERT_SUBSCRIPTION = `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, session_hash, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
  auth = excluded.auth, session_hash = excluded.session_hash`;
const SUBSCRIPTIONS_OF = `SELECT ${SUBSCRIPTION} FROM push_subscriptions WHERE user_id = ? ORDER BY created_at, id`;
const DELETE_SUBSCRIPTION = 'DELETE FROM push_subscriptions WHERE id = ?';
const DELETE_ENDPOINT = 'DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?';
const DELETE_ALL_OF = 'DELETE FROM push_subscriptions WHERE user_id = ?';
const DELETE_OF_SESSION = 'DELETE FROM push_subscriptions WHERE session_hash = ?';
const CHANNELS_OF = 'SELECT kind, push, email FROM notification_channels WHERE user_id = ?';
const UPSERT_CHANNELS = `INSERT INTO notification_channels (user_id, kind, push, email) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, kind) DO UPDATE SET push = excluded.push, email = excluded.email`;
const NAMES_ON_LOCK_SCREEN = 'SELECT names_on_lock_screen AS "names" FROM notification_settings WHERE user_id = ?';
const UPSERT_NAMES = `INSERT INTO notification_settings (user_id, names_on_lock_screen) VALUES (?, ?)
  ON CONFLICT (user_id) DO UPDATE SET names_on_lock_screen = excluded.names_on_lock_screen`;
const ENQUEUE = `INSERT INTO push_deliveries (event_id, subscription_id, payload, due_at, created_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (event_id, subscription_id) DO NOTHING`;
const DUE = `SELECT d.event_id AS "eventId", d.payload, d.attempts, s.id, s.user_id AS "userId", s.endpoint, s.p256dh, s.auth,
  s.created_at AS "createdAt"
  FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id
  WHERE d.sent_at IS NULL AND d.failed_at IS NULL AND d.due_at <= ? AND (d.claimed_until IS NULL OR d.claimed_until <= ?)
  ORDER BY d.due_at, d.created_at LIMIT ?`;
const CLAIM = `UPDATE push_deliveries SET attempts = attempts + 1, claimed_until = ?
  WHERE event_id = ? AND subscription_id = ? AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until <= ?)`;
const SENT = 'UPDATE push_deliveries SET sent_at = ? WHERE event_id = ? AND subscription_id = ?';
const FAILED = 'UPDATE push_deliveries SET failed_at = ? WHERE event_id = ? AND subscription_id = ?';
const RETRY_AT = 'UPDATE push_deliveries SET due_at = ?, claimed_until = NULL WHERE event_id = ? AND subscription_id = ?';
// Members with a device whose push of the kind is on (on unless they chose otherwise), a page at a time.
const PUSHABLE = `SELECT DISTINCT s.user_id AS "userId" FROM push_subscriptions s
  LEFT JOIN notification_channels c ON c.user_id = s.user_id AND c.kind = ?
  WHERE s.user_id > ? AND COALESCE(c.push, 1) = 1 ORDER BY s.user_id LIMIT ?`;
const BROADCAST_QUEUED = 'SELECT 1 AS "queued" FROM push_broadcasts WHERE id = ?';
const MARK_BROADCAST = 'INSERT INTO push_broadcasts (id, queued_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING';
const DELIVERIES_OF = `SELECT d.event_id AS "eventId", d.attempts, d.sent_at AS "sentAt", d.failed_at AS "failedAt" FROM push_deliveries d
  JOIN push_subscriptions s ON s.id = d.subscription_id WHERE s.user_id = ? ORDER BY d.created_at, d.event_id`;

/**
 * All SQL for push_keys, push_subscriptions, notification_channels, notification_settings, push_deliveries and
 * push_broadcasts.
 */
export function pushRepo(db: Database) {
  return {
    keys: (): Promise<PushKeys | undefined> => db.get<PushKeys>(KEYS),
    /** Keeps the pair unless another node stored one first; the stored pair is the one to use. */
    async storeKeys(keys: PushKeys, at: string): Promise<PushKeys> {
      await db.run(INSERT_KEYS, [keys.publicKey, keys.privateKey, at]);
      return (await db.get<PushKeys>(KEYS))!;
    },
    async subscribe(
      id: string,
      userId: string,
      endpoint: string,
      keys: { p256dh: string; auth: string },
      sessionHash: string | null,
      at: string,
    ) {
      await db.run(UPSERT_SUBSCRIPTION, [id, userId, endpoint, keys.p256dh, keys.auth, sessionHash, at]);
    },
    subscriptionsOf: (userId: string): Promise<Subscription[]> => db.all<Subscription>(SUBSCRIPTIONS_OF, [userId]),
    async removeSubscription(id: string): Promise<void> {
      await db.run(DELETE_SUBSCRIPTION, [id]);
    },
    /** False when the endpoint is not this member's. */
    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      return (await db.run(DELETE_ENDPOINT, [userId, endpoint])).changes > 0;
    },
    async removeAllOf(userId: string): Promise<void> {
      await db.run(DELETE_ALL_OF, [userId]);
    },
    /** Signing out of a device stops its pushes. */
    async removeOfSession(sessionHash: string): Promise<void> {
      await db.run(DELETE_OF_SESSION, [sessionHash]);
    },
    /** The member's channels for every kind, the default where they never chose. */
    async channelsOf(userId: string): Promise<Record<NotificationKind, Channels>> {
      const chosen = new Map(
        (await db.all<{ kind: string; push: number; email: number }>(CHANNELS_OF, [userId])).map((row) => [row.kind, row]),
      );
      return Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => {
          const row = chosen.get(kind);
          return [kind, row ? { push: Number(row.push) === 1, email: Number(row.email) === 1 } : { ...DEFAULT_CHANNELS }];
        }),
      ) as Record<NotificationKind, Channels>;
    },
    async setChannels(userId: string, kind: NotificationKind, channels: Channels): Promise<void> {
      await db.run(UPSERT_CHANNELS, [userId, kind, channels.push ? 1 : 0, channels.email ? 1 : 0]);
    },
    async namesOnLockScreen(userId: string): Promise<boolean> {
      return Number((await db.get<{ names: number }>(NAMES_ON_LOCK_SCREEN, [userId]))?.names ?? 0) === 1;
    },
    async setNamesOnLockScreen(userId: string, names: boolean): Promise<void> {
      await db.run(UPSERT_NAMES, [userId, names ? 1 : 0]);
    },
    /** One push of an event to one device; telling the same event again adds nothing. */
    async enqueue(eventId: string, subscriptionId: string, payload: string, at: string): Promise<void> {
      await db.run(ENQUEUE, [eventId, subscriptionId, payload, at, at]);
    },
    async due(now: Date, limit: number): Promise<DueDelivery[]> {
      const at = now.toISOString();
      const rows = await db.all<Subscription & { eventId: string; payload: string; attempts: number }>(DUE, [at, at, limit]);
      return rows.map(({ eventId, payload, attempts, ...subscription }) => ({ eventId, payload, attempts, subscription }));
    },
    /** One node sends it: false when another claimed it (or sent it) since it was read. */
    async claim(eventId: string, subscriptionId: string, now: Date, until: Date): Promise<boolean> {
      return (await db.run(CLAIM, [until.toISOString(), eventId, subscriptionId, now.toISOString()])).changes > 0;
    },
    async markSent(eventId: string, subscriptionId: string, at: string): Promise<void> {
      await db.run(SENT, [at, eventId, subscriptionId]);
    },
    async markFailed(eventId: string, subscriptionId: string, at: string): Promise<void> {
      await db.run(FAILED, [at, eventId, subscriptionId]);
    },
    async retryAt(eventId: string, subscriptionId: string, at: Date): Promise<void> {
      await db.run(RETRY_AT, [at.toISOString(), eventId, subscriptionId]);
    },
    /** Members after `afterUserId` (by id) with a device that takes pushes of the kind. */
    pushable: async (kind: NotificationKind, afterUserId: string, limit: number): Promise<string[]> =>
      (await db.all<{ userId: string }>(PUSHABLE, [kind, afterUserId, limit])).map((row) => row.userId),
    /** Whether a push told to many (`id`) is all in the queue. */
    broadcastQueued: async (id: string): Promise<boolean> => (await db.get(BROADCAST_QUEUED, [id])) !== undefined,
    async markBroadcastQueued(id: string, at: string): Promise<void> {
      await db.run(MARK_BROADCAST, [id, at]);
    },
    /** What was queued for the member's devices, oldest first: the export, and tests. */
    deliveriesOf: (userId: string): Promise<{ eventId: string; attempts: number; sentAt: string | null; failedAt: string | null }[]> =>
      db.all(DELIVERIES_OF, [userId]),
  };
}

export type PushRepo = ReturnType<typeof pushRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** Web push: keys, devices, channels and the queue. */
    push: ReturnType<typeof pushRepo>;
  }
}
