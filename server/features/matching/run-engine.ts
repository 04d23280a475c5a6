import { Worker } from 'node:worker_threads';
import type { MatchInstance, MatchResult } from '../../../shared/matching';
import { matchGroups, type MatchOptions } from './engine';
import { workerBootstrap } from '../../worker-bootstrap';

/** What the worker thread receives (engine-worker.ts). */
export interface EngineJob {
  instance: MatchInstance;
  options: MatchOptions;
}

/** Runs the engine in this process (the CLI, where nothing else waits on the event loop). */
export async function matchInProcess(instance: MatchInstance, options: MatchOptions = {}): Promise<MatchResult> {
  return matchGroups(instance, options);
}

/**
 * Runs the engine in a worker thread, so the server keeps answering while a city of 100,000 is matched (seconds
 * to a minute of CPU with the weekly budget, see npm run bench:match). The worker loads TypeScript through tsx,
 * like the process that starts it. The options (the time budget) go to the worker with the instance.
 */
export function matchInWorker(instance: MatchInstance, options: MatchOptions = {}): Promise<MatchResult> {
  const bootstrap = workerBootstrap(import.meta.url, 'engine-worker');
  const job: EngineJob = { instance, options };
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
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
