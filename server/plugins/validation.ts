import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { ERROR_MESSAGE_KEYWORD } from '../../shared/contract';

/**
 * How Ajv checks requests against the contracts. No type coercion: a level sent as "3" is refused as it always was
 * (query values are declared as strings). `verbose` puts the failing schema node on each error, so the words a
 * contract gives it (`errorMessage`) can be shown; `errorMessage` itself is an annotation Ajv must not reject.
 */
export const AJV_OPTIONS: FastifyServerOptions['ajv'] = {
  customOptions: { coerceTypes: false, verbose: true },
  plugins: [(ajv) => ajv.addKeyword(ERROR_MESSAGE_KEYWORD)],
};

type Words = string | Record<string, string>;
type SchemaNode = { errorMessage?: Words; properties?: Record<string, SchemaNode> };
type Issue = FastifySchemaValidationError & { parentSchema?: SchemaNode };

/** The contract's own words for this failure, if it gives any (one text, or one per keyword with `other`). */
function contractWords(issue: Issue): string | undefined {
  const missing = issue.keyword === 'required' ? String(issue.params.missingProperty) : null;
  const node = missing === null ? issue.parentSchema : issue.parentSchema?.properties?.[missing];
  const words = node?.errorMessage;
  return typeof words === 'string' ? words : (words?.[issue.keyword] ?? words?.other);
}

/**
 * Ajv's failures as the per-field messages of a validation-failed answer. A failure is shown against the top-level
 * field it is in (a bad item of `changes` is a problem with `changes`), as the routes' own checks name fields.
 * A contract's words are never replaced by Ajv's for the same field (a union reports each branch, then itself).
 */
export function validationFields(issues: FastifySchemaValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const worded = new Set<string>();
  for (const issue of issues as Issue[]) {
    const top = issue.instancePath.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
    const field = top || String(issue.params?.missingProperty ?? 'body');
    const words = contractWords(issue);
    if (words) {
      fields[field] = words;
      worded.add(field);
    } else if (!worded.has(field)) {
      fields[field] = issue.message ?? 'is not valid';
    }
  }
  return fields;
}
