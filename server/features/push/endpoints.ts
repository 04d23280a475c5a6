/**
 * The push services browsers subscribe with: Chrome and Edge's FCM, Firefox's autopush, Apple's and Microsoft's.
 * A subscription naming any other address is refused (unless the operator lists it), so nobody can make the server
 * send requests to a place of their choosing.
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /(^|\.)push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

/** base64url of a P-256 public key (65 bytes) and of an auth secret (16 bytes). */
const P256DH = /^[A-Za-z0-9_-]{86,88}$/;
const AUTH = /^[A-Za-z0-9_-]{21,24}$/;
export const MAX_ENDPOINT_LENGTH = 1024;

/** Why a subscription is refused, or null when it may be kept. */
export function subscriptionProblem(
  endpoint: string,
  keys: { p256dh: string; auth: string },
  extraOrigins: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be an absolute URL.';
  }
  const known = url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
  if (!known && !extraOrigins.includes(url.origin)) return 'This push service is not one we send to.';
  if (!P256DH.test(keys.p256dh) || Buffer.from(keys.p256dh, 'base64url').length !== 65)
    return 'The subscription’s p256dh key is not a P-256 public key.';
  if (!AUTH.test(keys.auth) || Buffer.from(keys.auth, 'base64url').length !== 16) return 'The subscription’s auth secret must be 16 bytes.';
  return null;
}
