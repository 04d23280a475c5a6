import crypto from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MatchInstance, MatchResult } from '../shared/matching';
import { isHttps, type Config } from './config';
import { SqliteDatabase } from './db/sqlite-database';
import type { DataSync } from './db/wal-sync';
import { cycleRunner, type CycleRunner } from './features/cycle/cycle-runner';
import { batchesInProcess, batchesInWorker, oneLateJoinerJobAtATime } from './features/discover/batch-jobs';
import { batchService } from './features/discover/batch-service';
import { memberJoined } from './features/discover/member-joined';
import discoverRoutes from './features/discover/routes';
import { discoverService } from './features/discover/service';
import groupChatRoutes from './features/group-chat/routes';
import groupRoutes from './features/groups/routes';
import { matchInProcess } from './features/matching/run-engine';
import type { MatchOptions } from './features/matching/engine';
import featureFlagRoutes from './features/feature-flags/routes';
import inviteRoutes from './features/invites/routes';
import pushRoutes from './features/push/routes';
import { pushService, vapidKeysOf } from './features/push/service';
import journeyRoutes from './features/journey/routes';
import { invitesService } from './features/invites/service';
import { accountDeletions } from './features/my-data/account-deletion';
import myDataRoutes from './features/my-data/routes';
import noticeRoutes from './features/notices/routes';
import picksRoutes from './features/discover/picks-routes';
import oidcRoutes, { oidcLoginAliasRoutes } from './features/auth/oidc/routes';
import authRoutes from './features/auth/routes';
import { loadSecretKey } from './features/auth/secret-key';
import signInRoutes from './features/auth/sign-in-routes';
import devOutboxRoutes from './features/mail/dev-outbox-routes';
import { createMailer, type Mailer } from './features/mail/mailer';
import healthRoutes from './features/health/routes';
import interestRoutes from './features/interests/routes';
import { PHOTO_MAX_BYTES } from './features/media/photo-processing';
import { mediaStore } from './features/media/media-store';
import mediaRoutes from './features/media/routes';
import videoMediaRoutes from './features/videos/media-routes';
import videoRoutes from './features/videos/routes';
import videoTusRoutes from './features/videos/tus-routes';
import { videoCheckQueue } from './features/videos/video-check-queue';
import depositRoutes from './features/payments/deposit-routes';
import myPaymentsRoutes from './features/payments/my-payments-routes';
import { experienceCatalog } from './features/experiences/catalog';
import experienceRoutes from './features/experiences/routes';
import eventFormatRoutes from './features/programs/formats-routes';
import { eventFormatsService } from './features/programs/formats-service';
import formatJourneyRoutes from './features/programs/journey-routes';
import sessionCheckInRoutes from './features/programs/check-in-routes';
import { type Deposits, depositsOf } from './features/payments/deposits';
import stripeWebhookRoutes from './features/payments/webhook-routes';
import { demoPayouts, stripePayouts } from './features/host-payouts/payouts-provider';
import hostPayoutRoutes from './features/host-payouts/routes';
import { type HostPayoutsService, hostPayouts } from './features/host-payouts/service';
import profilePreviewRoutes from './features/discover/preview-routes';
import profileRoutes from './features/profiles/routes';
import reviewRoutes from './features/review/routes';
import siteLinkRoutes from './features/site-links/routes';
import pwaRoutes from './features/pwa/routes';
import { sessionCookieName } from './features/auth/session-rules';
import { testControls } from './features/test-controls/controls';
import testControlRoutes from './features/test-controls/routes';
import { settableClock } from './features/test-controls/settable-clock';
import waitlistRoutes from './features/waitlist/routes';
import dbPlugin from './plugins/db';
import reposPlugin from './plugins/repos';
import { REPO_FACTORIES } from './repos';
import apiDefaults from './plugins/api-defaults';
import errorsPlugin from './plugins/errors';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import jsonBody from './plugins/json-body';
import idempotencyPlugin from './plugins/idempotency';
import requestsInFlight from './plugins/requests-in-flight';
import requestLogging from './plugins/request-logging';
import routeContracts from './plugins/route-contracts';
import securityPlugin from './plugins/security';
import sessionPlugin from './features/auth/session-plugin';
import { AJV_OPTIONS } from './plugins/validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The weekly cycle's scheduler; main.ts starts it, tests drive it with tick() under a fake clock. */
    cycle: CycleRunner;
    /** Deposit holds through the configured payments provider (Stripe, or the demo one where no money moves). */
    deposits: Deposits;
    /** Hosts' shares sent to their payout accounts after each session (Stripe Connect, or the demo's). */
    payouts: HostPayoutsService;
    /**
     * Someone just signed in (their e-mail is proven: a code, a magic link or a provider's verified address): what
     * waited for that proof happens now. Never rejects; a failure is logged.
     */
    signedIn(user: { id: string; email: string }): Promise<void>;
  }
}

