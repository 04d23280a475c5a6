import { parentPort, workerData } from 'node:worker_threads';
import { matchGroups } from './engine';
import type { EngineJob } from './run-engine';

// Runs once per matching job in its own thread (see run-engine.ts), then exits.
const job = workerData as EngineJob;
parentPort!.postMessage(matchGroups(job.instance, job.options));
