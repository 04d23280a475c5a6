import crypto from 'node:crypto';
import type { MediaStore } from './media-store';

/** Stored photo names are made here and only here: a v4 UUID and .jpg. Anything else is not one of ours. */
export const PHOTO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

export function photoUrl(file: string): string {
  return `/media/photos/${file}`;
}

/**
 * Profile photos in the media store (media-store.ts: the local folder or S3), under names made here. Nothing the
 * uploader sent (file name, type) is ever part of a name.
 */
export function photoStore(media: MediaStore) {
  return {
    async save(jpeg: Buffer): Promise<string> {
      const name = `${crypto.randomUUID()}.jpg`;
      await media.put('photos', name, jpeg);
      return name;
    },
    async remove(name: string): Promise<void> {
      if (PHOTO_FILE_NAME.test(name)) await media.remove('photos', name);
    },
    /** Whether `name` is a well-formed stored name (anything else is never looked up). */
    isStoredName: (name: string) => PHOTO_FILE_NAME.test(name),
  };
}

export type PhotoStore = ReturnType<typeof photoStore>;
