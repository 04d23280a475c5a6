import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server } from '@tus/server';
import type { DataStore, KvStore } from '@tus/utils';
import { TUS_PATH } from '../../../shared/video-upload';
import type { MediaConfig } from '../../config';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { s3ClientConfig } from '../media/s3-media-store';
import { tusRefusal, webRequestOf } from './tus-answers';
import { postgresUploadLocker } from './upload-locker';
import { type UploadRoomLimits, uploadRoom } from './upload-room';
import { VIDEO_MAX_BYTES } from './video-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface MemberUpload {
  id: string;
  size: number | undefined;
  offset: number;
}

/** S3's smallest part but the last: each PATCH below it waits in an incomplete part until the next. */
const S3_PART_BYTES = 5 * 1024 * 1024;
const PATCH_TOO_LARGE = () => new AppError('body-too-large', 413, 'Send an upload in pieces of at most 5 MB; the app does this by itself.');

/**
 * A PATCH's body, read whole before tus sees it (uploads on S3). tus's S3 store first moves the upload's incomplete
 * part out of the bucket and then reads the body; a body that breaks off before it starts reading leaves that write
 * waiting for ever, holding the upload's lock, with the part out of the bucket. Read first, a cut PATCH never
 * reaches tus, and the phone sends that piece (256 KiB) again. At most one part, so memory stays small.
 */
async function wholeBody(request: IncomingMessage): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (!Number.isInteger(declared) || declared > S3_PART_BYTES) throw PATCH_TOO_LARGE();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of request) {
      size += (chunk as Buffer).length;
      if (size > S3_PART_BYTES) throw PATCH_TOO_LARGE();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The connection broke off (nobody is left to read the answer): nothing was written, the piece comes again.
    throw new AppError('bad-request', 400, 'This piece of the upload broke off before it all arrived. It is sent again.');
  }
  return Buffer.concat(chunks, size);
}

/**
 * tus's S3 store, whose remove() aborts the multipart upload first and gives up when there is none: a finished
 * upload's object and info would stay. Here they go whatever state the upload is in.
 */
class UploadsOnS3 extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id).catch(() => undefined);
    const Objects = [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }];
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects } });
  }
}

/**
 * tus's S3 store keeps each upload's info in memory once read; another node may change it meanwhile (its length
 * declared, its upload completed), so nothing is kept: each request reads the .info object again (one GET).
 */
const NO_CACHE: KvStore<never> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  list: async () => [],
};

/** The SHA-256 (hex) of a file's bytes, read as a stream. */
export async function fileSha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The tus server (@tus/server) for resumable video uploads, keeping the bytes under server-made names in
 * DATA_DIR/media/uploads (@tus/file-store) or, with MEDIA_STORE=s3, in the bucket (@tus/s3-store) where every node
 * finds them. Each upload belongs to the member who created it; its size is
 * declared up front and at most VIDEO_MAX_BYTES; it holds that much of the room unfinished uploads may take
 * (upload-room.ts) until it is kept, refused or `limits.unfinishedMs` old. Same-origin only (no CORS answers).
 */
