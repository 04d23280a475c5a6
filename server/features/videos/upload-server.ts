import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { TUS_PATH } from '../../../shared/video-upload';
import { VIDEO_MAX_BYTES } from './video-check';

/** An upload not finished within a day is removed (cleanUp below), with whatever it had received. */
export const UNFINISHED_UPLOAD_MS = 24 * 60 * 60 * 1000;
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
 * declared up front and at most VIDEO_MAX_BYTES. Same-origin only (no CORS answers).
 */
export function uploadServer(dataDir: string) {
  const directory = path.join(dataDir, 'media', 'uploads');
  // The member each request is for, from the session (tus-routes.ts), by the Node request tus wraps.
  const members = new WeakMap<IncomingMessage, string>();
  const memberOf = (request: unknown) => {
    const node = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
    return node ? members.get(node) : undefined;
  };
  // Made on first use, so a process (or a test) that never takes an upload touches nothing; the folder is made here,
  // synchronously, since FileStore's constructor only starts an unawaited mkdir of its own.
  let parts: { datastore: FileStore; tus: Server } | undefined;
  const open = () => {
    if (parts) return parts;
    fs.mkdirSync(directory, { recursive: true });
    const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UNFINISHED_UPLOAD_MS });
    const tus = new Server({
      path: TUS_PATH,
      datastore,
      maxSize: VIDEO_MAX_BYTES,
      relativeLocation: true,
      allowedOrigins: () => false,
      namingFunction: () => crypto.randomUUID(),
      onUploadCreate: async (request, upload) => {
        const member = memberOf(request);
        if (!member) throw { status_code: 401, body: 'Please sign in to continue.\n' };
        // Only what the finish needs is kept; the member comes from the session, never from the client.
        return { metadata: { member, promptId: upload.metadata?.promptId?.slice(0, 80) ?? null } };
      },
    });
    parts = { datastore, tus };
    return parts;
  };

  return {
    /** Hands a request to tus for `memberId` (who the session says sent it). */
    handle(request: IncomingMessage, response: ServerResponse, memberId: string): Promise<void> {
      members.set(request, memberId);
      return open().tus.handle(request, response);
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
    async remove(id: string): Promise<void> {
      if (UUID.test(id))
        await open()
          .datastore.remove(id)
          .catch(() => undefined);
    },
    /** Removes uploads older than UNFINISHED_UPLOAD_MS, finished or not: a finished one is claimed within seconds. */
    async cleanUp(now = Date.now()): Promise<number> {
      const { datastore } = open();
      let removed = 0;
      for (const id of (await datastore.configstore.list?.()) ?? []) {
        const info = await datastore.configstore.get(id).catch(() => undefined);
        const created = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
        if (!Number.isNaN(created) && now - created > UNFINISHED_UPLOAD_MS) {
          await datastore.remove(id).catch(() => undefined);
          removed++;
        }
      }
      return removed;
    },
  };
}

export type UploadServer = ReturnType<typeof uploadServer>;
