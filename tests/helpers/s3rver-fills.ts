import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AwsChunkedError, decodeAwsChunkedTo } from './aws-chunked';

/**
 * Koa middleware put in front of s3rver's router (see s3-bucket.ts for why each piece exists): aws-chunked request
 * bodies decoded, ListParts, AbortMultipartUpload, ListMultipartUploads, CompleteMultipartUpload's checks, suffix ranges.
 */

const require = createRequire(import.meta.url);
/** s3rver's own error: its error handler renders it as S3's <Error> XML with the code's HTTP status. */
const S3Error = require('s3rver/lib/models/error') as new (code: string, message?: string, detail?: Record<string, unknown>) => Error;

/** The parts of s3rver's koa context this middleware uses. */
export interface S3rverContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  req: NodeJS.ReadableStream;
  status: number;
  body: unknown;
}
export interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  getBucket(bucket: string): Promise<unknown>;
  getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<StoredObject | null>;
}
interface StoredObject {
  content: NodeJS.ReadableStream | null;
  range?: { start: number; end: number };
}
type Next = () => Promise<void>;

const MIN_PART_SIZE = 5 * 1024 * 1024;
const PAGE = 1000;
const XMLNS = { xmlns: 'http://s3.amazonaws.com/doc/2006-03-01/' };
const OWNER = { ID: '123456789000', DisplayName: 'S3rver' };

export function s3rverFills(store: S3rverStore, scratch: string) {
  return async function fills(ctx: S3rverContext, next: Next): Promise<void> {
    const [, bucket, ...rest] = ctx.path.split('/').map(decodeURIComponent);
    const key = rest.join('/');
    if (!bucket) return next();
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    const uploadsDir = store.getResourcePath(bucket, undefined, 'uploads');

    const answeredHere = (key && uploadId !== undefined) || (!key && ctx.method === 'GET' && 'uploads' in ctx.query);
    if (answeredHere && !(await store.getBucket(bucket))) {
      throw new S3Error('NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
    }
    if (key && uploadId !== undefined) {
      if (ctx.method === 'GET') return listParts(ctx, uploadsDir, bucket, key, uploadId);
      if (ctx.method === 'DELETE') return abortUpload(ctx, uploadsDir, key, uploadId);
      if (ctx.method === 'POST') await checkCompletion(ctx, uploadsDir, key, uploadId);
    }
    if (!key && ctx.method === 'GET' && 'uploads' in ctx.query) return listUploads(ctx, uploadsDir, bucket);
    if (key && (ctx.method === 'GET' || ctx.method === 'HEAD')) await resolveSuffixRange(ctx, store.getResourcePath(bucket, key, 'object'));
    if (String(ctx.headers['content-encoding'] ?? '').includes('aws-chunked')) {
      return withDecodedBody(ctx, scratch, next);
    }
    return next();
  };
}

/** s3rver reads `bytes=0-0` (a player's probe) as open-ended and serves the whole object; S3 serves its first byte. */
export function fixRangeEndingAtZero(store: S3rverStore) {
  const getObject = store.getObject.bind(store);
  store.getObject = async (bucket, key, options) => {
    const object = await getObject(bucket, key, options);
    if (options?.start === 0 && options.end === 0 && object?.content && object.range) {
      (object.content as NodeJS.ReadableStream & { destroy(): void }).destroy();
      object.content = createReadStream(store.getResourcePath(bucket, key, 'object'), { start: 0, end: 0 });
      object.range.end = 0;
    }
    return object;
  };
}

/** The upload's directory in s3rver's store, or NoSuchUpload as S3 answers (also for another key's upload id). */
async function uploadDir(uploadsDir: string, key: string, uploadId: string): Promise<string> {
  const dir = path.join(uploadsDir, path.basename(uploadId));
  const storedKey = await fs.readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
  if (!uploadId || storedKey !== key) {
    throw new S3Error(
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
      { UploadId: uploadId },
    );
  }
  return dir;
}

interface StoredPart {
  PartNumber: number;
  LastModified: string;
  ETag: string;
  Size: number;
}

async function storedParts(dir: string): Promise<StoredPart[]> {
  const names = (await fs.readdir(dir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const [stat, md5] = await Promise.all([fs.stat(path.join(dir, name)), fs.readFile(path.join(dir, `${name}.md5`), 'utf8')]);
      return { PartNumber: Number(name), LastModified: stat.mtime.toISOString(), ETag: JSON.stringify(md5), Size: stat.size };
    }),
  );
  return parts.sort((a, b) => a.PartNumber - b.PartNumber);
}

/** ListParts, paged like S3: max-parts (at most 1000) after part-number-marker. */
async function listParts(ctx: S3rverContext, uploadsDir: string, bucket: string, key: string, uploadId: string) {
  const dir = await uploadDir(uploadsDir, key, uploadId);
  const marker = Number(ctx.query['part-number-marker'] ?? 0);
  const maxParts = Math.min(Number(ctx.query['max-parts'] ?? PAGE), PAGE);
  const after = (await storedParts(dir)).filter((part) => part.PartNumber > marker);
  const page = after.slice(0, maxParts);
  ctx.body = {
    ListPartsResult: {
      '@': XMLNS,
      Bucket: bucket,
      Key: key,
      UploadId: uploadId,
      PartNumberMarker: marker,
      NextPartNumberMarker: page.at(-1)?.PartNumber ?? marker,
      MaxParts: maxParts,
      IsTruncated: after.length > page.length,
      Part: page,
      Initiator: OWNER,
      Owner: OWNER,
      StorageClass: 'STANDARD',
    },
  };
}

