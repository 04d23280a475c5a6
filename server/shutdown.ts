import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (also those whose client has gone:
 * plugins/requests-in-flight.ts), close the database (an onClose hook), then exit. If that takes longer than
 * `timeoutMs` the process exits anyway with status 1.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, timeoutMs: number, exit: (code: number) => void = process.exit): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown took too long; exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    // Keep-alive connections become idle once their last response is sent; close them then, not at timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
