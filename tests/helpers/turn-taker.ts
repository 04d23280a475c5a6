import { parentPort, workerData } from 'node:worker_threads';
import { WriteTurn } from '../../server/db/write-turn';

// A worker thread (write-turn.test.ts) whose only work is to wait for the write turn, take it and give it back. It
// answers the test while it waits, through a port that does not keep the thread alive. No top-level await: a module
// still being evaluated kept the thread alive by itself (the loader waited on it), so a wait that did not would pass.
const turn = new WriteTurn(workerData as SharedArrayBuffer);
parentPort!.on('message', () => parentPort!.postMessage('still waiting'));
parentPort!.unref();
parentPort!.postMessage('waiting');
void turn.take().then(() => {
  parentPort!.postMessage('got the turn');
  turn.give();
});
