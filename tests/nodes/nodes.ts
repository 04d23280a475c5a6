import crypto from 'node:crypto';
import { Upload } from 'tus-js-client';
import type { Database } from '../../server/db/database';
import { type CycleStep, jobRepo } from '../../server/features/week/job-repo';
import { findPrompt } from '../../shared/video-prompts';
import { TUS_PATH, uploadIdOf, VIDEO_UPLOAD_CHUNK_BYTES } from '../../shared/video-upload';
import { startCuttingProxy } from '../helpers/cutting-proxy';
import type { S3Bucket } from '../helpers/s3-bucket';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';

/**
 * Below Linux's ephemeral range (32768-60999), where a client socket anywhere on the machine could hold a port for a
 * moment (tests/server/features/cycle/two-processes.test.ts says more).
 */
const PORTS = [4471, 4472] as const;
const WAIT_MS = 60_000;
const PROMPT_ID = 'hidden_talent';

/** The week's steps and a moment just after each falls due (Toronto: Thursday noon, Monday 9:00, 48 hours later). */
export const PHASES: { step: CycleStep; clock: string }[] = [
  { step: 'release', clock: '2026-11-19T17:00:05Z' },
  { step: 'match', clock: '2026-11-23T14:00:05Z' },
  { step: 'deadline', clock: '2026-11-25T14:00:05Z' },
];

/** Both nodes, started together with the clock at `clock`; if one cannot start, the other is stopped too. */
export async function startNodes(
  clock: string,
  shared: { databaseUrl: string; bucket: S3Bucket; smtpUrl: string },
): Promise<ServerProcess[]> {
  const env = {
    DATABASE_URL: shared.databaseUrl,
    ...shared.bucket.env,
    CLOCK_START: clock,
    NODE_ENV: 'development',
    SMTP_URL: shared.smtpUrl,
    MATCH_SECONDS: '0',
    // No SECRET_KEY: the key that signs sessions, codes and links is the one the first node kept in the database.
    LOG_LEVEL: process.env.NODES_LOG_LEVEL ?? 'error',
  };
  const started = await Promise.allSettled(PORTS.map((port) => startServerProcess(port, env)));
  const nodes = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
  const failed = started.find((one) => one.status === 'rejected');
  if (!failed) return nodes;
  await Promise.all(nodes.map((node) => node.stop()));
  throw failed.reason;
}

/** Waits until `step`'s job exists and nothing due at `clock` is pending or running (or a node exits). */
export async function untilSettled(db: Database, step: CycleStep, clock: string, nodes: ServerProcess[]): Promise<void> {
  const jobs = jobRepo(db);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if ((await jobs.due(new Date(clock))).length === 0 && (await jobs.find('toronto', '2026-11-19', step)) !== undefined) return;
    for (const node of nodes) if (node.child.exitCode !== null) throw new Error('a node exited during the step');
    if (Date.now() > deadline) throw new Error(`the steps due at ${clock} did not finish within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A browser without sticky sessions: its cookies go to whichever node it asks. */
export function browser() {
  const jar = new Map<string, string>();
  return async (node: ServerProcess, method: string, url: string, body?: unknown) => {
    const answer = await fetch(`${node.url}${url}`, {
      method,
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return answer;
  };
}

/**
 * Uploads `video` with tus-js-client as the app does, through a proxy in front of `from` that cuts every connection
 * half way; then a new Upload resumes the same upload through `to` (HEAD for the offset, PATCH from it) and `to`
 * finishes it. Returns the offset `to` resumed from and the finish's answer.
 */
export async function uploadVideoCutOver(
  video: Buffer,
  { from, to, cookie, location }: { from: ServerProcess; to: ServerProcess; cookie: string; location: string },
) {
  const proxy = await startCuttingProxy({ targetPort: Number(new URL(from.url).port) });
  try {
    let resumedFrom = -1;
    const attempt = (options: { endpoint: string } | { uploadUrl: string }) =>
      new Promise<{ url: string | null; error: Error | null }>((resolve) => {
        const upload = new Upload(video, {
          ...options,
          chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
          retryDelays: null,
          headers: { Cookie: cookie },
          metadata: { promptId: PROMPT_ID, location, filetype: 'video/webm' },
          onAfterResponse: (request, response) => {
            if (request.getMethod() === 'HEAD') resumedFrom = Number(response.getHeader('Upload-Offset'));
          },
          onSuccess: () => resolve({ url: upload.url, error: null }),
          onError: (error) => resolve({ url: upload.url, error }),
        });
        upload.start();
      });
    proxy.cutAfter(Math.round(video.length / 2));
    const first = await attempt({ endpoint: `${proxy.url}${TUS_PATH}` });
    if (!first.error || !first.url) throw new Error(`the upload through ${from.url} was not cut: ${first.error?.message}`);
    const uploadId = uploadIdOf(first.url);
    const second = await attempt({ uploadUrl: `${to.url}${TUS_PATH}/${uploadId}` });
    if (second.error) throw new Error(`the upload did not resume through ${to.url}: ${second.error.message}`);
    const answer = await fetch(`${to.url}/api/videos/uploads/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        uploadId,
        promptId: PROMPT_ID,
        promptType: findPrompt(PROMPT_ID)!.type,
        location,
        sha256: crypto.createHash('sha256').update(video).digest('hex'),
      }),
    });
    return { uploadId, resumedFrom, finish: { status: answer.status, body: await answer.text() } };
  } finally {
    await proxy.stop();
  }
}
