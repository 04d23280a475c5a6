import type { HostChatEntry } from './host-chat-script';

/** Typed answers arrive in pieces of about this many characters. */
export const CHUNK_TARGET_LENGTH = 20;
export const MIN_PAUSE_MS = 100;
export const MAX_PAUSE_MS = 300;
export const INITIAL_QUICK_REPLIES = 5;

/**
 * Splits text into pieces of about `target` characters, cutting only after whitespace and choosing,
 * at each cut, whichever word boundary lands closer to the target. Joining the pieces gives the text back.
 */
export function chunkText(text: string, target: number = CHUNK_TARGET_LENGTH): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const chunks: string[] = [];
  let current = '';
  for (const word of words) {
    const withWord = current + word;
    if (!current || withWord.trimEnd().length <= target) {
      current = withWord;
      continue;
    }
    const overshoot = withWord.trimEnd().length - target;
    const undershoot = target - current.trimEnd().length;
    if (overshoot < undershoot) {
      chunks.push(withWord);
      current = '';
    } else {
      chunks.push(current);
      current = word;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A pause between typed pieces, 100-300 ms; `random` returns a number in [0, 1) like Math.random. */
export function pickPause(random: () => number = Math.random): number {
  const value = Math.round(MIN_PAUSE_MS + random() * (MAX_PAUSE_MS - MIN_PAUSE_MS));
  return Math.min(MAX_PAUSE_MS, Math.max(MIN_PAUSE_MS, value));
}

/** The visitor's typed text, trimmed; null when there is nothing to send. */
export function cleanVisitorInput(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

export interface QuickReplyState {
  /** Entry ids currently offered as buttons, in button order. */
  visible: string[];
  /** Entry ids already answered; never offered again. */
  used: string[];
}

export function initialQuickReplies(allIds: string[], count: number = INITIAL_QUICK_REPLIES): QuickReplyState {
  return { visible: allIds.slice(0, count), used: [] };
}

/**
 * Marks an entry answered. If it was on a button, that button is taken over by the next entry (in script
 * order) that is neither answered nor showing; once none are left, the button goes away.
 */
export function rotateQuickReplies(state: QuickReplyState, allIds: string[], answeredId: string): QuickReplyState {
  if (state.used.includes(answeredId)) return state;
  const used = [...state.used, answeredId];
  const position = state.visible.indexOf(answeredId);
  if (position === -1) return { visible: state.visible, used };
  const replacement = allIds.find((id) => !used.includes(id) && !state.visible.includes(id));
  const visible = [...state.visible];
  if (replacement) visible.splice(position, 1, replacement);
  else visible.splice(position, 1);
  return { visible, used };
}

/** Lowercase words separated by single spaces; '%' stands alone so "20%" can match it. */
export function normaliseQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/%/g, ' % ')
    .replace(/[^a-z0-9%'\- ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The scripted entry a typed question is about: the entry whose question it is word for word, otherwise
 * the one with the most keyword hits (earlier entries win ties); undefined when nothing matches.
 */
export function matchScriptedAnswer(input: string, script: HostChatEntry[]): HostChatEntry | undefined {
  const text = normaliseQuestion(input);
  if (!text) return undefined;
  const exact = script.find((entry) => normaliseQuestion(entry.question) === text);
  if (exact) return exact;

  const padded = ` ${text} `;
  let best: HostChatEntry | undefined;
  let bestHits = 0;
  for (const entry of script) {
    const hits = entry.keywords.filter((keyword) => padded.includes(` ${normaliseQuestion(keyword)} `)).length;
    if (hits > bestHits) {
      best = entry;
      bestHits = hits;
    }
  }
  return best;
}
