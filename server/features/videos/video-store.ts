import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Stored names are made here only: a v4 UUID and the container's extension (posters: .jpg). */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
export const VIDEO_FILE_NAME = new RegExp(`^${UUID}\\.(webm|mp4)$`);
export const POSTER_FILE_NAME = new RegExp(`^${UUID}\\.jpg$`);

export const videoUrl = (file: string) => `/media/videos/${file}`;
export const posterUrl = (file: string) => `/media/posters/${file}`;

/**
 * The one module that touches video files (DATA_DIR/media/videos and media/posters), like photo-store.ts for photos.
 * Work files (an upload being received, a video being checked) live in media/incoming; a finished file is renamed
 * into place, so readers never see half a video. Nothing the uploader sent is ever part of a path.
 */
export function videoStore(dataDir: string) {
  const videos = path.join(dataDir, 'media', 'videos');
  const posters = path.join(dataDir, 'media', 'posters');
  const incoming = path.join(dataDir, 'media', 'incoming');

  async function moveIn(from: string, dir: string, name: string): Promise<string> {
    await fs.mkdir(dir, { recursive: true });
    const handle = await fs.open(from, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(from, path.join(dir, name));
    return name;
  }

  return {
    /** A fresh path for a work file (not yet created). */
    async workFile(extension: string): Promise<string> {
      await fs.mkdir(incoming, { recursive: true });
      return path.join(incoming, `${crypto.randomUUID()}.${extension}`);
    },
    async removeWorkFile(file: string): Promise<void> {
      if (path.dirname(file) === incoming) await fs.rm(file, { force: true });
    },
    /** Moves a checked, stripped video and its poster into place under new names. */
    async keep(video: string, container: 'webm' | 'mp4', poster: string): Promise<{ file: string; posterFile: string }> {
      const file = await moveIn(video, videos, `${crypto.randomUUID()}.${container}`);
      const posterFile = await moveIn(poster, posters, `${crypto.randomUUID()}.jpg`);
      return { file, posterFile };
    },
    async remove(file: string, posterFile: string): Promise<void> {
      if (VIDEO_FILE_NAME.test(file)) await fs.rm(path.join(videos, file), { force: true });
      if (POSTER_FILE_NAME.test(posterFile)) await fs.rm(path.join(posters, posterFile), { force: true });
    },
    videoPathOf: (name: string) => (VIDEO_FILE_NAME.test(name) ? path.join(videos, name) : null),
    posterPathOf: (name: string) => (POSTER_FILE_NAME.test(name) ? path.join(posters, name) : null),
  };
}

export type VideoStore = ReturnType<typeof videoStore>;
