import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaConfig } from '../../config';
import { byteRange } from './byte-range';
import { s3MediaStore } from './s3-media-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this installation keeps photos, videos and posters (app.ts builds it from MEDIA_STORE). */
    media: MediaStore;
  }
}

/** The three kinds of stored media; each is a folder (local) or a key prefix (S3). */
export type MediaKind = 'photos' | 'videos' | 'posters';

export interface MediaRead {
  /** The whole object's size in bytes. */
  size: number;
  /** The byte range being sent (inclusive), or null for the whole object. */
  part: { start: number; end: number } | null;
  body: Readable;
}

/** A range that lies beyond the object's `size` bytes. */
export interface Unsatisfiable {
  size: number;
  unsatisfiable: true;
}

/**
 * Where photos, videos and posters are kept, behind one interface so the features never know which: the local folder
 * (DATA_DIR/media, one machine) or an S3-compatible bucket that several app nodes share. Names are made by the
 * server and checked by the caller (photo-store.ts, video-store.ts); nothing a member sent is ever part of a key.
 * Access control is the routes' own: nothing here is public.
 */
export interface MediaStore {
  readonly where: 'local' | 's3';
  /** Keeps the bytes: a buffer, or a finished local work file, which is gone afterwards. Readers never see half. */
  put(kind: MediaKind, name: string, from: Buffer | { file: string }): Promise<void>;
  /** The bytes, whole or the one range asked ("bytes=..."); null when there is no such object. */
  read(kind: MediaKind, name: string, range?: string): Promise<MediaRead | Unsatisfiable | null>;
  /** Gone for good; a missing object is no error. */
  remove(kind: MediaKind, name: string): Promise<void>;
}

/** The store the configuration names. */
export function mediaStore(config: { dataDir: string; media: MediaConfig }): MediaStore {
  return config.media.store === 's3' ? s3MediaStore(config.media) : localMediaStore(config.dataDir);
}

/** DATA_DIR/media/<kind>/<name>: the default, and what a single machine needs. */
export function localMediaStore(dataDir: string): MediaStore {
  const root = path.join(dataDir, 'media');
  const fileOf = (kind: MediaKind, name: string) => path.join(root, kind, name);
  return {
    where: 'local',
    async put(kind, name, from) {
      const dir = path.join(root, kind);
      await fs.promises.mkdir(dir, { recursive: true });
      // Written (or moved) whole, synced, then renamed into place, so a reader or a crash never finds half a file.
      const temporary = Buffer.isBuffer(from) ? path.join(dir, `.${name}.tmp`) : from.file;
      try {
        const handle = await fs.promises.open(temporary, Buffer.isBuffer(from) ? 'wx' : 'r', 0o600);
        try {
          if (Buffer.isBuffer(from)) await handle.writeFile(from);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.promises.rename(temporary, fileOf(kind, name));
      } catch (error) {
        if (Buffer.isBuffer(from)) await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    async read(kind, name, range) {
      const file = fileOf(kind, name);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        return null;
      }
      const part = byteRange(range, size);
      if (part === 'unsatisfiable') return { size, unsatisfiable: true };
      return { size, part, body: fs.createReadStream(file, part ?? {}) };
    },
    async remove(kind, name) {
      await fs.promises.rm(fileOf(kind, name), { force: true });
    },
  };
}
