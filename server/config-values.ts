/** Parsers of single environment values, shared by config.ts and config-sections.ts; each names the variable it reads. */

export class ConfigError extends Error {}

export function parseInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function parseInstant(name: string, raw: string | undefined): Date | null {
  if (!raw) return null;
  const value = new Date(raw);
  if (Number.isNaN(value.getTime())) throw new ConfigError(`${name} must be a date or an ISO date-time, got "${raw}"`);
  return value;
}

/** An address people are sent to from a page: absolute http(s), or unset. */
export function parseLinkUrl(name: string, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return url.toString();
}

/** A phone number as people dial it: digits, spaces, +, -, dots and parentheses, with at least 7 digits. */
export function parsePhone(name: string, raw: string | undefined): string | null {
  const phone = raw?.trim();
  if (!phone) return null;
  if (!/^\+?[\d\s().-]{7,30}$/.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 7)
    throw new ConfigError(`${name} must be a phone number such as +1 416 555 0142, got "${raw}"`);
  return phone;
}

export function parseSwitch(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'off') return false;
  if (raw === 'on') return true;
  throw new ConfigError(`${name} must be on or off`);
}

export function parseDatabaseUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must be a postgres://user:password@host:5432/database address (leave it unset for SQLite)');
  }
  return raw;
}

/** An address only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}
