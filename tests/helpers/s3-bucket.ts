import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { fixRangeEndingAtZero, type S3rverContext, type S3rverStore, s3rverFills } from './s3rver-fills';

/**
 * A local S3-compatible bucket for tests and benchmarks: s3rver (koa) in this process on 127.0.0.1.
 *
 * Why s3rver is faithful enough for the media store and @tus/s3-store: it is real HTTP on a port, so the AWS SDK v3
 * client runs unchanged (SigV4-signed requests are accepted, the signature itself is not checked); it answers in S3's
 * XML (errors as <Error><Code>, which the SDK turns into NoSuchKey, NotFound, ...); objects, their metadata
 * (x-amz-meta-*, content-type) and multipart parts live on disk in a temp directory, so two clients (two app nodes)
 * see one bucket.
 *
 * What is filled in (s3rver-fills.ts and aws-chunked.ts: koa middleware placed before s3rver's router), and why:
 * - aws-chunked bodies: the SDK streams PutObject/UploadPart bodies as `Content-Encoding: aws-chunked` with a CRC32
 *   trailer; s3rver stored the chunk framing as the object's bytes. Decoded, with the length and CRC32 checked.
 * - ListParts (GET ?uploadId=), paged by max-parts/part-number-marker: s3rver answers 405. tus reads the offset from it.
 * - AbortMultipartUpload (DELETE ?uploadId=): s3rver answers 405. tus's remove() calls it.
 * - ListMultipartUploads (GET /bucket?uploads): s3rver answers 501. tus's deleteExpired() pages through it.
 * - NoSuchUpload (404) for an unknown, completed or aborted upload id, where s3rver answered 500; tus's getUpload()
 *   takes NoSuchUpload from ListParts to mean "completed".
 * - CompleteMultipartUpload checks S3 makes: listed parts exist with those ETags, ascending, all but the last >= 5 MiB.
 * - `Range: bytes=-N` (the last N bytes): s3rver served bytes 0-N. `bytes=0-0`: s3rver served the whole object.
 *
 * Still unlike S3: a completed multipart object's ETag is the MD5 of its bytes (S3: "<md5 of part md5s>-<parts>");
 * multi-range and backwards (`bytes=9-5`) Range headers are not S3's; Content-MD5 and x-amz-checksum-* headers are not
 * checked (only the aws-chunked CRC32 trailer is); an overwritten object is rewritten in place, not swapped atomically.
 */
export interface S3Bucket {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Environment variables for a server process that stores media in this bucket. */
  env: Record<string, string>;
  /** A client of this bucket's server, to look past the app (the caller destroys it). */
  newClient(): S3Client;
  /** The keys stored under `prefix` (all by default), sorted. */
  keys(prefix?: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** s3rver's koa internals the fills hook into (its typings declare only the public methods). */
interface S3rverApp {
  middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
  store: S3rverStore;
}

const BUCKET = 'media';
const REGION = 'us-east-1';
/** The one account s3rver knows. */
const ACCESS_KEY = 'S3RVER';

export async function startS3Bucket(options: { port?: number } = {}): Promise<S3Bucket> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3-bucket-'));
  const scratch = path.join(directory, '.scratch');
  await fs.mkdir(scratch);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: path.join(directory, 'store'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  // koa composes its middleware list when the server starts listening: the router is last, the fills go just before.
  const app = server as unknown as S3rverApp;
  app.middleware.splice(app.middleware.length - 1, 0, s3rverFills(app.store, scratch));
  fixRangeEndingAtZero(app.store);
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const newClient = () =>
    new S3Client({
      region: REGION,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    });
  return {
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    newClient,
    async keys(prefix = '') {
      const client = newClient();
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
        return (listed.Contents ?? []).map((object) => object.Key!).sort();
      } finally {
        client.destroy();
      }
    },
    async stop() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
