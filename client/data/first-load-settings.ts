import { BOOT_RETRY_KEY, FIRST_PAINT_KEYS, type ThemePaint } from '../../shared/first-paint-script';
import type { Setting } from './stored-setting';

/**
 * The settings the first bundle reads (the shell, the theme before the first frame, the reload after a failed
 * script); every other setting is in settings.ts. Checked by hand like those (the client never loads TypeBox, whose
 * checker and builder would add some 25 kB gzip to a landing page's ~100 kB of JavaScript), and held to a TypeBox
 * schema each by tests/client/data/settings.test.ts.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const valuesAre = <T>(value: unknown, is: (item: unknown) => item is T): value is Record<string, T> =>
  isObject(value) && Object.values(value).every(is);

export interface CodeSent {
  email: string;
  sentAt: number;
}

const define = <T>(setting: Setting<T>): Setting<T> => setting;

export const firstLoadSettings = {
  /** Where each history entry was scrolled to, by location key (ScrollRestoration). */
  scrollPositions: define<Record<string, number>>({
    where: 'session',
    key: 'scroll-positions',
    check: (value): value is Record<string, number> => valuesAre(value, isNumber),
    fallback: {},
  }),
  /** When the app last reloaded itself after its scripts failed to load (ms since the epoch); index.html's script too. */
  bootRetry: define<number | null>({
    where: 'session',
    key: BOOT_RETRY_KEY,
    check: (value): value is number | null => value === null || isNumber(value),
    fallback: null,
  }),
  /** The sign-in code step of one flow, kept for a reload: the address and when the code was sent, never the code. */
  codeSent: (flow: 'login' | 'register'): Setting<CodeSent | null> => ({
    where: 'session',
    key: `sign-in:code-sent:${flow}`,
    check: (value): value is CodeSent | null =>
      value === null || (isObject(value) && typeof value.email === 'string' && value.email.length > 0 && isNumber(value.sentAt)),
    fallback: null,
  }),
  /** The chosen theme's id, mirrored from the device database for the first frame (kept as text: the script reads it so). */
  themeId: define<string | null>({
    where: 'local',
    key: FIRST_PAINT_KEYS.themeId,
    text: true,
    check: (value): value is string | null => value === null || typeof value === 'string',
    fallback: null,
  }),
  /** What that theme paints, applied by index.html's first-paint script before the body shows. */
  themePaint: define<ThemePaint | null>({
    where: 'local',
    key: FIRST_PAINT_KEYS.paint,
    check: (value): value is ThemePaint | null =>
      value === null ||
      (isObject(value) &&
        typeof value.id === 'string' &&
        valuesAre(value.properties, (item): item is string => typeof item === 'string') &&
        typeof value.dark === 'boolean' &&
        typeof value.themeColor === 'string'),
    fallback: null,
  }),
};
