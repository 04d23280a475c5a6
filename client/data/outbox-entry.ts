import type { OutboxKind, OutboxPayloads } from './outbox-kinds';

/** 'pending' is sent (again) when due; 'attention' was refused by the server and waits for the person. */
export type OutboxStatus = 'pending' | 'attention';

/** One change made on this device that the server has not confirmed yet (docs/architecture.md, section 2). */
export interface OutboxEntry {
  /** Made when the change was made; sent as the Idempotency-Key on every attempt. */
  opId: string;
  kind: OutboxKind;
  payload: OutboxPayloads[OutboxKind];
  /** Epoch ms; entries are sent in this order. */
  createdAt: number;
  attempts: number;
  /** Epoch ms before which the entry is not sent again. */
  nextAttemptAt: number;
  status: OutboxStatus;
  lastError: string | null;
}
