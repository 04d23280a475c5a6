import { createHash } from 'node:crypto';
import { FIRST_PAINT_SCRIPT } from '../../../shared/first-paint-script';

/** index.html's one inline script (the chosen theme before the first paint), as a CSP source: its hash. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The page policy (server/plugins/security.ts) for the app's HTML documents: the same, with the first-paint script
 * allowed by its hash, and still nothing else inline. Other responses keep the policy as it is.
 */
export function withFirstPaintScript(policy: string): string {
  return policy
    .split(';')
    .map((directive) => (directive.trim().startsWith('script-src ') ? `${directive} ${FIRST_PAINT_SCRIPT_SOURCE}` : directive))
    .join(';');
}
