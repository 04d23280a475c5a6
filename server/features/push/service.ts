import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushConfig } from '../../config';
import { AppError } from '../../plugins/errors';
import { LOCK_SCREEN_WORDS, type NotificationKind, NOTIFICATION_KINDS, notificationPath, type PushPayload } from '../../../shared/push';
import type { NotificationPreferences, NotificationPreferencesBody, PushSubscriptionBody } from '../../../shared/push-contract';
import { subscriptionProblem } from './endpoints';
import type { PushKeys, PushRepo } from './repo';

/** Devices one member may have pushing at once; a new one beyond it replaces the oldest. */
export const MAX_DEVICES = 10;
/** A push not taken after this many tries is given up on (the notice stays in the app, and its e-mail goes). */
export const MAX_PUSH_ATTEMPTS = 6;
/** Longer than one request to a push service may take (the sender's own timeout is shorter). */
const CLAIM_MS = 2 * 60 * 1000;
const SEND_TIMEOUT_MS = 30 * 1000;
const BATCH = 100;
/** Waits between tries: a minute, then doubling, at most six hours. */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
/** A push still undelivered after a day is of no use (a reminder, a deadline): the push service may drop it. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushEvent {
  /** Names what is told to whom (a notice's id): telling it again adds nothing. */
  id: string;
  userId: string;
  kind: NotificationKind;
  /** The notice's own words, shown only when the member allows names on the lock screen. */
  title: string;
  body: string;
  formatId?: string | null;
  /** The page a tap opens, where the kind's own page is not the one (a host's notice opens the host's screen). */
  path?: string;
}

/** Longest words a push carries: a payload is at most 4 kB once encrypted, and a lock screen shows a few lines. */
const MAX_TITLE = 120;
const MAX_BODY = 600;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** The installation's VAPID pair: configured, or made once and kept in the database (the first node's wins). */
export async function vapidKeysOf(config: PushConfig, repo: PushRepo, now: () => Date): Promise<PushKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const stored = await repo.keys();
  if (stored) return stored;
  return repo.storeKeys(webpush.generateVAPIDKeys(), now().toISOString());
}

/** Web push: devices, each member's channels, and the queue that sends each event once to each device. */
export function pushService(deps: {
  repo: PushRepo;
  config: PushConfig;
  now: () => Date;
  log: FastifyBaseLogger;
  keys: () => Promise<PushKeys>;
}) {
  const { repo, config, now, log } = deps;
  // A private gateway's authority is trusted beside the usual ones, never instead of them.
  const agent = config.endpointCaFile
    ? new https.Agent({ ca: [...tls.rootCertificates, fs.readFileSync(config.endpointCaFile, 'utf8')], keepAlive: true })
    : undefined;

  async function preferences(userId: string): Promise<NotificationPreferences> {
    return {
      channels: await repo.channelsOf(userId),
      namesOnLockScreen: await repo.namesOnLockScreen(userId),
      devices: (await repo.subscriptionsOf(userId)).length,
    };
  }

  return {
    preferences,
    /** Runs inside the caller's transaction. */
    async subscribe(userId: string, sessionHash: string | null, body: PushSubscriptionBody): Promise<void> {
      const problem = subscriptionProblem(body.endpoint, body.keys, config.extraEndpointOrigins);
      if (problem) throw new AppError('validation-failed', 400, problem, { endpoint: problem });
      await repo.subscribe(crypto.randomUUID(), userId, body.endpoint, body.keys, sessionHash, now().toISOString());
      const devices = await repo.subscriptionsOf(userId);
      for (const old of devices.slice(0, Math.max(0, devices.length - MAX_DEVICES))) await repo.removeSubscription(old.id);
    },
    unsubscribe: (userId: string, endpoint: string) => repo.unsubscribe(userId, endpoint),
    /** Runs inside the caller's transaction. */
    async setPreferences(userId: string, body: NotificationPreferencesBody): Promise<NotificationPreferences> {
      for (const kind of NOTIFICATION_KINDS) {
        const channels = body.channels?.[kind];
        if (channels) await repo.setChannels(userId, kind, channels);
      }
      if (body.namesOnLockScreen !== undefined) await repo.setNamesOnLockScreen(userId, body.namesOnLockScreen);
      return preferences(userId);
    },
    /** Whether the member wants this kind by e-mail (the notices' mail asks before sending). */
    async wantsEmail(userId: string, kind: NotificationKind): Promise<boolean> {
      return (await repo.channelsOf(userId))[kind].email;
    },
    /**
     * Queues the event for each of the member's devices, if they want this kind pushed. Runs inside the caller's
     * transaction, so a push exists exactly when what it tells of was committed. `badge` is the count of things
     * waiting for the member's answer.
     */
    async tell(event: PushEvent, badge: number): Promise<number> {
      if (!(await repo.channelsOf(event.userId))[event.kind].push) return 0;
      const devices = await repo.subscriptionsOf(event.userId);
      if (devices.length === 0) return 0;
      const words = (await repo.namesOnLockScreen(event.userId))
        ? { title: clip(event.title, MAX_TITLE), body: clip(event.body, MAX_BODY) }
        : LOCK_SCREEN_WORDS[event.kind];
      const payload: PushPayload = {
        web_push: 8030,
        notification: {
          ...words,
          navigate: event.path ?? notificationPath(event.kind, event.formatId),
          // One notification per kind on the phone: a newer one replaces the older.
          tag: event.kind,
          ...(badge > 0 ? { app_badge: String(badge) } : {}),
        },
        kind: event.kind,
        badge,
      };
      const at = now().toISOString();
      for (const device of devices) await repo.enqueue(event.id, device.id, JSON.stringify(payload), at);
      return devices.length;
    },
    /**
     * Sends every push that is due, each claimed first so two nodes never both send one. A push service's 404 or 410
     * means the device unsubscribed: its subscription goes. Other failures wait and try again, then give up.
     */
    async deliver(): Promise<number> {
      const keys = await deps.keys();
      let sent = 0;
      const tried = new Set<string>();
      for (;;) {
        const due = (await repo.due(now(), BATCH + tried.size)).filter((one) => !tried.has(`${one.eventId} ${one.subscription.id}`));
        if (due.length === 0) return sent;
        for (const { eventId, subscription, payload, attempts } of due) {
          tried.add(`${eventId} ${subscription.id}`);
          if (!(await repo.claim(eventId, subscription.id, now(), new Date(now().getTime() + CLAIM_MS)))) continue;
          try {
            await webpush.sendNotification(
              { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
              payload,
              {
                vapidDetails: { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
                TTL: TTL_SECONDS,
                // The same event sent twice (a node stopped between sending and marking it) replaces itself in the
                // push service's queue, and its tag replaces it on the phone: the member sees it once.
                topic: crypto.createHash('sha256').update(eventId).digest('base64url').slice(0, 32),
                urgency: 'normal',
                timeout: SEND_TIMEOUT_MS,
                ...(agent ? { agent } : {}),
              },
            );
            await repo.markSent(eventId, subscription.id, now().toISOString());
            sent++;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              await repo.removeSubscription(subscription.id);
              continue;
            }
            log.warn({ err: error, status, eventId }, 'could not send a push; it will be retried');
            if (attempts + 1 >= MAX_PUSH_ATTEMPTS) await repo.markFailed(eventId, subscription.id, now().toISOString());
            else await repo.retryAt(eventId, subscription.id, new Date(now().getTime() + retryDelayMs(attempts + 1)));
          }
        }
      }
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
