/**
 * Resumable video uploads: the tus protocol (tus.io) at TUS_PATH. A recording goes up in chunks
 * of VIDEO_UPLOAD_CHUNK_BYTES, so a cut connection re-sends at most one chunk; then POST /api/videos/uploads/finish
 * has the server check and keep it. The app sends every recording this way.
 */
export const TUS_PATH = '/api/videos/tus';
export const VIDEO_UPLOAD_CHUNK_BYTES = 256 * 1024;
/**
 * The largest video POST /api/videos/upload (one multipart request, which the app no longer sends) takes: four chunks,
 * and anything longer goes by tus.
 */
export const VIDEO_ONE_REQUEST_MAX_BYTES = 4 * VIDEO_UPLOAD_CHUNK_BYTES;

/** The last path segment of a tus upload's URL: the upload's id. */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.replace(/\/+$/, '').split('/').pop() ?? '';
}
