/**
 * A local S3 bucket (tests/helpers/s3-bucket.ts: s3rver) in a process of its own, for bench:media:
 * `node --import tsx bench/s3-bucket-process.ts <port>` with an IPC channel. In the bench's own process s3rver would
 * share one event loop with autocannon, and each would hold up the other's timings. It sends the bucket's settings
 * (BucketSettings) once listening, and stops (its folder removed) on SIGTERM or when the channel closes.
 */
import { type S3Bucket, startS3Bucket } from '../tests/helpers/s3-bucket';

/** What crosses the IPC channel: the bucket's settings, without its functions. */
export type BucketSettings = Omit<S3Bucket, 'newClient' | 'keys' | 'stop'>;

const bucket = await startS3Bucket({ port: Number(process.argv[2] ?? 0) });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void bucket.stop().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
const settings: BucketSettings = {
  endpoint: bucket.endpoint,
  bucket: bucket.bucket,
  region: bucket.region,
  accessKeyId: bucket.accessKeyId,
  secretAccessKey: bucket.secretAccessKey,
  env: bucket.env,
};
process.send?.(settings);
