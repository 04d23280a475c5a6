import { Type, type SchemaOptions, type TSchema } from '@sinclair/typebox';

/**
 * Building blocks of the route contracts (TypeBox schemas in shared/, listed per route in shared/api-contract.ts).
 * A request schema may give a node `errorMessage`: when validation fails at that node (or the property is missing),
 * the 400 validation-failed answer shows these words for the field instead of Ajv's, so the spec's texts and ours
 * survive moving a check into the schema. One text, or one per JSON Schema keyword with `other` for the rest:
 * `{ maxLength: 'too long', other: 'empty' }` (server/plugins/validation.ts reads them).
 */
export const ERROR_MESSAGE_KEYWORD = 'errorMessage';

/** One of `values`, as a JSON Schema enum (one clear failure, and serialised as a plain string). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

/** The value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A 204, or a redirect: nothing in the body. */
export const NoBody = Type.Unsafe<void>({ type: 'null', description: 'no body' });

/** Free text that is not blank (JSON Schema has no trim: a non-space character somewhere). */
export const NOT_BLANK = '\\S';

/**
 * The name in a {field, value} change: a letter, then letters and digits. A name no field has is refused by its
 * route, by name; one such as "__proto__" can be no field's and is refused here (a bad item of the list).
 */
export const FIELD_NAME = '^[A-Za-z][A-Za-z0-9]{0,63}$';

/** What a route declares: its inputs and, per success status, its answer. */
export interface RouteContract {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: Record<number, TSchema>;
}
