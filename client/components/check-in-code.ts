/** The query parameter a scanned check-in QR code carries the code in. */
export const CHECK_IN_PARAM = 'check-in';

/** Four digits, whatever spaces were typed around or between them; null when it is not a code. */
export function checkInCode(typed: string): string | null {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{4}$/.test(digits) ? digits : null;
}

/**
 * What a check-in QR code opens: `path` on this app with the code filled in (and whatever else the page needs to know,
 * e.g. which session), for the person to confirm with a tap.
 */
export function checkInUrl(origin: string, path: string, code: string, more: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...more, [CHECK_IN_PARAM]: code });
  return `${origin}${path}?${query.toString()}`;
}
