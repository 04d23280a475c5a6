import type { TestAccount } from '../../../helpers/accounts';

export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * A conversation's Server-Sent Events read with Node's fetch over a real connection, as a browser's EventSource
 * would: `next()` waits for the next event (comments skipped) and answers null once the server ended the stream.
 */
export async function openEventStream(
  base: string,
  chatId: string,
  who: TestAccount,
  resume: { lastEventId?: number; after?: number } = {},
) {
  const abort = new AbortController();
  const query = resume.after === undefined ? '' : `?after=${resume.after}`;
  const headers: Record<string, string> = { cookie: `sid=${who.sessionId}`, accept: 'text/event-stream' };
  if (resume.lastEventId !== undefined) headers['last-event-id'] = String(resume.lastEventId);
  const response = await fetch(`${base}/api/group-chats/${chatId}/stream${query}`, {
    headers,
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function next(): Promise<StreamEvent | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
        return { id: field('id'), event: field('event') ?? 'message', data: field('data') ?? '' };
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next,
    close: () => abort.abort(),
  };
}
