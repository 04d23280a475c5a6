import type { InputOf } from '../../shared/api-contract';
import type { ErrorCode } from '../../shared/errors';
import { apiPath, methodOf, type SpecSpelledInputOf, type WriteRoute } from '../api/api-path';

/**
 * What each kind of queued change carries, by kind. Each feature adds its own kinds here, next to the requests they
 * become (client/features/<feature>/outbox.ts, `declare module`), so this folder holds no feature's changes. A payload
 * is stored on the device as it was queued: a kind's payload only ever gains optional fields.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations
export interface OutboxPayloads {}

export type OutboxKind = keyof OutboxPayloads;

export interface OutboxRequest {
  path: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body: BodyInit;
  /** Set for JSON bodies; multipart bodies get their boundary from fetch. */
  contentType?: string;
}

export interface OutboxKindSpec<P> {
  /** How the attention list names the change, e.g. 'your new profile could not be saved'. */
  label: string;
  /** Synchronous unless it must read the device's database (a recording's bytes). */
  request(payload: P): OutboxRequest | Promise<OutboxRequest>;
  /**
   * Error codes (of a 4xx) the person fixes on the spot, where they made the change: such a refusal leaves the outbox
   * and goes to that screen (outbox-refusals.ts), never to the "needs your attention" list. Only for changes that
   * screen can make again at once with what was typed (a check-in code), never for ones the person cannot see.
   */
  fixHere?: readonly ErrorCode[];
  /**
   * Runs where the drain ran (page or service worker) once the server accepted the change, so the device's own
   * follow-up (e.g. dropping an uploaded recording) happens even with no page open to hear onOutboxDone.
   */
  accepted?(payload: P, body: unknown): Promise<void>;
}

/** A feature's kinds, each with its own payload type: `{ 'set-pick': { label, request } } satisfies OutboxKindSpecs<'set-pick'>`. */
export type OutboxKindSpecs<K extends OutboxKind = OutboxKind> = { [Q in K]: OutboxKindSpec<OutboxPayloads[Q]> };

/**
 * A JSON request of the contract: path, method and body checked against the route. A route that declares no body is
 * sent `{}`, as every JSON request carries a body.
 */
export function jsonRequest<R extends WriteRoute>(route: R, input: InputOf<R>): OutboxRequest {
  const { body } = input as { body?: unknown };
  return { path: apiPath(route, input), method: methodOf(route), body: JSON.stringify(body ?? {}), contentType: 'application/json' };
}

/** A JSON request whose body keeps the spec's Capitalised spelling (see SpecSpelled), as queued entries hold it. */
export function specSpelledRequest<R extends WriteRoute>(route: R, input: SpecSpelledInputOf<R>): OutboxRequest {
  return jsonRequest(route, input as unknown as InputOf<R>);
}

/** A multipart request of the contract (the route reads and checks the form itself). */
export function formRequest<R extends WriteRoute>(route: R, input: InputOf<R>, form: FormData): OutboxRequest {
  return { path: apiPath(route, input), method: methodOf(route), body: form };
}

const registered = new Map<OutboxKind, OutboxKindSpec<never>>();

/**
 * Called once at start, by the page (main.tsx) and by the service worker (sw.ts), with every feature's kinds
 * (client/outbox-kinds.ts): the worker drains with no page open, so it must know every kind on its own.
 */
export function registerOutboxKinds(kinds: OutboxKindSpecs): void {
  for (const [kind, spec] of Object.entries(kinds) as [OutboxKind, OutboxKindSpec<never>][]) registered.set(kind, spec);
}

let loadKinds: (() => Promise<OutboxKindSpecs>) | null = null;
let loading: Promise<void> | null = null;

/**
 * The page registers a loader instead (main.tsx): the kinds bring the local database with them, which a first visit to
 * a landing does without; they load when the outbox first builds a request or names a change.
 */
export function registerOutboxKindsLoader(load: () => Promise<OutboxKindSpecs>): void {
  loadKinds = load;
}

/** Resolves once every kind is registered (at once where they were registered directly, as in the service worker). */
export function outboxKindsReady(): Promise<void> {
  if (!loadKinds) return Promise.resolve();
  loading ??= loadKinds().then(registerOutboxKinds);
  return loading;
}

function specOf(kind: OutboxKind): OutboxKindSpec<unknown> {
  const spec = registered.get(kind);
  if (!spec) throw new Error(`no outbox kind '${kind}' is registered`);
  return spec as OutboxKindSpec<unknown>;
}

/** How the attention list names a change of this kind. */
export function outboxLabel(kind: OutboxKind): string {
  return registered.get(kind)?.label ?? 'a change';
}

/** The accepted-change step of the kind, if it has one. */
export async function outboxAccepted(kind: OutboxKind, payload: unknown, body: unknown): Promise<void> {
  await outboxKindsReady();
  await specOf(kind).accepted?.(payload, body);
}

/** The error codes the kind's screen fixes on the spot (none for most kinds). */
export function outboxFixHere(kind: OutboxKind): readonly ErrorCode[] {
  return registered.get(kind)?.fixHere ?? [];
}

/** The request an entry becomes. Its kind and payload were written together by enqueue, so they always match. */
export async function outboxRequest<K extends OutboxKind>(kind: K, payload: OutboxPayloads[K]): Promise<OutboxRequest> {
  await outboxKindsReady();
  return specOf(kind).request(payload);
}
