import { uploadServer } from '../../server/features/videos/upload-server';
import type { TestApp } from './test-app';

/**
 * A second upload server on a test app's own settings and database, as another process of the same installation
 * would build it: for what the app runs on a timer (the clean-up of old uploads), called at a chosen moment.
 */
export function uploadServerOf(t: TestApp) {
  const { config, app } = t;
  return uploadServer({ ...config, db: app.db, repos: app.repos, limits: config.videos, log: app.log, now: () => new Date() });
}
