/**
 * Resumable video uploads: the tus protocol (tus.io) at TUS_PATH. A recording goes up in chunks
 * of VIDEO_UPLOAD_CHUNK_BYTES, so a cut connection re-sends at most one chunk; then POST /api/videos/uploads/finish
 * has the server check and keep it. A recording of at most one chunk goes as one POST /api/videos/upload instead.
 */
export const TUS_PATH = '/api/videos/tus';
export const VIDEO_UPLOAD_CHUNK_BYTES = 256 * 1024;
/**
 * The largest video POST /api/videos/upload takes. The app sends a recording there only when it fits in one chunk;
 * four chunks leave room for a change of chunk size on one side alone, and anything longer goes by tus.
 */
export const VIDEO_ONE_REQUEST_MAX_BYTES = 4 * VIDEO_UPLOAD_CHUNK_BYTES;

/** The last path segment of a tus upload's URL: the upload's id. */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.replace(/\/+$/, '').split('/').pop() ?? '';
}
