import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Stored photo names are made here and only here: a v4 UUID and .jpg. Anything else is not one of ours. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

export function photoUrl(file: string): string {
  return `/media/photos/${file}`;
}

/**
 * The one module that touches photo files (DATA_DIR/media/photos), so moving media to an S3-compatible store
 * later changes only this file. Nothing the uploader sent (file name, type) is ever part of a path.
 */
export function photoStore(dataDir: string) {
  const dir = path.join(dataDir, 'media', 'photos');

  return {
    /** Writes the JPEG to a temporary file in the same folder, then renames it, so readers never see half a photo. */
    async save(jpeg: Buffer): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${crypto.randomUUID()}.jpg`;
      const temporary = path.join(dir, `.${name}.tmp`);
      try {
        const handle = await fs.open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(jpeg);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, path.join(dir, name));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return name;
    },
    async remove(name: string): Promise<void> {
      if (PHOTO_FILE_NAME.test(name)) await fs.rm(path.join(dir, name), { force: true });
    },
    /** The file's path when `name` is a well-formed stored name, else null. */
    pathOf(name: string): string | null {
      return PHOTO_FILE_NAME.test(name) ? path.join(dir, name) : null;
    },
  };
}

export type PhotoStore = ReturnType<typeof photoStore>;
