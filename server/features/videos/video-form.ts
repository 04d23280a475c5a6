import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from './video-check';

export interface VideoForm {
  fields: { location?: string; promptId?: string; promptType?: string };
  /** The work file the video was written to, its size and its SHA-256 (what makes two uploads the same). */
  video: { file: string; size: number; sha256: string } | null;
}

const FIELD_MAX_BYTES = 200;
const WRITE_PIECE_BYTES = 4 * 1024 * 1024;
const TOO_LARGE = () => new AppError('video-too-large', 413, VIDEO_MESSAGES.tooLarge, { video: VIDEO_MESSAGES.tooLarge });

/**
 * Reads POST /videos/upload (spec 001 §7: location, video, promptId, promptType), streaming the video to `workFile`
 * (never held in memory; at most VIDEO_MAX_BYTES, busboy stops reading past that). The file's name and declared
 * type are ignored: the bytes decide. On any failure the work file is removed.
 */
export async function readVideoForm(request: FastifyRequest, workFile: string): Promise<VideoForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', 415, 'Send the video as a multipart form: location, video, promptId, promptType.');
  }
  const form: VideoForm = { fields: {}, video: null };
  const limits = { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 3, fieldSize: FIELD_MAX_BYTES };
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
        // Written in large pieces: a 45 MB body in the default 16 KB ones cost the server's thread about 0.15 s more
        // (docs/decisions/0002-video-checks-and-unfinished-uploads.md).
        const file = fs.createWriteStream(workFile, { flags: 'wx', mode: 0o600, highWaterMark: WRITE_PIECE_BYTES });
        await pipeline(part.file, count, file);
        if (part.file.truncated) throw TOO_LARGE();
        form.video = { file: workFile, size, sha256: hash.digest('hex') };
      } else if (part.fieldname === 'location' || part.fieldname === 'promptId' || part.fieldname === 'promptType') {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await fs.promises.rm(workFile, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw TOO_LARGE();
    throw error;
  }
  if (form.video?.size === 0) {
    await fs.promises.rm(workFile, { force: true });
    form.video = null;
  }
  return form;
}
