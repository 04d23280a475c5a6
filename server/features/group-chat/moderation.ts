import { CHAT_REPORT_CONTEXT, CHAT_SOMEONE, FORMER_MEMBER } from '../../../shared/group-chat';
import type { ChatReports } from '../../../shared/group-chat-contract';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import type { ChatLive } from './live';
import type { MessageRow } from './repo';

const LISTED = 100;
type ReviewMessage = ChatReports['data'][number]['message'];

/**
 * The admins' side of the conversations: the reported messages, each once with a few messages around it (never who
 * reported it), and removing one (its words go for everyone; the row keeps its place in the order).
 */
export function chatModeration(options: { db: Database; repos: Repos; now: () => Date; live: ChatLive }) {
  const { db, repos, now, live } = options;
  const repo = repos.groupChat;

  async function reviewed(rows: MessageRow[]): Promise<ReviewMessage[]> {
    const names = new Map<string, string>();
    const list: ReviewMessage[] = [];
    for (const row of rows) {
      let firstName = FORMER_MEMBER;
      if (row.authorId) {
        if (!names.has(row.authorId))
          names.set(row.authorId, (await repos.profiles.publicByUserId(row.authorId))?.firstName ?? CHAT_SOMEONE);
        firstName = names.get(row.authorId)!;
      }
      list.push({ id: row.id, seq: Number(row.seq), firstName, body: row.body, at: row.createdAt, removed: row.removedAt !== null });
    }
    return list;
  }

  return {
    async reports(): Promise<ChatReports> {
      const data: ChatReports['data'] = [];
      for (const report of await repo.openReports(LISTED)) {
        const message = await repo.message(report.messageId);
        if (!message) continue;
        const seq = Number(message.seq);
        const around = await reviewed(await repo.around(message.chatId, seq - CHAT_REPORT_CONTEXT, seq + CHAT_REPORT_CONTEXT));
        data.push({
          chatId: message.chatId,
          message: around.find((row) => row.id === message.id)!,
          reports: Number(report.reports),
          reasons: (await repo.reasonsOf(message.id)).filter((reason) => reason.length > 0),
          reportedAt: report.firstAt,
          before: around.filter((row) => row.seq < seq),
          after: around.filter((row) => row.seq > seq),
        });
      }
      return { data };
    },

    /** Removes the message's words and closes its reports; removing it again changes nothing. */
    async remove(adminId: string, messageId: string): Promise<void> {
      const message = await repo.message(messageId);
      if (!message) throw new AppError('not-found', 404, 'There is no such message: its conversation may have been deleted.');
      const removed = await db.transaction(() => repo.remove(messageId, adminId, now().toISOString()), { durable: true });
      if (removed) await live.told(message.chatId, { id: message.id, seq: Number(message.seq) });
    },
  };
}
