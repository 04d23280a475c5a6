import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { VIDEO_ONE_REQUEST_MAX_BYTES } from '../../../shared/video-upload';
import { AppError } from '../../plugins/errors';

export interface VideoForm {
  fields: { location?: string; promptId?: string; promptType?: string };
  /** The work file the video was written to, its size and its SHA-256 (what makes two uploads the same). */
  video: { file: string; size: number; sha256: string } | null;
}

const FIELD_MAX_BYTES = 200;
/** The three fields, the parts' headers and the boundaries, with room to spare: what a form holds beside its video. */
const FORM_BESIDE_VIDEO_BYTES = 16 * 1024;
const TOO_LARGE_MESSAGE =
  'This video is too large to send in one piece. Please send it again from the app; your recording is still on your phone.';

/**
 * A video too large for this route, refused as soon as that is known. The connection closes with the answer, so the
 * rest of the body is never read (as Fastify does for a body over its limit).
 */
const tooLarge = () => new AppError('video-too-large', 413, TOO_LARGE_MESSAGE, { video: TOO_LARGE_MESSAGE }, { Connection: 'close' });

/** Refuses, before a byte of it is read, a body whose declared length leaves no doubt that its video is too large. */
export function refuseDeclaredTooLarge(request: FastifyRequest): void {
  if (Number(request.headers['content-length']) > VIDEO_ONE_REQUEST_MAX_BYTES + FORM_BESIDE_VIDEO_BYTES) throw tooLarge();
}

/**
 * Reads POST /videos/upload (docs/product-rules.md#videos-and-review: location, video, promptId, promptType), streaming the video to `workFile`
 * (never held in memory). A video over VIDEO_ONE_REQUEST_MAX_BYTES (the app sends longer ones by tus) is refused
 * the moment it crosses that, and no more of the body is read. The file's name and declared type are ignored: the
 * bytes decide. On any failure the work file is removed.
 */
export async function readVideoForm(request: FastifyRequest, workFile: string): Promise<VideoForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', 415, 'Send the video as a multipart form: location, video, promptId, promptType.');
  }
  const form: VideoForm = { fields: {}, video: null };
  const limits = { fileSize: VIDEO_ONE_REQUEST_MAX_BYTES, files: 1, fields: 3, fieldSize: FIELD_MAX_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'video' || form.video) {
          part.file.resume();
          continue;
        }
        const hash = crypto.createHash('sha256');
        let size = 0;
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            hash.update(chunk);
            done(null, chunk);
          },
        });
        // busboy stops the file at the limit but would read the rest of the body to its end: stop reading it now.
        part.file.once('limit', () => {
          request.raw.unpipe();
          request.raw.pause();
          count.destroy(tooLarge());
        });
        // Written in few large pieces: the default 16 KB ones cost the server's thread more
        // (docs/decisions/0002-video-checks-and-unfinished-uploads.md).
        const file = fs.createWriteStream(workFile, { flags: 'wx', mode: 0o600, highWaterMark: VIDEO_ONE_REQUEST_MAX_BYTES });
        await pipeline(part.file, count, file);
        form.video = { file: workFile, size, sha256: hash.digest('hex') };
      } else if (part.fieldname === 'location' || part.fieldname === 'promptId' || part.fieldname === 'promptType') {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await fs.promises.rm(workFile, { force: true });
    throw error;
  }
  if (form.video?.size === 0) {
    await fs.promises.rm(workFile, { force: true });
    form.video = null;
  }
  return form;
}
