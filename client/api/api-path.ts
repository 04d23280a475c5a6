import type { ApiRoute, InputOf } from '../../shared/api-contract';

/**
 * A body in the spec's Capitalised spelling ({Location, Changes: [{Field, Value}]}), for the routes whose server folds
 * it to the contract's camelCase before validation (server/plugins/spec-spellings.ts).
 */
export type SpecSpelled<T> = T extends readonly (infer U)[]
  ? SpecSpelled<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Capitalize<K> : K]: SpecSpelled<T[K]> }
    : T;

/** A route's input with its body in the spec's spelling. */
export type SpecSpelledInputOf<R extends ApiRoute> = {
  [K in keyof InputOf<R>]: K extends 'body' ? SpecSpelled<InputOf<R>[K]> : InputOf<R>[K];
};

/** The routes that change something: the ones the outbox and the online writes send. */
export type WriteRoute = Exclude<ApiRoute, `GET ${string}`>;
/** A route's HTTP method, e.g. 'PUT' for 'PUT /picks/:profileId'. */
export type MethodOf<R extends ApiRoute> = R extends `${infer M} ${string}` ? M : never;

export function methodOf<R extends ApiRoute>(route: R): MethodOf<R> {
  return route.slice(0, route.indexOf(' ')) as MethodOf<R>;
}

/** The path under /api of one call: `:name` segments from params (encoded), then the querystring without absent values. */
export function contractPath<R extends ApiRoute>(route: R, input: InputOf<R>): string {
  const { params, querystring } = input as { params?: Record<string, string>; querystring?: Record<string, string | undefined> };
  const path = route.slice(route.indexOf(' ') + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const query = new URLSearchParams(Object.entries(querystring ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The whole same-origin path of one call of the contract (shared/api-contract.ts), /api included, e.g.
 * `apiPath('PUT /picks/:profileId', { params: { profileId } })`: for what does not go through apiCall (an outbox
 * entry sent by the page or the service worker, a link the browser follows). Only the route's key is used at run
 * time, so the contracts' schemas stay out of the bundle.
 */
export function apiPath<R extends ApiRoute>(route: R, input: InputOf<R>): string {
  return `/api${contractPath(route, input)}`;
}
