import { buildApp } from './app';
import { clockOf, type Config, ConfigError, loadConfig } from './config';
import { loadDemoDataIfEmpty } from './features/demo/demo-data';
import { matchInWorker } from './features/matching/run-engine';
import { closeGracefullyOnSignals } from './shutdown';

/** Starts the one process: config, app, listen, graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const now = clockOf(config);
  const app = await buildApp({ config, now, match: matchInWorker, batchesInWorker: true, checkpointsInWorker: true });
  if (config.clockStart) app.log.warn(`CLOCK_START is set: the clock started at ${config.clockStart.toISOString()}`);
  if (config.demoData && (await loadDemoDataIfEmpty(app.db, { now, cycle: app.cycle, media: app.media }))) {
    app.log.warn('the database was empty: loaded DEMO content (accounts marked is_demo); set DEMO_DATA=off to skip');
  }
  app.cycle.start();
  closeGracefullyOnSignals(app, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.publicUrl} (data in ${config.dataDir})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