export function uploadServer(options: {
  dataDir: string;
  db: Database;
  repos: Repos;
  limits: UploadRoomLimits;
  now: () => Date;
  media: MediaConfig;
  databaseUrl: string | null;
  log: { warn(object: unknown, message: string): void };
}) {
  const { dataDir, limits, media } = options;
  const directory = path.join(dataDir, 'media', 'uploads');
  const room = uploadRoom(options.db, options.repos.videoUploads, limits, options.now);
  // The member each request is for, from the session (tus-routes.ts), by the request tus is handed.
  const members = new WeakMap<Request, string>();
  // Our own refusals from tus's hooks, by request: answered as they are (status, code, Retry-After), not in tus's words.
  const refusals = new WeakMap<Request, AppError>();
  // Made on first use, so a process (or a test) that never takes an upload touches nothing; the folder is made here,
  // synchronously, since FileStore's constructor only starts an unawaited mkdir of its own.
  let parts: { datastore: DataStore; tus: Server; close(): Promise<void> } | undefined;
  const open = () => {
    if (parts) return parts;
    fs.mkdirSync(directory, { recursive: true });
    // On S3 every node sees every upload; the locker then holds across nodes (PostgreSQL), else within this process.
    const datastore =
      media.store === 's3'
        ? new UploadsOnS3({
            partSize: S3_PART_BYTES,
            useTags: false,
            cache: NO_CACHE,
            expirationPeriodInMilliseconds: limits.unfinishedMs,
            s3ClientConfig: { bucket: media.bucket, ...s3ClientConfig(media) },
          })
        : new FileStore({ directory, expirationPeriodInMilliseconds: limits.unfinishedMs });
    const locker = media.store === 's3' && options.databaseUrl ? postgresUploadLocker(options.databaseUrl, options.log) : undefined;
    const tus = new Server({
      ...(locker ? { locker } : {}),
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
        // On S3 the bytes go to the bucket; the disk still takes the copy the finish checks.
        await room.checkFreeSpace(directory, media.store === 's3' ? 0 : bytes);
        await room.hold(upload.id, member, bytes);
        // Only what the finish needs is kept; the member comes from the session, never from the client.
        return { metadata: { member, promptId: upload.metadata?.promptId?.slice(0, 80) ?? null } };
      },
      onResponseError: (request, error) => {
        if (error instanceof AppError) refusals.set(request, error);
        return undefined;
      },
    });
    parts = { datastore, tus, close: async () => locker?.close() };
    return parts;
  };

  return {
    /** Hands a request to tus for `memberId` (who the session says sent it): tus's answer, or its refusal thrown. */
    async handle(request: IncomingMessage, response: ServerResponse, memberId: string): Promise<Response> {
      const whole = media.store === 's3' && request.method === 'PATCH' ? await wholeBody(request) : undefined;
      const web = webRequestOf(request, response, whole);
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
      return { id, size: upload.size, offset: upload.offset };
    },
    /**
     * Where a finished upload's bytes can be read as a file (ffprobe reads files): on disk, the upload itself; on S3, a
     * copy made at `workFile` (the caller removes it).
     */
    async localFile(id: string, workFile: () => Promise<string>): Promise<string> {
      const { datastore } = open();
      if (datastore instanceof FileStore) return path.join(directory, id);
      const file = await workFile();
      await pipeline(await (datastore as UploadsOnS3).read(id), fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      return file;
    },
    /** Removes an upload's bytes; it no longer holds room. */
    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) return;
      await open()
        .datastore.remove(id)
        .catch(() => undefined);
      await room.release(id);
    },
    /** Lets go of what the store holds open (the locker's listening connection). */
    close: async () => parts?.close(),
    /** Removes uploads older than `limits.unfinishedMs`, finished or not: a finished one is claimed within seconds. */
    async cleanUp(now = Date.now()): Promise<number> {
      const { datastore } = open();
      let removed = 0;
      if (datastore instanceof UploadsOnS3) {
        // Every node's unfinished uploads are in video_uploads, finished or not; S3 aborts what none of them claims.
        for (const id of await options.repos.videoUploads.begunBy(new Date(now - limits.unfinishedMs).toISOString())) {
          await datastore.remove(id).catch(() => undefined);
          removed++;
        }
        removed += await datastore.deleteExpired().catch(() => 0);
        await room.releaseBegunBy(new Date(now - limits.unfinishedMs));
        return removed;
      }
      const files = datastore as FileStore;
      for (const id of (await files.configstore.list?.()) ?? []) {
        const info = await files.configstore.get(id).catch(() => undefined);
        const created = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
        if (!Number.isNaN(created) && now - created > limits.unfinishedMs) {
          await files.remove(id).catch(() => undefined);
          removed++;
        }
      }
      await room.releaseBegunBy(new Date(now - limits.unfinishedMs));
      return removed;
    },
  };
}

export type UploadServer = ReturnType<typeof uploadServer>;
