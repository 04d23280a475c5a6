import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../config';
import { BYTE_RANGE } from './byte-range';
import type { MediaStore } from './media-store';

type S3Config = Extract<MediaConfig, { store: 's3' }>;

/** The client for the configured bucket; tus's S3 store (videos/upload-server.ts) is given the same settings. */
export function s3ClientConfig(config: S3Config) {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  };
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Media in an S3-compatible bucket, under <kind>/<name>, read through the server (which checked who may see it) and
 * never public. One GetObject per read: a range is passed through, and the store's Content-Range gives the size.
 */
export function s3MediaStore(config: S3Config): MediaStore {
  const client = new S3Client(s3ClientConfig(config));
  const Bucket = config.bucket;
  const keyOf = (kind: string, name: string) => `${kind}/${name}`;
  return {
    where: 's3',
    async put(kind, name, from) {
      if (Buffer.isBuffer(from)) {
        await client.send(new PutObjectCommand({ Bucket, Key: keyOf(kind, name), Body: from, ContentLength: from.length }));
        return;
      }
      const size = (await fs.promises.stat(from.file)).size;
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(kind, name), Body: fs.createReadStream(from.file), ContentLength: size }),
      );
      await fs.promises.rm(from.file, { force: true });
    },
    async read(kind, name, range) {
      const Key = keyOf(kind, name);
      const asked = range && BYTE_RANGE.test(range.trim()) && range.trim() !== 'bytes=-' ? range.trim() : undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range: asked }));
        const body = answer.Body as Readable;
        const content = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        if (content) return { size: Number(content[3]), part: { start: Number(content[1]), end: Number(content[2]) }, body };
        return { size: Number(answer.ContentLength), part: null, body };
      } catch (error) {
        if (missing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
          // The range lies beyond the object: only an object that exists answers 416.
          const head = await client
            .send(new HeadObjectCommand({ Bucket, Key }))
            .catch((e: unknown) => (missing(e) ? null : Promise.reject(e)));
          return head ? { size: Number(head.ContentLength), unsatisfiable: true } : null;
        }
        throw error;
      }
    },
    async remove(kind, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(kind, name) }));
    },
  };
}
