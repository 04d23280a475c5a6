import { CHAT_REPORT_REASON, type QuickReply } from '../../../shared/group-chat';
import { db } from '../../data/db';
import { enqueue } from '../../data/outbox';

/**
 * A message, shown at once as waiting and sent through the outbox (offline too, in the order typed). Its id is made
 * now: whatever the outbox sends again after a lost answer, the server adds it once.
 */
export async function sendMessage(chatId: string, body: string, quick: QuickReply | null = null): Promise<void> {
  await db.transaction('rw', [db.groupChatDrafts, db.outbox], async () => {
    if (!quick) await db.groupChatDrafts.delete(chatId);
    await enqueue('send-chat-message', { chatId, id: crypto.randomUUID(), body: body.trim(), quick, at: new Date().toISOString() });
  });
}

/** What is being typed, kept on this device as it changes. */
export async function keepDraft(chatId: string, body: string): Promise<void> {
  if (body) await db.groupChatDrafts.put({ chatId, body });
  else await db.groupChatDrafts.delete(chatId);
}

/** What the member has seen, sent only when it moved past what this device last said. */
export async function markRead(chatId: string, seq: number): Promise<void> {
  await db.transaction('rw', [db.groupChats, db.outbox], async () => {
    const known = await db.groupChats.get(chatId);
    if (!known || seq <= known.readSeq) return;
    await db.groupChats.put({ ...known, readSeq: seq });
    await enqueue('read-group-chat', { chatId, seq });
  });
}

/** A message reported to the team, with an optional reason; the writer is never told by whom. */
export async function reportMessage(chatId: string, messageId: string, reason: string): Promise<void> {
  await enqueue('report-chat-message', { chatId, messageId, reason: reason.trim().slice(0, CHAT_REPORT_REASON.max) });
}

/**
 * Blocking a writer: the block itself is the one every screen sends (discover's 'block-member', POST /blocks); this
 * device also remembers it, so their messages are hidden at once and stay hidden.
 */
export async function blockWriter(profileId: string): Promise<void> {
  await db.transaction('rw', [db.blockedMembers, db.outbox], async () => {
    await db.blockedMembers.put({ profileId, blockedAt: Date.now() });
    await enqueue('block-member', { profileId });
  });
}
