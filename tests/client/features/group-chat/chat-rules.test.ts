import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../shared/group-chat-contract';
import { canSend, characterCounter, shownMessages, type TypedMessage } from '../../../../client/features/group-chat/chat-rules';

const author = (profileId: string | null, me = false) => ({ profileId, former: false, firstName: profileId ?? 'x', photoUrl: null, me });
const message = (id: string, seq: number, profileId: string | null = 'ana', me = false): ChatMessage => ({
  id,
  seq,
  author: author(profileId, me),
  body: `words ${id}`,
  quick: null,
  at: '2026-11-28T14:00:00.000Z',
  removed: false,
});
const typed = (id: string): TypedMessage => ({ chatId: 'g-1', id, body: `typed ${id}`, quick: null, at: '2026-11-28T14:05:00.000Z' });

describe('the conversation as shown', () => {
  it("is in the server's order, then what was typed here in the order typed, each marked waiting", () => {
    const shown = shownMessages([message('c', 3), message('a', 1), message('b', 2)], [typed('x'), typed('y')], new Set());
    expect(shown.map((one) => [one.id, one.pending])).toEqual([
      ['a', false],
      ['b', false],
      ['c', false],
      ['x', true],
      ['y', true],
    ]);
    expect(shown[3]!.author.me).toBe(true);
  });

  it('shows a typed message once the server has it: as the server sent it, not also as waiting', () => {
    const shown = shownMessages([message('a', 1), message('x', 2, 'me', true)], [typed('x'), typed('y')], new Set());
    expect(shown.map((one) => [one.id, one.seq, one.pending])).toEqual([
      ['a', 1, false],
      ['x', 2, false],
      ['y', 0, true],
    ]);
  });

  it("hides the messages of members blocked from this device, never a former member's", () => {
    const shown = shownMessages([message('a', 1, 'ana'), message('b', 2, 'ben'), message('c', 3, null)], [], new Set(['ben']));
    expect(shown.map((one) => one.id)).toEqual(['a', 'c']);
  });
});

describe('the composer', () => {
  it('sends 1 to 1,000 characters with something other than spaces', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('   \n ')).toBe(false);
    expect(canSend('a')).toBe(true);
    expect(canSend('a'.repeat(1000))).toBe(true);
    expect(canSend('a'.repeat(1001))).toBe(false);
  });

  it('counts the characters left only near the limit', () => {
    expect(characterCounter('a'.repeat(899))).toBeNull();
    expect(characterCounter('a'.repeat(900))).toBe('100 characters left');
    expect(characterCounter('a'.repeat(999))).toBe('1 character left');
    expect(characterCounter('a'.repeat(1000))).toBe('0 characters left');
  });
});
