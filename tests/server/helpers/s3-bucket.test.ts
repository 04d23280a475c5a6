import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { S3 } from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { ERRORS, Upload } from '@tus/utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type S3Bucket, startS3Bucket } from '../../helpers/s3-bucket';

// The local S3 bucket (tests/helpers/s3-bucket.ts) through the AWS SDK and through two @tus/s3-store instances.
const MiB = 1024 * 1024;
let s3: S3Bucket;
let client: S3;

beforeEach(async () => {
  s3 = await startS3Bucket();
  client = new S3(clientConfig());
});
afterEach(async () => {
  client.destroy();
  await s3.stop();
});

function clientConfig() {
  const credentials = { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey };
  return { region: s3.region, endpoint: s3.endpoint, credentials, forcePathStyle: true };
}
function tusStore(expirationPeriodInMilliseconds = 3_600_000) {
  const s3ClientConfig = { bucket: s3.bucket, ...clientConfig() };
  return new S3Store({ partSize: 5 * MiB, useTags: false, expirationPeriodInMilliseconds, s3ClientConfig });
}
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
async function objectBytes(key: string) {
  const object = await client.getObject({ Bucket: s3.bucket, Key: key });
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}
/** Readable.from would hand over the whole buffer as one chunk; tus gets request bodies in pieces. */
function inPieces(bytes: Buffer) {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );
}
async function openUploads() {
  return (await client.listMultipartUploads({ Bucket: s3.bucket })).Uploads ?? [];
}

