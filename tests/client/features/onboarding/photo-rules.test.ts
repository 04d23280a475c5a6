import { describe, expect, it } from 'vitest';
import {
  encodeUnderLimit,
  isImageFile,
  jpegName,
  PHOTO_MAX_BYTES,
  QUALITY_STEPS,
} from '../../../../client/features/onboarding/photo-rules';

describe('photo type check', () => {
  it('accepts image types and refuses others', () => {
    expect(isImageFile({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isImageFile({ type: 'image/heic', name: 'a.heic' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
    expect(isImageFile({ type: 'text/html', name: 'photo.jpg' })).toBe(false);
  });

  it('accepts a HEIC photo the browser gave no type, by its extension', () => {
    expect(isImageFile({ type: '', name: 'IMG_0001.HEIC' })).toBe(true);
    expect(isImageFile({ type: '', name: 'notes.txt' })).toBe(false);
  });
});

describe('JPEG quality ladder', () => {
  it('starts at 0.9 and steps down by 0.1 to 0.1', () => {
    expect(QUALITY_STEPS).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it('stops at the first quality whose result is at most 5 MB', async () => {
    const tried: number[] = [];
    const sizes: Record<number, number> = { 0.9: PHOTO_MAX_BYTES + 2, 0.8: PHOTO_MAX_BYTES + 1, 0.7: PHOTO_MAX_BYTES };
    const result = await encodeUnderLimit(async (quality) => {
      tried.push(quality);
      return { size: sizes[quality] ?? 1, quality };
    });
    expect(tried).toEqual([0.9, 0.8, 0.7]);
    expect(result.quality).toBe(0.7);
  });

  it('keeps 0.9 when the first try already fits', async () => {
    const result = await encodeUnderLimit(async (quality) => ({ size: 1000, quality }));
    expect(result.quality).toBe(0.9);
  });

  it('returns the 0.1 attempt when nothing fits, without going below it', async () => {
    const tried: number[] = [];
    const result = await encodeUnderLimit(async (quality) => {
      tried.push(quality);
      return { size: PHOTO_MAX_BYTES * 2, quality };
    });
    expect(tried).toHaveLength(9);
    expect(result.quality).toBe(0.1);
  });
});

describe('compressed file name', () => {
  it('keeps the base name with a .jpg extension', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('me.at.the.beach.png')).toBe('me.at.the.beach.jpg');
    expect(jpegName('noextension')).toBe('noextension.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
