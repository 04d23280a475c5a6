/**
 * Preloaded into every server process that tests and benchmarks start (server-process.ts), which give it an IPC
 * channel: when the process that started it is gone (it crashed, exited without stop(), or was killed, even with
 * SIGKILL), the channel closes and the server shuts down as on SIGTERM, instead of holding its port for ever. A
 * bench:lighthouse that Chromium's launch crashed left its server on port 4750, and the next run failed with "port
 * 4750 is already in use". The channel is unref'd: it keeps nothing running by itself.
 */
if (process.channel) {
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
