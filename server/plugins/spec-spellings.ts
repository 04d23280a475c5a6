import type { FastifyRequest } from 'fastify';

/** Maps whose keys are the member's own words (category -> comment): data, never a spelling to fold. */
const FREE_FORM_KEYS = new Set(['categoryComments']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** 'FirstName' -> 'firstName': the spec's Capitalised spelling of a name, in the contracts' camelCase. */
export function camelCase(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/**
 * The spec writes some keys two ways: ProfileJson's FirstName, Age ..., updateProfileProperty's
 * {Location, Changes: [{Field, Value}]}, the waitlist's Location. This is the one place that folds a leading capital
 * into the camelCase of the contracts (shared/*-contract.ts), before validation and before any rule reads the
 * input; when both spellings are sent, the camelCase one wins. Values are copied, never the caller's objects changed.
 */
export function camelCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelCaseKeys);
  if (!isPlainObject(value)) return value;
  const entries: [string, unknown][] = [];
  for (const [key, inner] of Object.entries(value)) {
    const camel = camelCase(key);
    if (camel !== key && Object.hasOwn(value, camel)) continue;
    entries.push([camel, FREE_FORM_KEYS.has(camel) ? inner : camelCaseKeys(inner)]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays a plain key.
  return Object.fromEntries(entries);
}

/** preValidation hook of the routes whose spec allows both spellings. */
export async function foldSpecSpellings(request: FastifyRequest): Promise<void> {
  request.body = camelCaseKeys(request.body);
}
