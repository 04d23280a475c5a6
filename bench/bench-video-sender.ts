/**
 * One upload for `npm run bench:video-check`, in a process of its own so the bench's open loop of picks is not held up
 * by it: `node --import tsx bench/bench-video-sender.ts '<SenderJob JSON>'`. It reads the file and gets ready (the
 * device has the recording and its SHA-256 before it sends), prints `ready`, waits for a line on stdin, sends, and
 * prints a SenderResult as one JSON line.
 * - `tus`: as the app's page or service worker does (client/data/video-upload.ts): tus-js-client's own Upload over
 *   the app's fetch stack, in chunks of VIDEO_UPLOAD_CHUNK_BYTES, then POST /api/videos/uploads/finish.
 * - `multipart`: the whole file as one POST /api/videos/upload with its Content-Length, streamed from disk.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import readline from 'node:readline';
import BrowserFileReader from 'tus-js-client/lib.esm/browser/fileReader.js';
import NoopUrlStorage from 'tus-js-client/lib.esm/noopUrlStorage.js';
import BaseUpload from 'tus-js-client/lib.esm/upload.js';
import { FetchHttpStack } from '../client/features/videos/tus-fetch-stack';
import { TUS_PATH, uploadIdOf, VIDEO_UPLOAD_CHUNK_BYTES } from '../shared/video-upload';

export interface SenderJob {
  how: 'tus' | 'multipart';
  port: number;
  file: string;
  sessionId: string;
  location: string;
  promptId: string;
  promptType: string;
  /** tus only: finish with a SHA-256 that is not the file's, so it is refused once received and hashed, unchecked. */
  wrongHash?: boolean;
}

export interface SenderResult {
  /** From the first byte sent to the answer that refuses (or keeps) the video. */
  wallSeconds: number;
  /** tus only: the chunks' part of it, until the last PATCH was answered. */
  uploadSeconds: number | null;
  status: number;
  code: string;
  /** This process's own CPU over the same time (the sending side's, on the same cores as the server in the bench). */
  cpuSeconds: number;
}

const job = JSON.parse(process.argv[2]!) as SenderJob;
const origin = `http://127.0.0.1:${job.port}`;
const cookie = `sid=${job.sessionId}`;
const codeOf = (text: string) => {
  try {
    return (JSON.parse(text) as { code?: string }).code ?? '(no code)';
  } catch {
    return '(no code)';
  }
};

function sendByTus(blob: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const upload = new BaseUpload(blob, {
      ...BaseUpload.defaultOptions,
      endpoint: `${origin}${TUS_PATH}`,
      metadata: { promptId: job.promptId, filetype: blob.type },
      chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
      retryDelays: [],
      headers: { Cookie: cookie },
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: false,
      httpStack: new FetchHttpStack(),
      fileReader: new BrowserFileReader(),
      urlStorage: new NoopUrlStorage(),
      fingerprint: async () => `bench-${crypto.randomUUID()}`,
      onSuccess: () => resolve(upload.url!),
      onError: reject,
    });
    upload.start();
  });
}

async function tus(): Promise<() => Promise<Omit<SenderResult, 'cpuSeconds'>>> {
  const bytes = fs.readFileSync(job.file);
  const blob = new Blob([bytes], { type: 'video/mp4' });
  const sha256 = job.wrongHash ? '0'.repeat(64) : crypto.createHash('sha256').update(bytes).digest('hex');
  return async () => {
    const at = performance.now();
    const uploadUrl = await sendByTus(blob);
    const uploadSeconds = (performance.now() - at) / 1000;
    const { promptId, promptType, location } = job;
    const finish = await fetch(`${origin}/api/videos/uploads/finish`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ uploadId: uploadIdOf(uploadUrl), promptId, promptType, location, sha256 }),
    });
    const text = await finish.text();
    return { wallSeconds: (performance.now() - at) / 1000, uploadSeconds, status: finish.status, code: codeOf(text) };
  };
}

/** The form as a browser sends it, the file streamed from disk; an answer that comes before the body is all sent counts. */
async function multipart(): Promise<() => Promise<Omit<SenderResult, 'cpuSeconds'>>> {
  const boundary = `----bench${crypto.randomUUID()}`;
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('location', job.location) +
      field('promptId', job.promptId) +
      field('promptType', job.promptType) +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="long.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(job.file).size + tail.length;
  return () =>
    new Promise((resolve, reject) => {
      const at = performance.now();
      let answered = false;
      const request = http.request(
        {
          host: '127.0.0.1',
          port: job.port,
          method: 'POST',
          path: '/api/videos/upload',
          headers: {
            cookie,
            'idempotency-key': crypto.randomUUID(),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': length,
          },
        },
        (response) => {
          answered = true;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              wallSeconds: (performance.now() - at) / 1000,
              uploadSeconds: null,
              status: response.statusCode ?? 0,
              code: codeOf(Buffer.concat(chunks).toString()),
            }),
          );
        },
      );
      // The server closes the connection with an early answer: writing the rest then fails, which is expected. On a
      // busy machine the write can fail before the answer is read; that is reported as what it is, not as a crash.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
        resolve({
          wallSeconds: (performance.now() - at) / 1000,
          uploadSeconds: null,
          status: 0,
          code: `closed unanswered (${error.code})`,
        });
      });
      request.write(head);
      const stream = fs.createReadStream(job.file);
      stream.on('end', () => request.end(tail));
      stream.pipe(request, { end: false });
    });
}

const send = await (job.how === 'tus' ? tus() : multipart());
console.log('ready');
const lines = readline.createInterface({ input: process.stdin });
await new Promise((resolve) => lines.once('line', resolve));
lines.close();
const cpuBefore = process.cpuUsage();
const result = await send();
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({ ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies SenderResult));
