/** Photo limits and copy (docs/product-rules.md#onboarding-and-profile). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1920;
export const PHOTO_TYPE = 'image/jpeg';

export const PHOTO_MESSAGES = {
  notImage: 'Please upload an image file (JPG, PNG, HEIC, etc.)',
  failed: 'Failed to process image. Please try a different photo.',
  readFailed: 'Failed to read file',
  loadFailed: 'Failed to load image',
  compressFailed: 'Failed to compress image',
} as const;

/** Some browsers hand over HEIC photos with no type at all, so the extension decides for those. */
const HEIC_NAME = /\.(heic|heif)$/i;

export function isImageFile(file: { type: string; name: string }): boolean {
  if (file.type !== '') return file.type.startsWith('image/');
  return HEIC_NAME.test(file.name);
}

/** JPEG qualities to try, best first: 0.9, then down by 0.1 while above 0.1 (so 0.1 is the last). */
export const QUALITY_STEPS: readonly number[] = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((tenths) => tenths / 10);

/**
 * Encodes at each quality in turn until the result fits in `maxBytes`; if even 0.1 is too big, that smallest
 * attempt is returned (the server re-checks the size and says so clearly).
 */
export async function encodeUnderLimit<T extends { size: number }>(
  encode: (quality: number) => Promise<T>,
  maxBytes = PHOTO_MAX_BYTES,
): Promise<T> {
  let result: T | null = null;
  for (const quality of QUALITY_STEPS) {
    result = await encode(quality);
    if (result.size <= maxBytes) return result;
  }
  if (!result) throw new Error(PHOTO_MESSAGES.compressFailed);
  return result;
}

/** The compressed file's name: the original's base name with .jpg, since it is always re-encoded as JPEG. */
export function jpegName(originalName: string): string {
  const base = originalName.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'photo'}.jpg`;
}
