import type { City } from '../../../shared/weekly-cycle';

/**
 * Each viewer's last discover answer as the bytes sent, gzipped, so a GET that finds it still right
 * sends it without reading the batch or any card. It is right while the change feed names neither the viewer nor
 * anyone in the batch since it was built (change-feed.ts), and the week reads the same. Nothing here outlives the
 * process.
 */
export interface ReadyAnswer {
  /** The change feed's tick the answer was built after. */
  builtAt: number;
  /** The viewer's location and city when it was built (unchanged while the viewer is). */
  location: string;
  city: City;
  /** The week as the answer states it: a new week, or the release, makes it differ. */
  weekJson: string;
  /** Everyone in the viewer's batch, shown or not (blocked), whose change makes the answer stale. */
  memberIds: readonly string[];
  /** The answer's JSON, gzipped: what browsers take as it is. */
  gzipped: Buffer;
}

/** Thousands of answers of a full batch (55 cards: about 37 KB of JSON, several times less gzipped); the first stored go first. */
export const ANSWER_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * The bytes alone, in memory of their own. zlib hands back a view of its 16 KB output chunk, and keeping the view
 * keeps the whole chunk: a kept pre-release answer of about 200 bytes held 16 KB, a full batch's 6 KB held 16 KB.
 */
function exactBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export function answerCache(limitBytes = ANSWER_CACHE_BYTES) {
  const answers = new Map<string, ReadyAnswer>();
  let bytes = 0;

  function forget(viewerId: string): void {
    const old = answers.get(viewerId);
    if (!old) return;
    answers.delete(viewerId);
    bytes -= old.gzipped.length;
  }

  return {
    get(viewerId: string): ReadyAnswer | undefined {
      return answers.get(viewerId);
    },
    set(viewerId: string, answer: ReadyAnswer): void {
      forget(viewerId);
      if (answer.gzipped.length > limitBytes) return;
      answers.set(viewerId, { ...answer, gzipped: exactBytes(answer.gzipped) });
      bytes += answer.gzipped.length;
      for (const oldest of answers.keys()) {
        if (bytes <= limitBytes) break;
        forget(oldest);
      }
    },
    forget,
    get bytes(): number {
      return bytes;
    },
    get size(): number {
      return answers.size;
    },
  };
}
