import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { jpeg, postProfile, profileForm, solidPng, validProfileJson, type PhotoPart } from '../profiles/helpers';

let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await buildTestApp();
  account = await createSignedInUser(t.app.db);
});
afterEach(() => t.close());

/** Every path under DATA_DIR, so a test can see exactly what an upload wrote. */
function listDataDir(): string[] {
  return (fs.readdirSync(t.config.dataDir, { recursive: true }) as string[]).filter((p) => !p.startsWith('app.db')).sort();
}

async function upload(photo: PhotoPart) {
  return postProfile(t, account, profileForm(validProfileJson(), photo));
}

/** The stored file behind a profile's photoUrl. */
function storedPhoto(photoUrl: string): Buffer {
  return fs.readFileSync(path.join(t.config.dataDir, 'media', 'photos', path.basename(photoUrl)));
}

async function expectRefused(
  res: { statusCode: number; json(): { code: string; message: string } },
  status: number,
  code: string,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code, message });
  expect(await t.app.repos.profiles.exists(account.email)).toBe(false);
  expect(listDataDir().filter((p) => p.endsWith('.jpg') || p.endsWith('.tmp'))).toEqual([]);
}

describe('profile photo upload', () => {
  let hugePng: Buffer;
  beforeAll(async () => {
    hugePng = await solidPng(20_000, 20_000);
  });

  it('re-encodes a large JPEG to at most 1920 px on the longest side', async () => {
    const res = await upload({ bytes: await jpeg(4000, 3000).toBuffer() });
    expect(res.statusCode).toBe(201);
    const meta = await sharp(storedPhoto(res.json().profile.photoUrl)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1440 });
    expect(meta.exif).toBeUndefined();
  });

  it('strips GPS and camera EXIF from a JPEG', async () => {
    const withGps = await jpeg(1200, 900)
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'Model 7' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 23/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const res = await upload({ bytes: withGps });
    expect(res.statusCode).toBe(201);
    const stored = storedPhoto(res.json().profile.photoUrl);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes('PhoneCam')).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await jpeg(600, 400).withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload({ bytes: sideways });
    const meta = await sharp(storedPhoto(res.json().profile.photoUrl)).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
  });

  it('judges a PNG renamed .jpg by its content: accepted and stored as a JPEG', async () => {
    const png = await solidPng(640, 480);
    const res = await upload({ bytes: png, filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    expect(await sharp(storedPhoto(res.json().profile.photoUrl)).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
  });

  it('refuses an HTML file labelled image/jpeg', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await upload({ bytes: html, filename: 'photo.jpg', type: 'image/jpeg' });
    await expectRefused(res, 400, 'photo-not-image', 'Please upload an image file (JPG, PNG, HEIC, etc.)');
  });

  it('refuses an SVG: a document, not a photo', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const res = await upload({ bytes: svg, filename: 'x.svg', type: 'image/svg+xml' });
    await expectRefused(res, 400, 'photo-not-image', 'Please upload an image file (JPG, PNG, HEIC, etc.)');
  });

  it('refuses a 20000x20000 PNG from its header, before decoding it', async () => {
    expect(hugePng.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload({ bytes: hugePng, filename: 'huge.png', type: 'image/png' });
    await expectRefused(
      res,
      400,
      'photo-too-many-pixels',
      'This photo has too many pixels (over 40 megapixels). Please choose a smaller photo.',
    );
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const bytes = crypto.randomBytes(5 * 1024 * 1024 + 1);
    const res = await upload({ bytes });
    await expectRefused(res, 413, 'photo-too-large', 'Your photo is larger than 5 MB. Please choose a smaller photo.');
    expect(res.json().fields).toEqual({ Photo: 'Your photo is larger than 5 MB. Please choose a smaller photo.' });
  });

  it('refuses a truncated JPEG that cannot be decoded', async () => {
    const whole = await jpeg(800, 600).toBuffer();
    const res = await upload({ bytes: whole.subarray(0, 2000) });
    await expectRefused(res, 400, 'photo-unreadable', 'Failed to process image. Please try a different photo.');
  });

  it('ignores the uploaded file name: a path-traversal name writes only a UUID-named file in the media folder', async () => {
    const before = listDataDir();
    const res = await upload({ bytes: await jpeg(300, 300).toBuffer(), filename: '../../x.jpg' });
    expect(res.statusCode).toBe(201);
    const name = path.basename(res.json().profile.photoUrl);
    expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/);
    const added = listDataDir().filter((p) => !before.includes(p));
    expect(added).toEqual(
      [path.join('media'), path.join('media', 'photos'), path.join('media', 'photos', name)].filter((p) => !before.includes(p)),
    );
    for (const escaped of ['x.jpg', '../x.jpg', '../../x.jpg', 'media/x.jpg']) {
      expect(fs.existsSync(path.join(t.config.dataDir, escaped))).toBe(false);
    }
  });
});

describe('GET /media/photos/:file', () => {
  async function withPhoto() {
    const res = await upload({ bytes: await jpeg(300, 200).toBuffer() });
    return res.json().profile.photoUrl as string;
  }

  it('serves the owner their photo, privately cacheable for a year, never sniffed', async () => {
    const url = await withPhoto();
    const res = await t.app.inject({ url, cookies: { sid: account.sessionId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(storedPhoto(url))).toBe(true);
  });

  it('is 401 signed out and 404 for another member (members do not see each other yet)', async () => {
    const url = await withPhoto();
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const other = await createSignedInUser(t.app.db);
    expect((await t.app.inject({ url, cookies: { sid: other.sessionId } })).statusCode).toBe(404);
  });

  it('answers 404 to anything that is not a stored name', async () => {
    await withPhoto();
    for (const file of [
      '..%2Fapp.db',
      '..%2F..%2Fapp.db',
      'app.db',
      `${crypto.randomUUID()}.png`,
      `${crypto.randomUUID().toUpperCase()}.jpg`,
      `${crypto.randomUUID()}.jpg`,
    ]) {
      const res = await t.app.inject({ url: `/media/photos/${file}`, cookies: { sid: account.sessionId } });
      expect(res.statusCode, file).toBe(404);
    }
  });
});
