/**
 * `npm run bench:upload`: what a resumable video upload costs on a connection that drops. A real 15-second video
 * (640x480, ~1.8 Mbit/s, a few MB) goes up with tus-js-client (chunks of VIDEO_UPLOAD_CHUNK_BYTES, no retries of
 * its own) through a proxy that slows it to BENCH_RATE bytes/s (default 1,000,000) and cuts every connection at
 * about a third and two thirds of the file; each time a new Upload resumes from the server's offset (HEAD). Then
 * POST /api/videos/uploads/finish keeps it. Prints the file size, the bytes sent through the proxy and their ratio to
 * the file, the bytes sent beyond the file (headers and what a cut lost: at most about 2 chunks), the wall time
 * and the finish status; exits non-zero if the finish is not 201 or the ratio is absurd (over 1.5).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { profilesRepo } from '../server/features/profiles/repo';
import { findPrompt } from '../shared/video-prompts';
import { TUS_PATH, uploadIdOf, VIDEO_UPLOAD_CHUNK_BYTES } from '../shared/video-upload';
import { type CuttingProxy, startCuttingProxy } from '../tests/helpers/cutting-proxy';
import { createMember } from '../tests/helpers/members';
import { startServerProcess } from '../tests/helpers/server-process';
import { makeTestVideo } from '../tests/helpers/videos';

const PORT = 4395;
const RATE = Number(process.env.BENCH_RATE ?? 1_000_000);
const PROMPT_ID = 'hidden_talent';
const CUTS = [1 / 3, 2 / 3];

const server = await startServerProcess(PORT);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
let proxy: CuttingProxy | null = null;
let failed = false;
try {
  const member = await server.withDatabase((db) => createMember(db));
  const location = (await server.withDatabase((db) => profilesRepo(db).locationOf(member.email)))!;
  const file = await makeTestVideo(dir, 'bench.webm', 15, { size: '640x480', bitrate: '1800k' });
  const bytes = fs.readFileSync(file);
  proxy = await startCuttingProxy({ targetPort: PORT, bytesPerSecond: RATE });
  const through = proxy;
  const cookie = `sid=${member.sessionId}`;
  let requests = 0;
  let resumedAt: string | null = null;

  /** One Upload until it succeeds or fails: from scratch (endpoint) or resuming uploadUrl (then never a new one). */
  const attempt = (uploadUrl: string | null) =>
    new Promise<{ url: string | null; error: Error | null }>((resolve) => {
      const upload = new Upload(bytes, {
        ...(uploadUrl ? { uploadUrl } : { endpoint: `${through.url}${TUS_PATH}` }),
        chunkSize: VIDEO_UPLOAD_CHUNK_BYTES,
        retryDelays: null,
        headers: { Cookie: cookie },
        metadata: { promptId: PROMPT_ID, location, filetype: 'video/webm' },
        onBeforeRequest: () => {
          requests++;
        },
        onAfterResponse: (request, response) => {
          if (request.getMethod() === 'HEAD') resumedAt = response.getHeader('Upload-Offset') ?? null;
        },
        onSuccess: () => resolve({ url: upload.url, error: null }),
        onError: (error) => resolve({ url: upload.url, error }),
      });
      upload.start();
    });

  const started = performance.now();
  let uploadUrl: string | null = null;
  const cuts: { at: number; resumedFrom: string | null }[] = [];
  for (let i = 0; ; i++) {
    const cut = CUTS[i];
    if (cut !== undefined) proxy.cutAfter(Math.max(0, Math.round(bytes.length * cut) - proxy.upstreamBytes()));
    resumedAt = null;
    const result = await attempt(uploadUrl);
    if (i > 0) cuts[i - 1]!.resumedFrom = resumedAt;
    if (uploadUrl && result.url !== uploadUrl) throw new Error(`the resumed upload went to ${result.url}, not ${uploadUrl}`);
    uploadUrl = result.url;
    if (!result.error) {
      if (cut !== undefined) throw new Error(`attempt ${i + 1} finished before its cut`);
      break;
    }
    if (cut === undefined || !uploadUrl) throw result.error;
    cuts.push({ at: proxy.upstreamBytes(), resumedFrom: null });
  }
  const uploadMs = performance.now() - started;
  const sent = proxy.upstreamBytes();

  proxy.throttle(null);
  const prompt = findPrompt(PROMPT_ID)!;
  const finish = await fetch(`${proxy.url}/api/videos/uploads/finish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      uploadId: uploadIdOf(uploadUrl!),
      promptId: PROMPT_ID,
      promptType: prompt.type,
      location,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    }),
  });
  const answer = await finish.text();
  const totalMs = performance.now() - started;

  const ratio = sent / bytes.length;
  const beyond = sent - bytes.length;
  console.log(
    `file ${bytes.length.toLocaleString()} bytes, ${RATE.toLocaleString()} bytes/s through the proxy, chunks of ${VIDEO_UPLOAD_CHUNK_BYTES.toLocaleString()}`,
  );
  for (const [i, cut] of cuts.entries())
    console.log(
      `cut ${i + 1} after ${cut.at.toLocaleString()} bytes sent; the server had kept the file up to ${Number(cut.resumedFrom).toLocaleString()}`,
    );
  console.log(`sent through the proxy (tus requests): ${sent.toLocaleString()} bytes in ${requests} requests, ratio ${ratio.toFixed(3)}`);
  console.log(
    `beyond the file: ${beyond.toLocaleString()} bytes (${(beyond / VIDEO_UPLOAD_CHUNK_BYTES).toFixed(2)} chunks; expected at most 2 chunks + headers)`,
  );
  console.log(`upload ${(uploadMs / 1000).toFixed(1)} s, with the finish ${(totalMs / 1000).toFixed(1)} s`);
  console.log(`finish: ${finish.status}${finish.status === 201 ? '' : ` ${answer.slice(0, 500)}`}`);
  failed = finish.status !== 201 || ratio > 1.5;
  if (ratio > 1.5) console.error(`ratio ${ratio.toFixed(3)} is over 1.5: far more was sent than the file`);
} catch (error) {
  // Just the message (tus-js-client's errors carry whole request objects).
  console.error(`bench-upload failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await proxy?.stop();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
