import crypto from 'node:crypto';
import sharp from 'sharp';
import type { SqlValue } from '../../../../server/db/database';
import type { TestApp } from '../../../helpers/test-app';
import type { TestAccount } from '../../../helpers/accounts';
import type { ProfileJson } from '../../../../shared/onboarding';

/** A ProfileJson exactly as the wizard's toProfileJson makes it, with every field valid. */
export function validProfileJson(overrides: Partial<Record<keyof ProfileJson, unknown>> = {}): Record<string, unknown> {
  return {
    FirstName: 'Priya',
    Age: 31,
    UserSex: 'female',
    Location: 'CA:ON:Toronto',
    NewLocation: '',
    ActivityPreferences: ['coffee'],
    CategoryComments: { brunch: 'would love a sunday brunch format' },
    Neighborhoods: ['downtown', 'west-end'],
    CanHost: true,
    HostingDetails: { hasVenue: true, venueName: 'Sam James Coffee Bar' },
    AvailableTimeSlots: [
      { dayOfWeek: 6, hour: 9 },
      { dayOfWeek: 0, hour: 11 },
    ],
    Interests: [
      { name: 'photography', lookingFor: 'people who like slow photo walks downtown', contribute: 'i can teach manual mode on any camera' },
      { name: 'book club', lookingFor: 'readers who finish the book', contribute: 'good questions and better snacks' },
    ],
    ...overrides,
  };
}

export interface PhotoPart {
  bytes: Buffer;
  filename?: string;
  type?: string;
}

/** The multipart body the client sends: ProfileJson as text and an optional Photo file. */
export function profileForm(profileJson: unknown, photo?: PhotoPart): FormData {
  const form = new FormData();
  form.append('ProfileJson', typeof profileJson === 'string' ? profileJson : JSON.stringify(profileJson));
  if (photo) {
    form.append('Photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.filename ?? 'photo.jpg');
  }
  return form;
}

export function postProfile(t: TestApp, account: TestAccount | null, form: FormData, key: string | null = crypto.randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    payload: form,
    headers: key ? { 'idempotency-key': key } : {},
    cookies: account ? { sid: account.sessionId } : {},
  });
}

export function getProfile(t: TestApp, account: TestAccount) {
  return t.app.inject({ url: '/api/profiles?location=CA:ON:Toronto', cookies: { sid: account.sessionId } });
}

/** A JPEG with a two-way gradient, so a wrong rotation or crop would show in its size. */
export function jpeg(width: number, height: number): sharp.Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = Math.floor((x / width) * 255);
      pixels[at + 1] = Math.floor((y / height) * 255);
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
}

export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0552b' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Row counts straight from the database, to prove what was (not) written. */
export async function count(t: TestApp, table: string, where = '1 = 1', ...params: SqlValue[]): Promise<number> {
  return (await t.app.db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params))!.n;
}
