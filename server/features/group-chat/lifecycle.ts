import type { Repos } from '../../plugins/repos';

/**
 * Deletes the conversations whose read-only time is over, with their messages, reports and reads (ON DELETE
 * CASCADE); run by the scheduler's tick. Each delete is conditional, so two processes ticking at once delete once.
 */
export async function deleteDueChats(repos: Repos, now: () => Date): Promise<number> {
  const at = now().toISOString();
  let deleted = 0;
  for (const chatId of await repos.groupChat.pastDeletion(at, 500)) if (await repos.groupChat.deleteIfDue(chatId, at)) deleted += 1;
  return deleted;
}
