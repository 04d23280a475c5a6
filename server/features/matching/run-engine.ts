import { Worker } from 'node:worker_threads';
import type { MatchInstance, MatchResult } from '../../../shared/matching';
import { matchGroups } from './engine';

/** Runs the engine in this process (the CLI, where nothing else waits on the event loop). */
export async function matchInProcess(instance: MatchInstance): Promise<MatchResult> {
  return matchGroups(instance);
}

/**
 * Runs the engine in a worker thread, so the server keeps answering while a city of 100,000 is matched (seconds
 * of CPU, see npm run bench:match). The worker loads TypeScript through tsx, like the process that starts it.
 */
export function matchInWorker(instance: MatchInstance): Promise<MatchResult> {
  const workerUrl = new URL('./engine-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: instance });
    let answered = false;
    worker.once('message', (result: MatchResult) => {
      answered = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the matching worker stopped (exit code ${code}) without an answer`));
    });
  });
}
