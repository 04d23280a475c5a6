import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../server/plugins/errors';
import { PHOTO_MESSAGES, processPhoto } from '../../../../server/features/media/photo-processing';
import { heicContainer } from './heif-container';

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processPhoto(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processPhoto', () => {
  it('reads a HEIC header with sharp and hands the decoding to heic-decode; a broken HEVC stream is a clear refusal', async () => {
    // libheif prints its decoding failure to stdout; keep the test output readable.
    vi.spyOn(console, 'log').mockImplementationOnce(() => undefined);
    const heic = heicContainer(Buffer.from('this is not an hevc bitstream, just text with a heic label'.repeat(4)));
    expect(await sharp(heic, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'heif', compression: 'hevc', width: 64 });
    const error = await refusal(heic);
    expect([error.status, error.code, error.message]).toEqual([400, 'photo-unreadable', PHOTO_MESSAGES.unreadable]);
    expect(String((error.cause as Error).message)).toMatch(/HEIF|HEIC/);
  });

  it('refuses a HEIC over 40 megapixels from its header, without decoding it', async () => {
    const error = await refusal(heicContainer(Buffer.from('x'), 8000, 6000));
    expect([error.status, error.code, error.message]).toEqual([400, 'photo-too-many-pixels', PHOTO_MESSAGES.tooManyPixels]);
  });

  it('refuses bytes that only claim to be HEIC (the ftyp brand without a container)', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    const error = await refusal(fake);
    expect([error.code, error.message]).toEqual(['photo-not-image', PHOTO_MESSAGES.notImage]);
  });

  it('flattens transparency onto white rather than black', async () => {
    const transparent = await sharp({ create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await sharp(await processPhoto(transparent))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    expect(await sharp(await processPhoto(small)).metadata()).toMatchObject({ width: 120, height: 80 });
  });
});
