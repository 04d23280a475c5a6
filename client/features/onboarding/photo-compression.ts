import imageCompression from 'browser-image-compression';
import type { DraftPhoto } from '../../../shared/onboarding';
import { encodeUnderLimit, isImageFile, jpegName, PHOTO_MAX_SIDE, PHOTO_MESSAGES, PHOTO_TYPE } from './photo-rules';

type Canvas = HTMLCanvasElement | OffscreenCanvas;

/** The library ships this step at runtime but leaves it out of its type definitions. */
const library = imageCompression as typeof imageCompression & {
  handleMaxWidthOrHeight(canvas: Canvas, options: { maxWidthOrHeight: number }): Canvas;
};

/** A photo the person chose, or the spec's message for them (details go to the console). */
export type CompressedPhoto = { ok: true; photo: DraftPhoto } | { ok: false; message: string };

async function drawResized(file: File): Promise<Canvas> {
  try {
    // fileType JPEG paints a white background first, so a transparent PNG does not turn black.
    const [, canvas] = await library.drawFileInCanvas(file, { fileType: PHOTO_TYPE });
    return library.handleMaxWidthOrHeight(canvas, { maxWidthOrHeight: PHOTO_MAX_SIDE });
  } catch (error) {
    throw new Error(PHOTO_MESSAGES.loadFailed, { cause: error });
  }
}

async function encode(canvas: Canvas, name: string): Promise<File> {
  try {
    // Quality from 0.9 down in 0.1 steps until the JPEG is at most 5 MB (docs/product-rules.md#onboarding-and-profile). The web worker
    // variant would fetch the library from a CDN, which fails offline, so it runs on the page.
    return await encodeUnderLimit((quality) => library.canvasToFile(canvas as HTMLCanvasElement, PHOTO_TYPE, name, Date.now(), quality));
  } catch (error) {
    throw new Error(PHOTO_MESSAGES.compressFailed, { cause: error });
  }
}

async function read(file: File): Promise<ArrayBuffer> {
  try {
    return await file.arrayBuffer();
  } catch (error) {
    throw new Error(PHOTO_MESSAGES.readFailed, { cause: error });
  }
}

/** Resizes to 1920 px on the longest side and re-encodes as JPEG (which also drops the camera's metadata). */
export async function compressPhoto(file: File): Promise<CompressedPhoto> {
  if (!isImageFile(file)) return { ok: false, message: PHOTO_MESSAGES.notImage };
  try {
    const name = jpegName(file.name);
    const jpeg = await encode(await drawResized(file), name);
    const bytes = await read(jpeg);
    return { ok: true, photo: { name, type: PHOTO_TYPE, bytes } };
  } catch (error) {
    console.error('photo could not be processed', error);
    return { ok: false, message: PHOTO_MESSAGES.failed };
  }
}
