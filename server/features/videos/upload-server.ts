import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { TUS_PATH } from '../../../shared/video-upload';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { tusRefusal, webRequestOf } from './tus-answers';
import { type UploadRoomLimits, uploadRoom } from './upload-room';
import { VIDEO_MAX_BYTES } from './video-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface MemberUpload {
  id: string;
  file: string;
  size: number | undefined;
  offset: number;
}

/** The SHA-256 (hex) of a file's bytes, read as a stream. */
export async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The tus server (@tus/server with @tus/file-store) for resumable video uploads, keeping the bytes in
 * DATA_DIR/media/uploads under server-made names. Each upload belongs to the member who created it; its size is
 * declared up front and at most VIDEO_MAX_BYTES; it holds that much of the room unfinished uploads may take
 * (upload-room.ts) until it is kept, refused or `limits.unfinishedMs` old. Same-origin only (no CORS answers).
 */
export function uploadServer(options: { dataDir: string; db: Database; repos: Repos; limits: UploadRoomLimits; now: () => Date }) {
  const { dataDir, limits } = options;
  const directory = path.join(dataDir, 'media', 'uploads');
  const room = uploadRoom(options.db, options.repos.videoUploads, limits, options.now);
  // The member each request is for, from the session (tus-routes.ts), by the request tus is handed.
  const members = new WeakMap<Request, string>();
  // Our own refusals from tus's hooks, by request: answered as they are (status, code, Retry-After), not in tus's words.
  const refusals = new WeakMap<Request, AppError>();
  // Made on first use, so a process (or a test) that never takes an upload touches nothing; the folder is made here,
  // synchronously, since FileStore's constructor only starts an unawaited mkdir of its own.
  let parts: { datastore: FileStore; tus: Server } | undefined;
  const open = () => {
    if (parts) return parts;
    fs.mkdirSync(directory, { recursive: true });
    const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: limits.unfinishedMs });
    const tus = new Server({
      path: TUS_PATH,
      datastore,
      maxSize: VIDEO_MAX_BYTES,
      relativeLocation: true,
      allowedOrigins: () => false,
      namingFunction: () => crypto.randomUUID(),
      onUploadCreate: async (request, upload) => {
        const member = members.get(request);
        if (!member) throw new AppError('not-signed-in', 401, 'Please sign in to continue.');
        // A length declared later may grow to the most an upload may be.
        const bytes = upload.size ?? VIDEO_MAX_BYTES;
        await room.checkFreeSpace(directory, bytes);
        await room.hold(upload.id, member, bytes);
        // Only what the finish needs is kept; the member comes from the session, never from the client.
        return { metadata: { member, promptId: upload.metadata?.promptId?.slice(0, 80) ?? null } };
      },
      onResponseError: (request, error) => {
        if (error instanceof AppError) refusals.set(request, error);
        return undefined;
      },
    });
    parts = { datastore, tus };
    return parts;
  };

  return {
    /** Hands a request to tus for `memberId` (who the session says sent it): tus's answer, or its refusal thrown. */
    async handle(request: IncomingMessage, response: ServerResponse, memberId: string): Promise<Response> {
      const web = webRequestOf(request, response);
      members.set(web, memberId);
      const answer = await open().tus.handleWeb(web);
      const refused = refusals.get(web);
      if (refused) throw refused;
      if (answer.status >= 400) throw tusRefusal(answer.status, await answer.text());
      return answer;
    },
    /** The member's upload with this id, or null (unknown, malformed, expired, or someone else's). */
    async ownUpload(id: string, memberId: string): Promise<MemberUpload | null> {
      if (!UUID.test(id)) return null;
      const upload = await open()
        .datastore.getUpload(id)
        .catch(() => null);
      if (!upload || upload.metadata?.member !== memberId) return null;
      return { id, file: path.join(directory, id), size: upload.size, offset: upload.offset };
    },
    /** Removes an upload's bytes; it no longer holds room. */
    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) return;
      await open()
        .datastore.remove(id)
        .catch(() => undefined);
      await room.release(id);
    },
    /** Removes uploads older than `limits.unfinishedMs`, finished or not: a finished one is claimed within seconds. */
    async cleanUp(now = Date.now()): Promise<number> {
      const { datastore } = open();
      let removed = 0;
      for (const id of (await datastore.configstore.list?.()) ?? []) {
        const info = await datastore.configstore.get(id).catch(() => undefined);
        const created = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
        if (!Number.isNaN(created) && now - created > limits.unfinishedMs) {
          await datastore.remove(id).catch(() => undefined);
          removed++;
        }
      }
      await room.releaseBegunBy(new Date(now - limits.unfinishedMs));
      return removed;
    },
  };
}

export type UploadServer = ReturnType<typeof uploadServer>;
