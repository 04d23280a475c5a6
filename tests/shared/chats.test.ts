import { describe, expect, it } from 'vitest';
import { CHATS, findChat, replyTo } from '../../shared/chats';

describe('the canned chats', () => {
  it('are setup-guide, event-tips and general-chat; anything else is not found', () => {
    expect(Object.keys(CHATS)).toEqual(['setup-guide', 'event-tips', 'general-chat']);
    expect(findChat('general-chat')?.title).toBe('General chat');
    expect(findChat('toString')).toBeUndefined();
    expect(findChat(undefined)).toBeUndefined();
  });

  it('answer every suggested question from the dictionary, not with the default answer', () => {
    for (const chat of Object.values(CHATS)) {
      for (const question of chat.suggestions) expect(replyTo(chat, question), `${chat.id}: ${question}`).not.toBe(chat.defaultResponse);
    }
  });

  it('match a keyword at the start of a word, case-insensitively, else give the default answer', () => {
    const chat = CHATS['setup-guide'];
    expect(replyTo(chat, 'PHOTO help?')).toBe(chat.responseDictionary.photo);
    expect(replyTo(chat, 'what about my neighbourhood')).toBe(chat.responseDictionary.neighbo);
    expect(replyTo(chat, 'telephoto lenses')).toBe(chat.defaultResponse);
    expect(replyTo(chat, 'what is the weather')).toBe(chat.defaultResponse);
  });
});
