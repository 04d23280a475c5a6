/**
 * Where the person may be sent after a provider sign-in: a path on this site, else null. '//host' and '/\host'
 * are read by browsers as other sites, and the URL parser drops tabs and newlines, so the final check is made
 * on the parsed URL. (Same rule as the client's safeRedirectPath in client/features/auth/sign-in-rules.ts.)
 */
export function safeRedirectPath(raw: string | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const base = 'https://this-site.invalid';
  try {
    const url = new URL(raw, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