async function abortUpload(ctx: S3rverContext, uploadsDir: string, key: string, uploadId: string) {
  await fs.rm(await uploadDir(uploadsDir, key, uploadId), { recursive: true, force: true });
  ctx.status = 204;
}

/** ListMultipartUploads, ordered by key then initiation, paged by key-marker/upload-id-marker and max-uploads. */
async function listUploads(ctx: S3rverContext, uploadsDir: string, bucket: string) {
  const ids = await fs.readdir(uploadsDir).catch(() => []);
  const uploads = (
    await Promise.all(
      ids.map(async (id) => {
        const keyFile = path.join(uploadsDir, id, 'key');
        const [key, stat] = await Promise.all([fs.readFile(keyFile, 'utf8'), fs.stat(keyFile)]).catch(() => [null, null]);
        return key && stat ? { Key: key, UploadId: id, Initiated: stat.mtime } : null;
      }),
    )
  )
    .filter((upload) => upload !== null)
    .filter((upload) => upload.Key.startsWith(String(ctx.query.prefix ?? '')))
    .sort((a, b) => (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : a.Initiated.getTime() - b.Initiated.getTime()));
  const keyMarker = String(ctx.query['key-marker'] ?? '');
  const idMarker = String(ctx.query['upload-id-marker'] ?? '');
  const markerAt = idMarker ? uploads.findIndex((u) => u.Key === keyMarker && u.UploadId === idMarker) : -1;
  const after = markerAt >= 0 ? uploads.slice(markerAt + 1) : uploads.filter((u) => !keyMarker || u.Key > keyMarker);
  const maxUploads = Math.min(Number(ctx.query['max-uploads'] ?? PAGE), PAGE);
  const page = after.slice(0, maxUploads);
  ctx.body = {
    ListMultipartUploadsResult: {
      '@': XMLNS,
      Bucket: bucket,
      KeyMarker: keyMarker,
      UploadIdMarker: idMarker,
      NextKeyMarker: page.at(-1)?.Key ?? '',
      NextUploadIdMarker: page.at(-1)?.UploadId ?? '',
      MaxUploads: maxUploads,
      IsTruncated: after.length > page.length,
      Upload: page.map((u) => ({ ...u, Initiated: u.Initiated.toISOString(), Initiator: OWNER, Owner: OWNER, StorageClass: 'STANDARD' })),
    },
  };
}

/**
 * What S3 checks before completing and s3rver does not: the upload exists (s3rver answers 500), the listed parts
 * exist with those ETags, ascending, each but the last at least 5 MiB. The body is read here and handed on.
 */
async function checkCompletion(ctx: S3rverContext, uploadsDir: string, key: string, uploadId: string) {
  const dir = await uploadDir(uploadsDir, key, uploadId);
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(Buffer.from(chunk));
  const xml = Buffer.concat(chunks).toString('utf8');
  ctx.req = Readable.from([xml]);
  const listed = [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
    number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(m[1] ?? '')?.[1]),
    etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(m[1] ?? '')?.[1] ?? '').replace(/&quot;|"/g, ''),
  }));
  const stored = new Map((await storedParts(dir)).map((part) => [part.PartNumber, part]));
  if (listed.some((part, i) => i > 0 && part.number <= (listed[i - 1]?.number ?? 0))) {
    throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order.');
  }
  listed.forEach((part, i) => {
    const have = stored.get(part.number);
    if (!have || JSON.parse(have.ETag) !== part.etag) {
      throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found.', {
        PartNumber: part.number,
        ETag: part.etag,
      });
    }
    if (i < listed.length - 1 && have.Size < MIN_PART_SIZE) {
      throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.', {
        ProposedSize: have.Size,
        MinSizeAllowed: MIN_PART_SIZE,
        PartNumber: part.number,
      });
    }
  });
}

/** `Range: bytes=-N` means the last N bytes; s3rver reads it as bytes 0-N, so it is rewritten with the object's size. */
async function resolveSuffixRange(ctx: S3rverContext, objectPath: string) {
  const suffix = /^bytes=-(\d+)$/.exec(String(ctx.headers.range ?? ''));
  if (!suffix) return;
  const size = (await fs.stat(objectPath).catch(() => null))?.size;
  if (size === undefined || size === 0) return;
  ctx.headers.range = `bytes=${Math.max(0, size - Number(suffix[1]))}-${size - 1}`;
}

/**
 * The SDK streams bodies aws-chunked; s3rver would store the framing as the object. Decoded to a scratch file first
 * (a bad body fails before anything is stored, as in S3), then handed on with the headers S3 would have seen.
 */
async function withDecodedBody(ctx: S3rverContext, scratch: string, next: Next) {
  const file = path.join(scratch, `body-${process.hrtime.bigint()}`);
  try {
    const declared = ctx.headers['x-amz-decoded-content-length'];
    const length = await decodeAwsChunkedTo(ctx.req, declared === undefined ? undefined : String(declared), file).catch(
      (error: unknown) => {
        throw error instanceof AwsChunkedError ? new S3Error(error.code, error.message) : error;
      },
    );
    const encodings = String(ctx.headers['content-encoding'])
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e && e !== 'aws-chunked');
    if (encodings.length) ctx.headers['content-encoding'] = encodings.join(',');
    else delete ctx.headers['content-encoding'];
    delete ctx.headers['transfer-encoding'];
    ctx.headers['content-length'] = String(length);
    ctx.req = createReadStream(file);
    await next();
  } finally {
    await fs.rm(file, { force: true });
  }
}
