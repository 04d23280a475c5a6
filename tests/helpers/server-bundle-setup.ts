import fs from 'node:fs';
import path from 'node:path';
import { buildServerBundle } from '../../scripts/build-server';

/**
 * Vitest's global setup: the server bundle the tests' spawned servers start from (server-process.ts), built once per
 * run into a folder of this run's own (two runs side by side never rebuild each other's) and removed after it,
 * unless the caller (npm test) built one already and named it in SERVER_BUNDLE.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.SERVER_BUNDLE) return undefined;
  const folder = path.resolve(`.tmp/server-bundle-${process.pid}`);
  process.env.SERVER_BUNDLE = await buildServerBundle(folder);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
