import { ConfigError, parseLinkUrl } from './config-values';

/** Where photos, videos and posters are kept (server/features/media/media-store.ts). */
export type MediaConfig =
  | { store: 'local' }
  | {
      store: 's3';
      bucket: string;
      region: string;
      /** A self-hosted store's address (MinIO, Garage, s3rver); null is AWS's own for the region. */
      endpoint: string | null;
      /** Path-style addresses (endpoint/bucket/key), as most self-hosted stores need. */
      forcePathStyle: boolean;
      /** Null lets the AWS SDK find credentials itself (instance role, AWS_* variables, profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

/**
 * MEDIA_STORE: `local` (default: DATA_DIR/media, one machine) or `s3` (any S3-compatible store, shared by every
 * app node), with S3_BUCKET, S3_REGION (default us-east-1), S3_ENDPOINT, S3_FORCE_PATH_STYLE (on/off; default on
 * with an endpoint) and S3_ACCESS_KEY_ID with S3_SECRET_ACCESS_KEY (both or neither).
 */
export function parseMedia(env: NodeJS.ProcessEnv): MediaConfig {
  const store = env.MEDIA_STORE || 'local';
  const s3Settings = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  if (store === 'local') {
    const stray = s3Settings.filter((name) => env[name]);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')} need MEDIA_STORE=s3 (media is kept in DATA_DIR/media now)`);
    return { store: 'local' };
  }
  if (store !== 's3') throw new ConfigError(`MEDIA_STORE must be local or s3, got "${store}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('MEDIA_STORE=s3 needs S3_BUCKET');
  const endpoint = parseLinkUrl('S3_ENDPOINT', env.S3_ENDPOINT)?.replace(/\/$/, '') ?? null;
  const pathStyle = env.S3_FORCE_PATH_STYLE || (endpoint ? 'on' : 'off');
  if (!['on', 'off', 'true', 'false'].includes(pathStyle)) throw new ConfigError('S3_FORCE_PATH_STYLE must be on or off');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS defaults');
  return {
    store: 's3',
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'on' || pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}
