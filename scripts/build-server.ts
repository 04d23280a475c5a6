/**
 * Bundles the server (server/main.ts, its worker threads' entries, and the test helper that ties a spawned server's
 * life to its parent) into one folder of plain JavaScript with esbuild, for test runs: a server started from the
 * bundle is up in about half the time of one that loads its TypeScript through tsx, and a test run starts dozens.
 * Dependencies stay imports of node_modules; files the server reads beside its sources (migrations, demo portraits)
 * are still read from server/ (import.meta.dirname is fixed at build time to the source file's folder).
 * `npm start` keeps running the sources.
 *
 * As a command: `npx tsx scripts/build-server.ts [outDir]` prints the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DEFAULT_SERVER_BUNDLE_DIR = path.join(ROOT, '.tmp/server-bundle');

/** Worker threads' entries, bundled beside main.mjs under their own names (server/worker-bootstrap.ts loads them). */
const ENTRIES = {
  main: 'server/main.ts',
  'engine-worker': 'server/features/matching/engine-worker.ts',
  'batch-worker': 'server/features/discover/batch-worker.ts',
  'wal-checkpoint-worker': 'server/db/wal-checkpoint-worker.ts',
  'exit-with-parent': 'tests/helpers/exit-with-parent.ts',
};

/** import.meta.dirname as the source file's own folder, so paths built from it still point into server/. */
const sourceDirname: Plugin = {
  name: 'source-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      return { contents: source.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))), loader: 'ts' };
    });
  },
};

/** Builds the bundle into `outDir` (emptied first) and returns the path of its main file. */
export async function buildServerBundle(outDir = DEFAULT_SERVER_BUNDLE_DIR): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceDirname],
  });
  return path.join(outDir, 'main.mjs');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(path.dirname(await buildServerBundle(process.argv[2] ? path.resolve(process.argv[2]) : undefined)));
}
