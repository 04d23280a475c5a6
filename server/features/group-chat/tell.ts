import type { FastifyBaseLogger } from 'fastify';
import { CHAT_DIGEST_EVERY_MS, CHAT_HEARTBEAT_MS, chatDigestWords, chatPath } from '../../../shared/group-chat';
import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import type { Mailer } from '../mail/mailer';
import type { PushService } from '../push/service';
import { type ChatFacts, chatAccess } from './access';
import type { MessageRow } from './repo';

/** A stream counts as open this long after its last heartbeat (two beats: one lost write is not a departure). */
export const LIVE_FOR_MS = 2 * CHAT_HEARTBEAT_MS;
/** Conversations looked at for digests: those with a message this recent (an older one was digested already). */
const DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const DIGEST_MESSAGES = 50;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Telling a group's members of new messages while their app is closed: a push per message to each member with a
 * device (the author's first name and words only if they allow names on the lock screen), or, for a member whose
 * devices take no such pushes, an e-mail digest at most every 3 hours that names who wrote and how much, never
 * the words. Nobody is told while a stream of theirs is open on the conversation, nor of someone they blocked.
 */
export function chatTelling(options: {
  db: Database;
  repos: Repos;
  now: () => Date;
  push?: PushService;
  mailer?: Mailer;
  publicUrl?: string;
  log?: FastifyBaseLogger;
}) {
  const { db, repos, now, push } = options;
  const repo = repos.groupChat;

  return {
    /** Inside the message's transaction, so its pushes are queued exactly when it is committed. */
    async messageSent(facts: ChatFacts, message: MessageRow, authorName: string): Promise<void> {
      if (!push) return;
      const at = now();
      const live = await repo.live(facts.chatId, at.toISOString());
      for (const member of facts.members.values()) {
        if (member.userId === message.authorId || live.has(member.userId)) continue;
        if (message.authorId && (await repos.picks.blockedBy(member.userId)).includes(message.authorId)) continue;
        const event = {
          id: `chat:${facts.chatId}:${message.seq}`,
          userId: member.userId,
          kind: 'chat' as const,
          title: `${authorName} in your group’s conversation`,
          body: message.body,
          path: chatPath(facts.chatId),
        };
        await push.tell(event, await repos.notices.unreadCount(member.userId, at));
      }
    },

    /** A stream of the member's is open (renewed with each heartbeat), or has just ended. */
    async present(userId: string, chatId: string, open: boolean): Promise<void> {
      await repo.markLive(userId, chatId, new Date(now().getTime() + (open ? LIVE_FOR_MS : 0)).toISOString());
    },

    /** The scheduler's tick: mails the digests due. Answers how many went. */
    async mailDigests(): Promise<number> {
      const { mailer, publicUrl } = options;
      if (!mailer || !publicUrl) return 0;
      const access = chatAccess(db, repos);
      const at = now();
      const stamp = at.toISOString();
      const before = new Date(at.getTime() - CHAT_DIGEST_EVERY_MS).toISOString();
      let mailed = 0;
      for (const chatId of await repo.activeSince(stamp, new Date(at.getTime() - DIGEST_LOOKBACK_MS).toISOString())) {
        const facts = await access.factsOf(chatId, at);
        if (!facts?.goesAhead) continue;
        for (const member of facts.members.values()) {
          const channels = (await repos.push.channelsOf(member.userId)).chat;
          if (!channels.email) continue;
          if (channels.push && (await repos.push.subscriptionsOf(member.userId)).length > 0) continue;
          const state = await repo.readState(member.userId, chatId);
          if ((state.liveUntil && state.liveUntil > stamp) || (state.digestAt && state.digestAt > before)) continue;
          const hidden = await repos.picks.blockedBy(member.userId);
          const fresh = (await repo.nextAfter(chatId, Math.max(state.readSeq, state.digestSeq), DIGEST_MESSAGES, hidden)).filter(
            (row) => row.authorId !== member.userId && row.removedAt === null,
          );
          if (fresh.length === 0) continue;
          const lastSeq = Number(fresh[fresh.length - 1]!.seq);
          if (!(await repo.claimDigest(member.userId, chatId, stamp, lastSeq, before))) continue;
          const writers = [...new Set(fresh.map((row) => (row.authorId && facts.members.get(row.authorId)?.firstName) ?? null))];
          const words = chatDigestWords(
            writers.filter((name): name is string => name !== null),
            fresh.length,
            facts.title,
          );
          const link = `${publicUrl}${chatPath(chatId)}`;
          const settings = `${publicUrl}/emberite/settings/notifications`;
          try {
            await mailer.send({
              to: member.userId,
              subject: words.subject,
              text: ['Hello,', '', words.line, '', `Read them: ${link}`, '', `${words.footer} ${settings}`].join('\n'),
              html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#292524">
<p>Hello,</p><p>${escapeHtml(words.line)}</p>
<p><a href="${escapeHtml(link)}">Read them</a></p>
<p style="color:#57534e">${escapeHtml(words.footer)} <a href="${escapeHtml(settings)}">notifications</a></p>
</body></html>`,
            });
            mailed++;
          } catch (error) {
            options.log?.warn({ err: error, chatId }, 'could not mail a conversation digest; the next tick tries again');
            await repo.giveBackDigest(member.userId, chatId, stamp, state);
          }
        }
      }
      return mailed;
    },
  };
}

export type ChatTelling = ReturnType<typeof chatTelling>;
