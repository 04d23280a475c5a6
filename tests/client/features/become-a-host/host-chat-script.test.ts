import { describe, it, expect } from 'vitest';
import { HOST_CHAT_SCRIPT, hostChatScript, notImplementedReply } from '../../../../client/features/become-a-host/host-chat-script';
import { HOST_PAYOUT_WORDS } from '../../../../shared/host-payouts';

const answerOf = (id: string) => HOST_CHAT_SCRIPT.find((entry) => entry.id === id)?.answer ?? '';

describe('host chat script', () => {
  it('has at least 9 question and answer pairs with unique ids and questions', () => {
    expect(HOST_CHAT_SCRIPT.length).toBeGreaterThanOrEqual(9);
    expect(new Set(HOST_CHAT_SCRIPT.map((e) => e.id)).size).toBe(HOST_CHAT_SCRIPT.length);
    expect(new Set(HOST_CHAT_SCRIPT.map((e) => e.question)).size).toBe(HOST_CHAT_SCRIPT.length);
  });

  it('has more entries than the five first shown, so some are swapped in later', () => {
    expect(HOST_CHAT_SCRIPT.length).toBeGreaterThan(5);
  });

  it('says events happen only when the group is full', () => {
    expect(answerOf('group-full')).toContain('events only happen when the group is full');
  });

  it('says we coordinate logistics', () => {
    expect(answerOf('logistics')).toMatch(/logistics/);
  });

  it('states the 20% platform fee and that hosts keep 80%', () => {
    expect(answerOf('fee')).toContain('20%');
    expect(answerOf('fee')).toContain('80%');
  });

  it('says hosts set the minimum and maximum participants', () => {
    expect(answerOf('group-size')).toMatch(/minimum and a maximum/);
  });

  it('gives the typical price range of $20 to $150 per session', () => {
    expect(answerOf('pricing')).toContain('$20 and $150');
  });

  it('covers multi-week programs priced $45-$120 per session', () => {
    expect(answerOf('multi-week')).toContain('$45 to $120 per session');
  });

  it('says how payouts are made as the installation says, never an automatic payout it does not make', () => {
    const payouts = (script: typeof HOST_CHAT_SCRIPT) => script.find((entry) => entry.id === 'payouts')!.answer;
    const arranged = payouts(hostChatScript('by-arrangement'));
    expect(arranged).toContain(HOST_PAYOUT_WORDS['by-arrangement']);
    expect(arranged).toContain('not automated yet');
    expect(arranged).not.toMatch(/after each session|bank account/);
    expect(payouts(hostChatScript('after-each-session'))).toContain('paid out after each session');
    // Only the payouts answer changes.
    expect(hostChatScript('by-arrangement').filter((entry) => entry.id !== 'payouts')).toEqual(
      HOST_CHAT_SCRIPT.filter((entry) => entry.id !== 'payouts'),
    );
  });

  it('gives every entry at least one keyword', () => {
    for (const entry of HOST_CHAT_SCRIPT) expect(entry.keywords.length).toBeGreaterThan(0);
  });

  it("tells unknown input that chat is not implemented and gives the founder's number, or without one the contact address", () => {
    const reply = notImplementedReply({ phone: '+1 416 555 0199', email: 'hello@emberite.ca' });
    expect(reply).toContain("isn't implemented yet");
    expect(reply).toContain('text the founder at +1 416 555 0199');
    const withoutNumber = notImplementedReply({ phone: null, email: 'hello@emberite.ca' });
    expect(withoutNumber).toContain('write to us at hello@emberite.ca');
    expect(withoutNumber).not.toMatch(/\d{3}/);
  });
});
