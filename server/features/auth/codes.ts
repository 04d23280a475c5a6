import crypto from 'node:crypto';
import { CODE_LENGTH } from '../../../shared/auth';

/** A 6-digit code from the CSPRNG (uniform: randomInt has no modulo bias). */
export function newCode(): string {
  return crypto
    .randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/** The magic link's secret: 128 random bits, separate from the code. */
export function newLinkSecret(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function hmac(key: Buffer, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('hex');
}

/** Compares two HMACs without leaking, through timing, how much of them matched. */
export function sameHmac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
