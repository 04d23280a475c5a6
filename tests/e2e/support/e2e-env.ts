import fs from 'node:fs';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4319);
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
/** The build the test server serves; BUILD_OUT_DIR (also read by vite.config.ts) keeps parallel runs apart. */
export const E2E_CLIENT_DIR = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist/client');
export const E2E_DB_FILE = path.join(E2E_DATA_DIR, 'app.db');

/**
 * The port of a spec's own server: E2E_PORT + `offset`, moved 20 further for each worker, because `--repeat-each`
 * runs copies of one spec on two workers at once (the worker servers are on E2E_PORT + 100 + the worker's index).
 */
export function privatePort(offset: number, worker: { parallelIndex: number }): number {
  return E2E_PORT + offset + 20 * worker.parallelIndex;
}

/** Flags this machine needs: no sandbox as root, and no background calls to Google's hosts (no internet here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function chromiumAvailable(): boolean {
  return fs.existsSync(chromiumPath());
}

/** A page on another brand's host name: *.localhost resolves to this machine in Chromium. */
export function brandUrl(host: string, pathname = '/'): string {
  return `http://${host}:${E2E_PORT}${pathname}`;
}
