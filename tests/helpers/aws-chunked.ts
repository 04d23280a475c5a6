import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * The AWS SDK's aws-chunked request bodies (Content-Encoding: aws-chunked): `<hex size>[;chunk-signature=…]\r\n<data>\r\n`
 * chunks, a zero-size chunk, then trailer lines (x-amz-checksum-crc32: the SDK's default) and an empty line. Used by
 * the local S3 bucket (tests/helpers/s3-bucket.ts), whose s3rver would otherwise store the framing as the object.
 */
export class AwsChunkedError extends Error {
  constructor(
    readonly code: 'IncompleteBody' | 'BadDigest',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Writes the decoded bytes of `source` to `file` and returns their count, after checking it against the declared
 * x-amz-decoded-content-length and the CRC32 trailer, as S3 does before storing anything.
 */
export async function decodeAwsChunkedTo(source: NodeJS.ReadableStream, declaredLength: string | undefined, file: string) {
  const trailers = new Map<string, string>();
  let crc = 0;
  let length = 0;
  const counted = async function* (chunks: AsyncIterable<Buffer | string>) {
    for await (const data of decodeAwsChunked(chunks, trailers)) {
      crc = zlib.crc32(data, crc);
      length += data.length;
      yield data;
    }
  };
  await pipeline(source, counted, createWriteStream(file));
  if (declaredLength !== undefined && Number(declaredLength) !== length) {
    throw new AwsChunkedError('IncompleteBody', 'The body does not have the declared x-amz-decoded-content-length.');
  }
  const sent = trailers.get('x-amz-checksum-crc32');
  const computed = Buffer.alloc(4);
  computed.writeUInt32BE(crc >>> 0);
  if (sent !== undefined && sent !== computed.toString('base64')) {
    throw new AwsChunkedError('BadDigest', 'The CRC32 you specified did not match the calculated checksum.');
  }
  return length;
}

export async function* decodeAwsChunked(source: AsyncIterable<Buffer | string>, trailers: Map<string, string>) {
  let buf: Buffer = Buffer.alloc(0);
  let state: 'size' | 'data' | 'crlf' | 'trailer' | 'done' = 'size';
  let left = 0;
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
    buf = buf.length ? Buffer.concat([buf, bytes]) : bytes;
    while (buf.length && state !== 'done') {
      if (state === 'data') {
        const take = Math.min(left, buf.length);
        yield buf.subarray(0, take);
        buf = buf.subarray(take);
        left -= take;
        if (left === 0) state = 'crlf';
        continue;
      }
      const eol = buf.indexOf('\r\n');
      if (eol < 0) break;
      const line = buf.subarray(0, eol).toString('latin1');
      buf = buf.subarray(eol + 2);
      if (state === 'crlf') {
        if (line !== '') throw new AwsChunkedError('IncompleteBody', 'A chunk is longer than its declared size.');
        state = 'size';
      } else if (state === 'size') {
        left = Number.parseInt(line.split(';')[0] ?? '', 16);
        if (!Number.isFinite(left)) throw new AwsChunkedError('IncompleteBody', `Bad chunk header: ${line}`);
        state = left === 0 ? 'trailer' : 'data';
      } else if (line === '') {
        state = 'done';
      } else {
        const colon = line.indexOf(':');
        trailers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
    }
  }
  if (state !== 'done') throw new AwsChunkedError('IncompleteBody', 'The aws-chunked body ended early.');
}