describe('the local S3 bucket', () => {
  it('gives server processes its endpoint, bucket and credentials', () => {
    expect(s3.env).toEqual({
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('stores, describes, serves ranges of and deletes an object', async () => {
    const bytes = crypto.randomBytes(300_000);
    // A stream body goes out aws-chunked with a CRC32 trailer; the stored object must be the bare bytes.
    await client.putObject({
      Bucket: s3.bucket,
      Key: 'videos/a.mp4',
      Body: inPieces(bytes),
      ContentLength: bytes.length,
      ContentType: 'video/mp4',
      Metadata: { owner: 'member-1' },
    });
    const head = await client.headObject({ Bucket: s3.bucket, Key: 'videos/a.mp4' });
    expect(head.ContentLength).toBe(bytes.length);
    expect(head.ContentType).toBe('video/mp4');
    expect(head.ContentEncoding).toBeUndefined();
    expect(head.Metadata).toEqual({ owner: 'member-1' });
    expect(head.ETag).toBe(`"${crypto.createHash('md5').update(bytes).digest('hex')}"`);
    expect(sha256(await objectBytes('videos/a.mp4'))).toBe(sha256(bytes));

    const range = await client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4', Range: 'bytes=1000-1999' });
    expect(range.$metadata.httpStatusCode).toBe(206);
    expect(range.ContentRange).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(range.ContentLength).toBe(1000);
    expect(Buffer.from((await range.Body?.transformToByteArray()) ?? [])).toEqual(bytes.subarray(1000, 2000));

    const open = await client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4', Range: 'bytes=299000-' });
    expect(open.ContentRange).toBe(`bytes 299000-299999/${bytes.length}`);
    await open.Body?.transformToByteArray();
    const tail = await client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4', Range: 'bytes=-500' });
    expect(tail.ContentRange).toBe(`bytes 299500-299999/${bytes.length}`);
    expect(Buffer.from((await tail.Body?.transformToByteArray()) ?? [])).toEqual(bytes.subarray(299_500));
    const probe = await client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4', Range: 'bytes=0-0' });
    expect(probe.ContentRange).toBe(`bytes 0-0/${bytes.length}`);
    expect(Buffer.from((await probe.Body?.transformToByteArray()) ?? [])).toEqual(bytes.subarray(0, 1));
    const past = client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4', Range: 'bytes=400000-' });
    await expect(past).rejects.toMatchObject({ name: 'InvalidRange', $metadata: { httpStatusCode: 416 } });

    await client.deleteObject({ Bucket: s3.bucket, Key: 'videos/a.mp4' });
    const gone = client.headObject({ Bucket: s3.bucket, Key: 'videos/a.mp4' });
    await expect(gone).rejects.toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } });
    const missing = client.getObject({ Bucket: s3.bucket, Key: 'videos/a.mp4' });
    await expect(missing).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('pages parts and checks them on completion as S3 does', async () => {
    const { UploadId } = await client.createMultipartUpload({ Bucket: s3.bucket, Key: 'm' });
    const upload = { Bucket: s3.bucket, Key: 'm', UploadId };
    const first = crypto.randomBytes(5 * MiB);
    const second = crypto.randomBytes(1000);
    const e1 = (await client.uploadPart({ ...upload, PartNumber: 1, Body: inPieces(first), ContentLength: first.length })).ETag;
    const e2 = (await client.uploadPart({ ...upload, PartNumber: 2, Body: second })).ETag;

    const page1 = await client.listParts({ ...upload, MaxParts: 1 });
    expect(page1).toMatchObject({ IsTruncated: true, NextPartNumberMarker: '1' });
    expect(page1.Parts?.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual([[1, 5 * MiB, e1]]);
    const page2 = await client.listParts({ ...upload, PartNumberMarker: page1.NextPartNumberMarker });
    expect(page2.IsTruncated).toBe(false);
    expect(page2.Parts?.map((p) => [p.PartNumber, p.Size, p.ETag])).toEqual([[2, 1000, e2]]);

    const complete = (Parts: { PartNumber: number; ETag: string | undefined }[]) =>
      client.completeMultipartUpload({ ...upload, MultipartUpload: { Parts } });
    await expect(complete([{ PartNumber: 1, ETag: '"0000"' }])).rejects.toMatchObject({ name: 'InvalidPart' });
    await expect(
      complete([
        { PartNumber: 2, ETag: e2 },
        { PartNumber: 1, ETag: e1 },
      ]),
    ).rejects.toMatchObject({
      name: 'InvalidPartOrder',
    });
    // Every part but the last must be at least 5 MiB.
    const small = {
      Bucket: s3.bucket,
      Key: 'small',
      UploadId: (await client.createMultipartUpload({ Bucket: s3.bucket, Key: 'small' })).UploadId,
    };
    const s1 = (await client.uploadPart({ ...small, PartNumber: 1, Body: second })).ETag;
    const s2 = (await client.uploadPart({ ...small, PartNumber: 2, Body: second })).ETag;
    const tooSmall = client.completeMultipartUpload({
      ...small,
      MultipartUpload: {
        Parts: [
          { PartNumber: 1, ETag: s1 },
          { PartNumber: 2, ETag: s2 },
        ],
      },
    });
    await expect(tooSmall).rejects.toMatchObject({ name: 'EntityTooSmall', $metadata: { httpStatusCode: 400 } });
    await client.abortMultipartUpload(small);

    await complete([
      { PartNumber: 1, ETag: e1 },
      { PartNumber: 2, ETag: e2 },
    ]);
    expect(sha256(await objectBytes('m'))).toBe(sha256(Buffer.concat([first, second])));
    // Completed: the upload id is gone for every multipart call.
    await expect(client.listParts(upload)).rejects.toMatchObject({ name: 'NoSuchUpload', $metadata: { httpStatusCode: 404 } });
    await expect(client.abortMultipartUpload(upload)).rejects.toMatchObject({ name: 'NoSuchUpload' });
    const elsewhere = client.listParts({ ...upload, Bucket: 'other' });
    await expect(elsewhere).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('keeps a tus upload resumable across two app nodes, then completes it', async () => {
    const [nodeA, nodeB] = [tusStore(), tusStore()];
    const bytes = crypto.randomBytes(12 * MiB + 12_345);
    const id = crypto.randomUUID();
    const metadata = { filename: 'clip.mp4', contentType: 'video/mp4' };
    await nodeA.create(new Upload({ id, size: bytes.length, offset: 0, metadata }));
    // 6 MiB + 100: one 5 MiB part, the rest kept as the `<id>.part` object (below S3's minimum part size).
    const firstHalf = 6 * MiB + 100;
    expect(await nodeA.write(inPieces(bytes.subarray(0, firstHalf)), id, 0)).toBe(firstHalf);

    const resumed = await nodeB.getUpload(id);
    expect(resumed.offset).toBe(firstHalf);
    expect(resumed.size).toBe(bytes.length);
    expect(await nodeB.write(inPieces(bytes.subarray(resumed.offset)), id, resumed.offset)).toBe(bytes.length);

    const stored = await objectBytes(id);
    expect(stored.length).toBe(bytes.length);
    expect(sha256(stored)).toBe(sha256(bytes));
    expect((await nodeB.getUpload(id)).offset).toBe(bytes.length);
    expect((await tusStore().getUpload(id)).offset).toBe(bytes.length);
    expect((await client.headObject({ Bucket: s3.bucket, Key: id })).ContentType).toBe('video/mp4');
    const partGone = client.headObject({ Bucket: s3.bucket, Key: `${id}.part` });
    await expect(partGone).rejects.toMatchObject({ name: 'NotFound' });
    expect(await openUploads()).toEqual([]);
    // As on S3: the multipart upload is completed, so aborting it answers NoSuchUpload, which tus reports as 404.
    await expect(nodeA.remove(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('removes an unfinished tus upload: aborts its multipart upload and deletes its objects', async () => {
    const [nodeA, nodeB] = [tusStore(), tusStore()];
    const id = crypto.randomUUID();
    await nodeA.create(new Upload({ id, size: 8 * MiB, offset: 0, metadata: {} }));
    await nodeA.write(inPieces(crypto.randomBytes(5 * MiB + 10)), id, 0);
    expect((await openUploads()).map((u) => u.Key)).toEqual([id]);

    await nodeB.remove(id);
    expect(await openUploads()).toEqual([]);
    await expect(client.headObject({ Bucket: s3.bucket, Key: `${id}.info` })).rejects.toMatchObject({ name: 'NotFound' });
    await expect(tusStore().getUpload(id)).rejects.toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('deletes expired tus uploads', async () => {
    const expiring = tusStore(1);
    const id = crypto.randomUUID();
    await expiring.create(new Upload({ id, size: 8 * MiB, offset: 0, metadata: {} }));
    await expiring.write(inPieces(crypto.randomBytes(MiB)), id, 0);
    // S3 stamps Initiated in the past once a millisecond has gone by; poll rather than guess.
    const deadline = Date.now() + 10_000;
    let deleted = 0;
    while (deleted === 0 && Date.now() < deadline) deleted = await expiring.deleteExpired();
    expect(deleted).toBe(2);
    expect(await openUploads()).toEqual([]);
    for (const key of [`${id}.info`, `${id}.part`]) {
      await expect(client.headObject({ Bucket: s3.bucket, Key: key })).rejects.toMatchObject({ name: 'NotFound' });
    }
  });
});
