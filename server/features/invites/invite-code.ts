import crypto from 'node:crypto';

/** Letters and digits nobody misreads when a code is typed from a message (no 0/O, 1/I/L, U). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
/** 10 characters of 30: about 49 bits, so codes cannot be guessed (the check route is rate-limited as well). */
const RANDOM_LENGTH = 10;
const NAME_MAX = 12;

/** The readable start of a code: the first name's letters, upper case, without accents; FRIEND when none remain. */
export function namePart(textPart: string): string {
  const letters = textPart
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, NAME_MAX);
  return letters || 'FRIEND';
}

/** A new code, e.g. SAM-7K3Q9XHMPA: unguessable from the random part alone. */
export function newInviteCode(textPart: string): string {
  const bytes = crypto.randomBytes(RANDOM_LENGTH);
  let random = '';
  // 30 does not divide 256: reject the top of the range so every character is equally likely.
  for (let i = 0; random.length < RANDOM_LENGTH; i++) {
    const byte = i < bytes.length ? bytes[i]! : crypto.randomBytes(1)[0]!;
    if (byte < 240) random += ALPHABET[byte % ALPHABET.length];
  }
  return `${namePart(textPart)}-${random}`;
}
