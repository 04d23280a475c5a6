import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '../media/media-store';

/** Stored names are made here only: a v4 UUID and the container's extension (posters: .jpg). */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const VIDEO_FILE_NAME = new RegExp(`^${UUID}\\.(webm|mp4)$`);
export const POSTER_FILE_NAME = new RegExp(`^${UUID}\\.jpg$`);

export const videoUrl = (file: string) => `/media/videos/${file}`;
export const posterUrl = (file: string) => `/media/posters/${file}`;

/**
 * Videos and posters in the media store (media-store.ts), like photo-store.ts for photos. Work files (an upload being
 * received, a video being checked) are always local, in DATA_DIR/media/incoming, since ffmpeg reads files; a checked
 * one is handed to the store whole. Nothing the uploader sent is ever part of a name.
 */
export function videoStore(dataDir: string, media: MediaStore) {
  const incoming = path.join(dataDir, 'media', 'incoming');

  return {
    /** A fresh path for a work file (not yet created). */
    async workFile(extension: string): Promise<string> {
      await fs.mkdir(incoming, { recursive: true });
      return path.join(incoming, `${crypto.randomUUID()}.${extension}`);
    },
    async removeWorkFile(file: string): Promise<void> {
      if (path.dirname(file) === incoming) await fs.rm(file, { force: true });
    },
    /** Hands a checked, stripped video and its poster (work files, gone afterwards) to the store under new names. */
    async keep(video: string, container: 'webm' | 'mp4', poster: string): Promise<{ file: string; posterFile: string }> {
      const file = `${crypto.randomUUID()}.${container}`;
      const posterFile = `${crypto.randomUUID()}.jpg`;
      await media.put('videos', file, { file: video });
      await media.put('posters', posterFile, { file: poster });
      return { file, posterFile };
    },
    async remove(file: string, posterFile: string): Promise<void> {
      if (VIDEO_FILE_NAME.test(file)) await media.remove('videos', file);
      if (POSTER_FILE_NAME.test(posterFile)) await media.remove('posters', posterFile);
    },
  };
}

export type VideoStore = ReturnType<typeof videoStore>;
