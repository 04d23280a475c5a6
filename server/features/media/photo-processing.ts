import sharp, { type Sharp } from 'sharp';
import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../plugins/errors';

/** Photo limits (docs/product-rules.md#onboarding-and-profile): the client compresses to these, the server enforces them again. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 1920;
/** Past this a decoded photo would take hundreds of MB of memory; no phone camera needs more. */
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_JPEG_QUALITY = 85;

export const PHOTO_MESSAGES = {
  notImage: 'Please upload an image file (JPG, PNG, HEIC, etc.)',
  tooLarge: 'Your photo is larger than 5 MB. Please choose a smaller photo.',
  tooManyPixels: 'This photo has too many pixels (over 40 megapixels). Please choose a smaller photo.',
  unreadable: 'Failed to process image. Please try a different photo.',
} as const;

const photoError = (code: ErrorCode, status: number, message: string, cause?: unknown) =>
  new AppError(code, status, message, { Photo: message }, undefined, cause === undefined ? undefined : { cause });

export const PHOTO_TOO_LARGE = () => photoError('photo-too-large', 413, PHOTO_MESSAGES.tooLarge);

/** Raster formats people take photos in. SVG and PDF are refused: they are documents that sharp would render. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);

/**
 * HEIC (HEVC inside HEIF) is what iPhones save. sharp's prebuilt binaries read its header but cannot decode
 * HEVC, so heic-decode (libheif compiled to WebAssembly) decodes it to RGBA. libheif applies the image's own
 * rotation while decoding. Loaded on first use: the decoder is large.
 */
async function fromHeic(input: Buffer): Promise<Sharp> {
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: input });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: PHOTO_MAX_PIXELS });
}

/**
 * Turns an uploaded file into the JPEG we store: the type judged by the bytes (never the file name or the
 * declared type), oversized images refused from their header before any decoding, turned upright by the EXIF
 * orientation, the longest side at most 1920 px, JPEG quality 85, and no metadata at all (sharp writes
 * none unless asked), so GPS positions and camera details never reach the disk.
 */
export async function processPhoto(input: Buffer): Promise<Buffer> {
  let meta: sharp.Metadata;
  try {
    // Reading the header only; the pixel limit is checked just below with our own, clearer message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw photoError('photo-not-image', 400, PHOTO_MESSAGES.notImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw photoError('photo-not-image', 400, PHOTO_MESSAGES.notImage);
  }
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) {
    throw photoError('photo-too-many-pixels', 400, PHOTO_MESSAGES.tooManyPixels);
  }
  try {
    const image =
      meta.format === 'heif' && meta.compression === 'hevc'
        ? await fromHeic(input)
        : sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
    return await image
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    throw photoError('photo-unreadable', 400, PHOTO_MESSAGES.unreadable, error);
  }
}
