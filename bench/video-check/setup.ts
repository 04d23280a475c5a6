/** bench:video-check's setting up: the long video, the seeded city with sessions and uploaders, the week's batches. */
import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../../server/db/database';
import { authRepo } from '../../server/features/auth/repo';
import { discoverRepo } from '../../server/features/discover/repo';
import { jobRepo } from '../../server/features/week/job-repo';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../../server/features/auth/session-rules';
import { FFMPEG } from '../../server/features/videos/video-tools';
import { createMember, type TestMember } from '../../tests/helpers/members';
import { seedCity } from '../../tests/helpers/seed-city';
import type { ServerProcess } from '../../tests/helpers/server-process';
import { CLOCK_START, MEMBERS, SESSIONS, UPLOADERS, VIDEO_SECONDS, WEEK } from './settings';

const run = promisify(execFile);

/** The 470-second video: 10 s of testsrc encoded (CBR, as a phone's encoder does), repeated by stream copy. */
export async function makeLongVideo(dir: string): Promise<string> {
  const ten = path.join(dir, 'ten.mp4');
  const long = path.join(dir, 'long.mp4');
  const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-b:v', '780k', '-minrate', '780k'];
  const cbr = ['-maxrate', '780k', '-bufsize', '780k', '-x264-params', 'nal-hrd=cbr:force-cfr=1'];
  const tool = { timeout: 300_000 };
  await run(FFMPEG, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30', '-t', '10', ...x264, ...cbr, ten], tool);
  await run(FFMPEG, ['-v', 'error', '-y', '-stream_loop', '-1', '-i', ten, '-c', 'copy', '-t', String(VIDEO_SECONDS), long], tool);
  return long;
}

/** Live sessions (as a finished sign-in leaves them) for the first SESSIONS seeded members. */
export async function prepareDatabase(db: Database): Promise<{ sessionIds: string[]; userIds: string[]; uploaders: TestMember[] }> {
  const ids = await seedCity(db, { members: MEMBERS, seed: 1 });
  const userIds = ids.slice(0, SESSIONS);
  const sessionIds = userIds.map(() => crypto.randomBytes(32).toString('base64url'));
  const expires = new Date(Date.parse(CLOCK_START) + SESSION_ABSOLUTE_MS).toISOString();
  await authRepo(db).createSessions(
    userIds.map((userId, i) => ({ idHash: hashSessionId(sessionIds[i]!), userId })),
    CLOCK_START,
    expires,
  );
  const uploaders: TestMember[] = [];
  for (let i = 0; i < UPLOADERS; i++) uploaders.push(await createMember(db, { now: new Date(CLOCK_START) }));
  return { sessionIds, userIds, uploaders };
}

export async function waitForRelease(reader: Database, server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    const row = await jobRepo(reader).find('toronto', WEEK, 'release');
    if (row?.status === 'done') return;
    if (row?.status === 'skipped') throw new Error('the release was skipped');
    if (Date.now() > deadline) throw new Error('the release did not finish in time');
    if (server.child.exitCode !== null) throw new Error('the server exited during the release');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** For each member with a session, the profile ids in their batch of the week. */
export async function batchesOf(reader: Database, userIds: string[]): Promise<string[][]> {
  const discover = discoverRepo(reader);
  const lists: string[][] = [];
  for (const userId of userIds) lists.push(((await discover.batchVersions(userId, WEEK)) ?? []).map((row) => row.profileId!));
  return lists;
}
