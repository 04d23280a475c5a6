import { CURRENT, db } from '../../data/db';
import { clearRefused, enqueue } from '../../data/outbox';
import { answerLocally, meetAgainLocally, outcomeWithWaitingAnswer, vouchedLocally } from './group-rules';

/**
 * Accept or decline: shown at once, sent through the outbox (so it works offline, exactly once). `late` says the member
 * agreed to release their place on the late terms (the deposit charged); without it a late decline is refused.
 */
export async function answerInvite(groupId: string, answer: 'accept' | 'decline', late = false): Promise<void> {
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId) {
      const outcome = outcomeWithWaitingAnswer(row.outcome ?? null, [{ groupId, answer }], row.group.release ?? null);
      await db.currentGroup.put({ ...row, group: answerLocally(row.group, answer), outcome });
    }
    await enqueue('answer-invite', late ? { groupId, answer, late } : { groupId, answer });
  });
}

/** The venue booker names the venue; everyone sees it once the server has it. */
export async function setVenue(groupId: string, name: string, address: string): Promise<void> {
  const venue = { name: name.trim(), address: address.trim() };
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId) await db.currentGroup.put({ ...row, group: { ...row.group, venue } });
    await enqueue('set-venue', { groupId, ...venue });
  });
}

/**
 * Checks in with the code typed, at this moment by the device's clock; sent now or once back online. The screen
 * shows it from the outbox entry (use-check-in.ts) until the server has it, or refuses the code; a new try replaces
 * the refusal of the last one.
 */
export async function checkIn(groupId: string, code: string): Promise<void> {
  await db.transaction('rw', [db.outbox, db.refusedChanges], async () => {
    await clearRefused('check-in', (payload) => payload.groupId === groupId);
    await enqueue('check-in', { groupId, code, at: new Date().toISOString() });
  });
}

/**
 * The venue booker checks another member in from this phone (e.g. one locked out by wrong codes), at this moment by
 * the device's clock; they leave the list at once, and count once the server has it.
 */
export async function checkMemberIn(groupId: string, profileId: string): Promise<void> {
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId) await db.currentGroup.put({ ...row, group: vouchedLocally(row.group, profileId, 'booker') });
    await enqueue('check-member-in', { groupId, profileId, at: new Date().toISOString() });
  });
}

/** "Were you there?" yes: the members who checked in are asked to confirm it (through the outbox). */
export async function sayIWasThere(groupId: string): Promise<void> {
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId && row.group.checkIn)
      await db.currentGroup.put({ ...row, group: { ...row.group, checkIn: { ...row.group.checkIn, askedOthers: true } } });
    await enqueue('were-there', { groupId });
  });
}

/** Says a member who came but did not check in was there. */
export async function vouch(groupId: string, profileId: string): Promise<void> {
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId) await db.currentGroup.put({ ...row, group: vouchedLocally(row.group, profileId, 'vouched') });
    await enqueue('vouch', { groupId, profileId });
  });
}

/** The member's private answer: would they meet this member of their group again? Only they ever see it. */
export async function answerMeetAgain(groupId: string, profileId: string, answer: 'yes' | 'no'): Promise<void> {
  await db.transaction('rw', [db.currentGroup, db.outbox], async () => {
    const row = await db.currentGroup.get(CURRENT);
    if (row?.group?.id === groupId) await db.currentGroup.put({ ...row, group: meetAgainLocally(row.group, profileId, answer) });
    await enqueue('meet-again', { groupId, profileId, answer });
  });
}

/** Dismissing a notice marks it read here at once and on the server when the connection allows. */
export async function dismissNotice(noticeId: string): Promise<void> {
  await db.transaction('rw', [db.notices, db.outbox], async () => {
    await db.notices.update(noticeId, { readAt: new Date().toISOString() });
    await enqueue('read-notice', { noticeId });
  });
}

/**
 * "I was there": a no-show charge disputed in the member's words, sent through the outbox (offline too, exactly once);
 * the charge's notice is marked read with it, and the server's answer arrives as a new notice.
 */
export async function disputeCharge(noticeId: string, groupId: string, reason: string): Promise<void> {
  await db.transaction('rw', [db.notices, db.outbox], async () => {
    await db.notices.update(noticeId, { readAt: new Date().toISOString() });
    await enqueue('dispute-charge', { groupId, reason: reason.trim() });
    await enqueue('read-notice', { noticeId });
  });
}
