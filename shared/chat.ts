// What a canned chat is (its content: chats-*.ts, gathered in chats.ts).

export type ChatId = 'setup-guide' | 'event-tips' | 'general-chat';

export interface Chat {
  id: ChatId;
  title: string;
  description: string;
  /** What the guide says when the chat opens. */
  messages: readonly string[];
  /** Questions offered as buttons; each one finds an answer in the dictionary. */
  suggestions: readonly string[];
  /** Keyword (lower case, matched at the start of a word) -> answer; the first keyword found wins. */
  responseDictionary: Readonly<Record<string, string>>;
  /** The answer when no keyword matches. */
  defaultResponse: string;
}
