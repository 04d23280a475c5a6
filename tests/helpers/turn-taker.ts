import { parentPort, workerData } from 'node:worker_threads';
import { WriteTurn } from '../../server/db/write-turn';

// A worker thread (write-turn.test.ts) whose only work is to wait for the write turn, take it and give it back.
const turn = new WriteTurn(workerData as SharedArrayBuffer);
parentPort!.postMessage('waiting');
await turn.take();
parentPort!.postMessage('got the turn');
turn.give();
