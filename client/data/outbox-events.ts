import type { OutboxKind } from './outbox-kinds';

/** A change the server accepted; `body` is its JSON answer (null when it had none, e.g. 409 or 204). */
export interface OutboxDone {
  opId: string;
  kind: OutboxKind;
  status: number;
  body: unknown;
}

type Listener = (done: OutboxDone) => void;

// A BroadcastChannel reaches every tab and the page from a drain that ran in the service worker, and also the
// other channel objects of the sending context itself, so there is one path for all listeners.
const CHANNEL = 'outbox';
const localListeners = new Set<Listener>();
let sender: BroadcastChannel | null = null;

export function emitOutboxDone(done: OutboxDone): void {
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.forEach((listener) => listener(done));
    return;
  }
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage(done);
}

/** Calls `listener` for each accepted change, in any tab or the service worker. Returns the unsubscribe. */
export function onOutboxDone(listener: Listener): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.add(listener);
    return () => localListeners.delete(listener);
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxDone>) => listener(event.data);
  return () => channel.close();
}