export interface BuildOptions {
  config: Config;
  /** The clock every rule reads; tests pass a fake one. */
  now?: () => Date;
  /** Where mail goes; by default SMTP when configured, else the dev outbox. */
  mailer?: Mailer;
  /** How the weekly matching runs the engine; main.ts uses a worker thread, tests and the CLI this process. */
  match?: (instance: MatchInstance, options: MatchOptions) => Promise<MatchResult>;
  /** The release and late joiners' batches in worker threads on their own connections (main.ts); else in this process. */
  batchesInWorker?: boolean;
  /** SQLite's WAL checkpoints in a thread of their own (main.ts; server/db/wal-checkpointer.ts); else on the commits. */
  checkpointsInWorker?: boolean;
  /** Extra routes (tests only use this to add a route of their own). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** SQLite's disk sync of durable commits (server/db/wal-sync.ts): tests hold it to see who waits; fdatasync otherwise. */
  dataSync?: DataSync;
}

/** Builds the whole app (plugins, then features) without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  now: givenNow = () => new Date(),
  mailer: givenMailer,
  match = matchInProcess,
  batchesInWorker: inWorker = false,
  checkpointsInWorker = false,
  extraRoutes,
  dataSync,
}: BuildOptions): Promise<FastifyInstance> {
  const https = isHttps(config);
  // With the end-to-end tests' controls the clock can be moved; every rule below reads this one.
  const clock = config.testControls ? settableClock(givenNow) : null;
  const now = clock?.now ?? givenNow;
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.cookie', 'res.headers["set-cookie"]'] },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    ajv: AJV_OPTIONS,
  });
  // Fastify parses text/plain by default; the API only speaks JSON (and multipart where a route says so).
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(jsonBody);
  await app.register(requestLogging);
  await app.register(requestsInFlight);
  await app.register(securityPlugin, { https, stripeJs: Boolean(config.payments.stripe?.publishableKey) });
  const databaseLocation = { databaseUrl: config.databaseUrl, file: path.join(config.dataDir, 'app.db') };
  await app.register(dbPlugin, { ...databaseLocation, checkpointsInWorker, dataSync });
  await app.register(reposPlugin, { factories: REPO_FACTORIES });
  const key = await loadSecretKey(config.secretKey, config.dataDir, app.db, now);
  await app.register(sessionPlugin, { https, now, cookieSecret: key });
  await app.register(idempotencyPlugin, { now });
  await app.register(apiDefaults);
  await app.register(routeContracts);

  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: app.db, log: app.log, now });
  app.addHook('onClose', async () => mailer.close());

  const weekClock = { now, discoverOpensAt: config.discoverOpensAt };
  const invites = invitesService(app.repos.invites, { now, switches: config });
  const { db, repos } = app;
  const catalog = experienceCatalog(repos.catalog, now);
  // The spec's sample experiences, once, into an empty experiences table (before any route can read it).
  await catalog.addSamplesIfEmpty();
  app.decorate('deposits', depositsOf(config.payments, db, now));
  app.decorate(
    'payouts',
    hostPayouts(db, config.payments.stripe ? stripePayouts(config.payments.stripe) : demoPayouts(), now, config.publicUrl, app.log),
  );
  const media = mediaStore(config);
  app.decorate('media', media);
  app.decorate('videoChecks', videoCheckQueue({ concurrency: config.videos.checks, waiting: config.videos.checksWaiting }));
  const deletions = accountDeletions({ db, repos, deposits: app.deposits, dataDir: config.dataDir, media, mailer, now, log: app.log });
  const batches = oneLateJoinerJobAtATime(
    inWorker
      ? batchesInWorker(databaseLocation, now, repos.discover, db instanceof SqliteDatabase ? db.writeTurn : undefined)
      : batchesInProcess(batchService({ db, repos, now })),
  );
  // The VAPID pair is read (or made) once, when a push or the key is first needed.
  let pushKeys: ReturnType<typeof vapidKeysOf> | undefined;
  const keys = () => {
    pushKeys ??= vapidKeysOf(config.push, repos.push, now).catch((error: unknown) => {
      pushKeys = undefined;
      throw error;
    });
    return pushKeys;
  };
  const push = pushService({ repo: repos.push, config: config.push, now, log: app.log, keys });
  app.decorate(
    'cycle',
    cycleRunner({
      db,
      repos,
      ...weekClock,
      mailer,
      publicUrl: config.publicUrl,
      taxRates: config.taxRates,
      log: app.log,
      match,
      matchSeconds: config.matchSeconds,
      deposits: app.deposits,
      payouts: app.payouts,
      deletions,
      batches,
      push,
    }),
  );
  // A member who joins after the week's release gets their batch from a job started as their profile is made (the
  // profile route starts it after its commit); the cycle runner's tick builds any that this missed, so a failure
  // here is only logged.
  const joined = memberJoined(repos, batches, weekClock);
  app.decorate('memberJoined', (userId: string) =>
    joined(userId).catch((error: unknown) => app.log.warn({ err: error }, "could not build a new member's batch; the next tick will")),
  );
  // Event formats made signed out with this address become theirs, on whichever device they sign in.
  const formatClaims = eventFormatsService(db, now);
  app.decorate('signedIn', (user: { id: string; email: string }) =>
    formatClaims
      .claimMadeWith(user)
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not give a host the formats made with their address')),
  );
  const discover = discoverService(repos, weekClock);
  app.addHook('preClose', async () => {
    await app.cycle.stop();
    await batches.idle();
    await batches.close();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(signInRoutes, { config, mailer, key, now });
      await api.register(oidcRoutes, { config, now });
      // Multipart bodies are read only by routes that ask for them (request.parts()), each with its own limits.
      await api.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 8, parts: 10 } });
      await api.register(profileRoutes, { dataDir: config.dataDir, now, invites });
      await api.register(interestRoutes, { now });
      await api.register(waitlistRoutes, { now });
      await api.register(siteLinkRoutes, { config });
      await api.register(featureFlagRoutes, { config, now });
      await api.register(profilePreviewRoutes);
      await api.register(discoverRoutes, { service: discover });
      await api.register(picksRoutes, weekClock);
      await api.register(groupRoutes, weekClock);
      await api.register(groupChatRoutes, { now, databaseUrl: config.databaseUrl ?? null, push });
      await api.register(noticeRoutes, { now });
      await api.register(myDataRoutes, { now, deletions });
      await api.register(inviteRoutes, { now, invites });
      await api.register(pushRoutes, { push, publicKey: async () => (await keys()).publicKey });
      await api.register(journeyRoutes, { now });
      await api.register(videoRoutes, { dataDir: config.dataDir, now, videos: config.videos });
      await api.register(videoTusRoutes, { config, now });
      await api.register(stripeWebhookRoutes, { payments: config.payments, now, connect: app.payouts.applyEvent });
      await api.register(hostPayoutRoutes, { payouts: app.payouts });
      await api.register(depositRoutes, { publishableKey: config.payments.stripe?.publishableKey ?? null });
      await api.register(myPaymentsRoutes);
      await api.register(experienceRoutes, { now });
      await api.register(eventFormatRoutes, { now, mailer, config });
      await api.register(formatJourneyRoutes, { now, mailer, publicUrl: config.publicUrl, taxRates: config.taxRates });
      await api.register(sessionCheckInRoutes, { now });
      await api.register(reviewRoutes, { now });
    },
    { prefix: '/api' },
  );
  await app.register(oidcLoginAliasRoutes, { config, now });
  await app.register(mediaRoutes, weekClock);
  await app.register(videoMediaRoutes, weekClock);
  if (!config.smtpUrl && config.env !== 'production') await app.register(devOutboxRoutes);
  if (clock) {
    const controls = testControls({
      config,
      media,
      clock,
      db,
      cycle: app.cycle,
      batches,
      forget: () => discover.forget(),
      seed: () => catalog.addSamplesIfEmpty(),
    });
    await app.register(testControlRoutes, { controls });
  }
  if (extraRoutes) await app.register(async (scope) => extraRoutes(scope));
  await app.register(pwaRoutes, { clientDir: config.clientDir, brandHosts: config.brandHosts, sessionCookie: sessionCookieName(https) });
  return app;
}
