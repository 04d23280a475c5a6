/** bench:video-check's senders: a process per upload, started and ready before it is timed, and lines of their results. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { SenderJob, SenderResult } from '../bench-video-sender';
import type { OpenLoopResult } from '../open-loop-load';

export const describePicks = (name: string, result: OpenLoopResult) =>
  `${name}: ${result.rate.toFixed(0)} picks/s answered  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
  `max ${result.max.toFixed(1)} ms  failed ${result.failed}${result.errors.length ? ` (${result.errors[0]})` : ''}`;

export const describeRefusals = (refusals: SenderResult[]) => {
  const answers = new Map<string, number>();
  for (const { status, code } of refusals) answers.set(`${status} ${code}`, (answers.get(`${status} ${code}`) ?? 0) + 1);
  const walls = refusals.map(
    (r) => `${r.wallSeconds.toFixed(2)}${r.uploadSeconds === null ? '' : ` (chunks ${r.uploadSeconds.toFixed(2)})`}`,
  );
  const senders = refusals.reduce((sum, r) => sum + r.cpuSeconds, 0);
  return `${[...answers].map(([answer, count]) => `${count} x ${answer}`).join(', ')}, each in ${walls.join(', ')} s; senders' own CPU ${senders.toFixed(2)} s`;
};

const SENDER = path.join(import.meta.dirname, '..', 'bench-video-sender.ts');

/** A sender process, started and ready (file read, hash made); go() sends and resolves with its result. */
export async function readySender(job: SenderJob): Promise<{ go(): Promise<SenderResult> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER, JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise<never>((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`a ${job.how} sender exited with ${code} before it answered`))),
  );
  exited.catch(() => undefined);
  const nextLine = async () => {
    const line = await Promise.race([lines.next(), exited]);
    if (line.done) throw new Error(`a ${job.how} sender closed its output`);
    return line.value;
  };
  if ((await nextLine()) !== 'ready') throw new Error(`a ${job.how} sender did not get ready`);
  return {
    async go() {
      child.stdin.end('go\n');
      return JSON.parse(await nextLine()) as SenderResult;
    },
  };
}
