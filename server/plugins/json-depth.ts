import { AppError } from './errors';

/**
 * How deep a JSON body may nest. The deepest body the API takes (a profile with interests) is 4 levels; a body
 * nested thousands of levels deep is an attack on every recursive reader after the parser.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = () =>
  new AppError('validation-failed', 400, 'Some fields need another look.', { body: `is nested more than ${MAX_JSON_DEPTH} levels deep` });

/** The deepest nesting of arrays and objects in a JSON text, counted without parsing it (brackets in strings skipped). */
export function jsonDepth(text: string, stopAbove = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
