import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { type S3Bucket, startS3Bucket } from '../../../helpers/s3-bucket';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

export interface S3App {
  t: TestApp;
  bucket: S3Bucket;
  /** Every key in the bucket, sorted: what the app stored, read past the app. */
  keys(): Promise<string[]>;
  bytesOf(key: string): Promise<Buffer>;
  /** The keys of multipart uploads begun and neither completed nor aborted (tus's unfinished uploads). */
  multipartUploads(): Promise<string[]>;
  /** The local media folders the local store would use; on S3 none may appear. */
  localMediaFolders(): string[];
  close(): Promise<void>;
}

/** The real app with MEDIA_STORE=s3 against a fresh local bucket (s3-bucket.ts), on a free port unless given. */
export async function startS3App(port?: number, options: { env?: NodeJS.ProcessEnv; now?: () => Date } = {}): Promise<S3App> {
  const bucket = await startS3Bucket({ port });
  let t: TestApp;
  try {
    t = await buildTestApp({ now: options.now, env: { ...bucket.env, ...options.env } });
  } catch (error) {
    await bucket.stop();
    throw error;
  }
  const client = bucket.newClient();
  return {
    t,
    bucket,
    keys: () => bucket.keys(),
    async bytesOf(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async multipartUploads() {
      const listed = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket }));
      return (listed.Uploads ?? []).map((upload) => upload.Key!).sort();
    },
    localMediaFolders: () => ['photos', 'videos', 'posters'].filter((kind) => fs.existsSync(path.join(t.config.dataDir, 'media', kind))),
    async close() {
      client.destroy();
      await t.close();
      await bucket.stop();
    },
  };
}
