import { type OutboxKind, outboxLabel } from '../../data/outbox';

/** The indicator's line, e.g. '1 change waiting to sync', '3 changes waiting to sync'. */
export function waitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

/** What the attention list calls a refused change, e.g. 'your new profile could not be saved'. */
export function refusedLabel(kind: OutboxKind): string {
  return `${outboxLabel(kind)} could not be saved`;
}
