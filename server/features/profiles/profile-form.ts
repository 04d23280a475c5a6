import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../media/photo-processing';
import { validationFailed } from './profile-json';

/** Generous for 30 interests with 150-character texts; a longer ProfileJson is not one our client made. */
const PROFILE_JSON_MAX_BYTES = 256 * 1024;

export interface ProfileForm {
  profileJson: string | undefined;
  photo: Buffer | null;
}

/**
 * Reads the multipart body of POST /profiles: the ProfileJson field and an optional Photo file (at most 5 MB;
 * busboy stops reading past that). The file's name and declared type are ignored: the bytes decide.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', 415, 'Send the profile as a multipart form: ProfileJson and, optionally, Photo.');
  }
  const form: ProfileForm = { profileJson: undefined, photo: null };
  const limits = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 8, fieldSize: PROFILE_JSON_MAX_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      const name = part.fieldname.toLowerCase();
      if (part.type === 'file') {
        if (name === 'photo') form.photo = await part.toBuffer();
        else part.file.resume();
      } else if (name === 'profilejson') {
        if (part.valueTruncated) throw validationFailed({ ProfileJson: 'The profile is too long.' });
        // A part sent with Content-Type application/json arrives parsed; hash and parse it like the text form.
        form.profileJson = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw PHOTO_TOO_LARGE();
    throw error;
  }
  // An empty file input (no photo chosen) arrives as a zero-byte file.
  if (form.photo?.length === 0) form.photo = null;
  return form;
}
