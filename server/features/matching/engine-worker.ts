import { parentPort, workerData } from 'node:worker_threads';
import type { MatchInstance } from '../../../shared/matching';
import { matchGroups } from './engine';

// Runs once per matching job in its own thread (see run-engine.ts), then exits.
parentPort!.postMessage(matchGroups(workerData as MatchInstance));
