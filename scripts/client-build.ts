/**
 * Builds the client (`vite build`, which also pre-renders the public pages) into `outDir` when there is no build
 * there yet or the client's sources changed since. Used by `npm start` and the benchmarks that need a build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

export function buildClientIfStale(outDir: string): void {
  const sources = ['client', 'shared', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
  const builtAt = fs.statSync(path.join(outDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt !== 0 && Math.max(...sources.map(newestMtime)) <= builtAt) return;
  console.log(builtAt === 0 ? 'No client build yet: building it (about a minute)...' : 'Client sources changed: rebuilding...');
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: path.resolve(outDir) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
