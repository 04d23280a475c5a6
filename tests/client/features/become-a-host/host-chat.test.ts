import { describe, it, expect } from 'vitest';
import {
  chunkText,
  cleanVisitorInput,
  initialQuickReplies,
  matchScriptedAnswer,
  normaliseQuestion,
  pickPause,
  rotateQuickReplies,
} from '../../../../client/features/become-a-host/host-chat';
import { HOST_CHAT_SCRIPT } from '../../../../client/features/become-a-host/host-chat-script';

const SAMPLE = 'events only happen when the group is full, and people pay only once they are matched into a confirmed group.';

describe('chunkText', () => {
  it('gives the text back exactly when the pieces are joined', () => {
    expect(chunkText(SAMPLE).join('')).toBe(SAMPLE);
    for (const entry of HOST_CHAT_SCRIPT) expect(chunkText(entry.answer).join('')).toBe(entry.answer);
  });

  it('cuts only at word boundaries', () => {
    const chunks = chunkText(SAMPLE);
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/\s$/);
  });

  it('keeps every piece near 20 characters', () => {
    const chunks = chunkText(SAMPLE);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.trimEnd().length).toBeGreaterThanOrEqual(12);
      expect(chunk.trimEnd().length).toBeLessThanOrEqual(28);
    }
    expect(chunks.length).toBeGreaterThan(3);
  });

  it('picks the boundary closer to the target', () => {
    // 'aaaaaaaaaaaaaaaaaa ' is 18 characters; adding 'bb' makes 21: 1 over beats 2 under.
    expect(chunkText('aaaaaaaaaaaaaaaaaa bb cc')).toEqual(['aaaaaaaaaaaaaaaaaa bb ', 'cc']);
    // 'aaaaaaaaaaaaaaaaaa' plus 'bbbbbbbbbb' would be 29: 9 over loses to 2 under.
    expect(chunkText('aaaaaaaaaaaaaaaaaa bbbbbbbbbb')).toEqual(['aaaaaaaaaaaaaaaaaa ', 'bbbbbbbbbb']);
  });

  it('keeps a word longer than the target whole', () => {
    const long = 'https://example.test/a-very-long-path';
    expect(chunkText(`see ${long} now`)).toContain(`${long} `);
  });

  it('returns a short text as one piece and nothing for empty text', () => {
    expect(chunkText('hi there')).toEqual(['hi there']);
    expect(chunkText('')).toEqual([]);
  });
});

describe('pickPause', () => {
  it('pauses 100 ms at the bottom of the random range and 300 ms at the top', () => {
    expect(pickPause(() => 0)).toBe(100);
    expect(pickPause(() => 0.9999999)).toBe(300);
  });

  it('spreads pauses across the range', () => {
    expect(pickPause(() => 0.5)).toBe(200);
    expect(pickPause(() => 0.25)).toBe(150);
  });

  it('stays within 100-300 ms with the real random source', () => {
    for (let i = 0; i < 200; i += 1) {
      const pause = pickPause();
      expect(pause).toBeGreaterThanOrEqual(100);
      expect(pause).toBeLessThanOrEqual(300);
    }
  });
});

describe('cleanVisitorInput', () => {
  it('trims the input', () => {
    expect(cleanVisitorInput('  how big are groups?  ')).toBe('how big are groups?');
  });

  it('ignores empty and blank input', () => {
    expect(cleanVisitorInput('')).toBeNull();
    expect(cleanVisitorInput(' \n\t ')).toBeNull();
  });
});

describe('quick replies', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('shows the first five at the start', () => {
    expect(initialQuickReplies(ids)).toEqual({ visible: ['a', 'b', 'c', 'd', 'e'], used: [] });
  });

  it('replaces a used button in place with the next unused entry', () => {
    const state = rotateQuickReplies(initialQuickReplies(ids), ids, 'b');
    expect(state.visible).toEqual(['a', 'f', 'c', 'd', 'e']);
    expect(state.used).toEqual(['b']);
  });

  it('swaps in every remaining entry as buttons are used, then removes buttons', () => {
    let state = initialQuickReplies(ids);
    state = rotateQuickReplies(state, ids, 'a');
    state = rotateQuickReplies(state, ids, 'c');
    expect(state.visible).toEqual(['f', 'b', 'g', 'd', 'e']);
    state = rotateQuickReplies(state, ids, 'd');
    expect(state.visible).toEqual(['f', 'b', 'g', 'e']);
  });

  it('never offers an entry that was already answered by typing', () => {
    let state = rotateQuickReplies(initialQuickReplies(ids), ids, 'f');
    expect(state.visible).toEqual(['a', 'b', 'c', 'd', 'e']);
    state = rotateQuickReplies(state, ids, 'a');
    expect(state.visible).toEqual(['g', 'b', 'c', 'd', 'e']);
  });

  it('ignores an entry answered twice', () => {
    const once = rotateQuickReplies(initialQuickReplies(ids), ids, 'a');
    expect(rotateQuickReplies(once, ids, 'a')).toBe(once);
  });
});

describe('matchScriptedAnswer', () => {
  const byId = (id: string) => HOST_CHAT_SCRIPT.find((entry) => entry.id === id);

  it('answers a question typed word for word, whatever the case and punctuation', () => {
    for (const entry of HOST_CHAT_SCRIPT) {
      expect(matchScriptedAnswer(entry.question.toUpperCase().replace('?', ''), HOST_CHAT_SCRIPT)).toBe(entry);
    }
  });

  it('finds the answer from keywords in a freely typed question', () => {
    expect(matchScriptedAnswer('what percentage do you keep?', HOST_CHAT_SCRIPT)).toBe(byId('fee'));
    expect(matchScriptedAnswer('Is there a maximum group size?', HOST_CHAT_SCRIPT)).toBe(byId('group-size'));
    expect(matchScriptedAnswer('when is the payout', HOST_CHAT_SCRIPT)).toBe(byId('payouts'));
    expect(matchScriptedAnswer('can I do a 6 week course', HOST_CHAT_SCRIPT)).toBe(byId('multi-week'));
    expect(matchScriptedAnswer('do you take 20%?', HOST_CHAT_SCRIPT)).toBe(byId('fee'));
  });

  it('matches keywords as whole words only', () => {
    // 'cut' must not match inside 'executive', nor 'min' inside 'mind'.
    expect(matchScriptedAnswer('executive mind', HOST_CHAT_SCRIPT)).toBeUndefined();
  });

  it('returns nothing for unrelated or empty input', () => {
    expect(matchScriptedAnswer('what is the capital of peru', HOST_CHAT_SCRIPT)).toBeUndefined();
    expect(matchScriptedAnswer('   ', HOST_CHAT_SCRIPT)).toBeUndefined();
  });

  it('normalises curly apostrophes and punctuation', () => {
    expect(normaliseQuestion('What’s  the FEE?!')).toBe("what's the fee");
  });
});
