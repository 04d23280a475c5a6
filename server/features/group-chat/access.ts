import {
  CHAT_CLOSES_AFTER_MS,
  CHAT_HOST_NAME,
  CHAT_SOMEONE,
  CHAT_KEPT_READ_ONLY_MS,
  chatIdOfGroup,
  chatIdOfProgramGroup,
  groupOfChatId,
} from '../../../shared/group-chat';
import { sessionInstants, timeZoneOf } from '../../../shared/format-check-in';
import { GROUP_SIZE } from '../../../shared/groups';
import type { Database } from '../../db/database';
import type { Repos } from '../../plugins/repos';
import { acceptedIn } from '../groups/check-in';
import { meetsAtOf } from '../groups/late-cancel';
import type { GroupRow } from '../groups/repo';
import { eventFormatsRepo } from '../programs/formats-repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { sessionsRepo } from '../programs/sessions-repo';

/** Someone who may read the conversation, as the others see them. */
export interface ChatMember {
  userId: string;
  profileId: string | null;
  firstName: string;
  photoFile: string | null;
}

/** A conversation's group as it stands now: who belongs, when it meets, and whether it may open or be written to. */
export interface ChatFacts {
  chatId: string;
  kind: 'group' | 'program';
  groupId: string;
  title: string;
  venue: { name: string; address: string } | null;
  meetsAt: Date | null;
  closesAt: Date;
  deletedAt: Date;
  members: Map<string, ChatMember>;
  /** Everyone is in: the conversation opens on its first reading. */
  opens: boolean;
  /** The group still goes ahead (not dissolved, not called off): an opened conversation may be written to until it closes. */
  goesAhead: boolean;
  /** A program group's program; null for a member group. */
  formatId: string | null;
  /** A member group's row (for its check-in); null for a program's group. */
  group: GroupRow | null;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * Who belongs to a conversation and when it opens, closes and goes, read from the groups and programs features'
 * repos (their tables are theirs): a member group's accepted members, a program group's paid participants and host.
 */
export function chatAccess(db: Database, repos: Repos) {
  const journey = programJourneyRepo(db);
  const formats = eventFormatsRepo(db);
  const sessions = sessionsRepo(db);
  const { groups, profiles } = repos;

  async function memberOf(userId: string, fallbackName: string): Promise<ChatMember> {
    const profile = await profiles.publicByUserId(userId);
    return profile
      ? { userId, profileId: profile.id, firstName: profile.firstName, photoFile: profile.photoFile }
      : { userId, profileId: null, firstName: fallbackName, photoFile: null };
  }

  async function ofMemberGroup(groupId: string): Promise<ChatFacts | null> {
    const group = await groups.find(groupId);
    if (!group) return null;
    const invites = await groups.invitesOf(groupId);
    const accepted = acceptedIn(invites);
    // The conversation opens when the last one accepts, not only at the deadline.
    const everyoneIn = invites.every((invite) => invite.status === 'accepted') && accepted.length >= GROUP_SIZE.min;
    const opens = group.status === 'confirmed' || (group.status === 'inviting' && everyoneIn);
    const members = new Map<string, ChatMember>();
    for (const userId of accepted) members.set(userId, await memberOf(userId, CHAT_SOMEONE));
    const meetsAt = meetsAtOf(group);
    const closesAt = new Date(meetsAt.getTime() + CHAT_CLOSES_AFTER_MS);
    return {
      chatId: chatIdOfGroup(groupId),
      kind: 'group',
      groupId,
      title: group.venueName ?? `coffee in ${group.neighborhood}`,
      venue: group.venueName && group.venueAddress ? { name: group.venueName, address: group.venueAddress } : null,
      meetsAt,
      closesAt,
      deletedAt: new Date(closesAt.getTime() + CHAT_KEPT_READ_ONLY_MS),
      members,
      opens,
      goesAhead: group.status !== 'dissolved',
      formatId: null,
      group,
    };
  }

  async function ofProgramGroup(groupId: string, now: Date): Promise<ChatFacts | null> {
    const group = await journey.group(groupId);
    if (!group || group.status === 'suggested') return null;
    const format = await formats.find(group.formatId);
    if (!format) return null;
    const timeZone = timeZoneOf(format.format.venue.city);
    const times = (await sessions.ofGroup(groupId)).map((session) => sessionInstants(session, timeZone));
    if (times.length === 0) times.push(sessionInstants({ date: group.eventDate, time: group.eventTime }, timeZone));
    const lastEnd = Math.max(...times.map((time) => time.endsAt.getTime()));
    const next = times.find((time) => time.endsAt.getTime() > now.getTime()) ?? times.at(-1)!;
    const people = new Map((await journey.interests(format.id)).map((person) => [person.id, person]));
    const members = new Map<string, ChatMember>();
    // A participant's account is the one signed in with the address they gave: its id is that address.
    for (const { groupId: of, interestId } of await journey.members(format.id)) {
      const person = people.get(interestId);
      if (of !== groupId || person?.status !== 'paid') continue;
      members.set(person.email, await memberOf(person.email, firstWord(person.name)));
    }
    if (format.ownerId && !members.has(format.ownerId)) members.set(format.ownerId, await memberOf(format.ownerId, CHAT_HOST_NAME));
    const closesAt = new Date(lastEnd + CHAT_CLOSES_AFTER_MS);
    const { venue } = format.format;
    return {
      chatId: chatIdOfProgramGroup(groupId),
      kind: 'program',
      groupId,
      title: format.title,
      venue: venue.isOnline ? null : { name: venue.neighborhood, address: venue.venueDetails },
      meetsAt: next.startsAt,
      closesAt,
      deletedAt: new Date(closesAt.getTime() + CHAT_KEPT_READ_ONLY_MS),
      members,
      opens: group.status === 'confirmed' && format.status !== 'cancelled',
      goesAhead: group.status !== 'cancelled' && format.status !== 'cancelled',
      formatId: format.id,
      group: null,
    };
  }

  return {
    /** The conversation's facts, or null when its id names no group. */
    async factsOf(chatId: string, now: Date): Promise<ChatFacts | null> {
      const named = groupOfChatId(chatId);
      if (!named) return null;
      return named.kind === 'group' ? ofMemberGroup(named.id) : ofProgramGroup(named.id, now);
    },
    /** Every conversation id the account may belong to: its member groups, its programs' groups, the ones it hosts. */
    async candidatesOf(user: { id: string; email: string }): Promise<string[]> {
      const ids = new Set<string>();
      for (const row of await groups.exportGroups(user.id)) if (row.myInvite === 'accepted') ids.add(chatIdOfGroup(row.groupId));
      for (const person of await journey.interestsOfEmail(user.email.trim().toLowerCase())) {
        const group = person.status === 'paid' ? await journey.groupOf(person.id) : undefined;
        if (group) ids.add(chatIdOfProgramGroup(group.id));
      }
      for (const format of await formats.mine(user.id))
        for (const group of await journey.groups(format.id)) if (group.status === 'confirmed') ids.add(chatIdOfProgramGroup(group.id));
      return [...ids];
    },
  };
}

export type ChatAccess = ReturnType<typeof chatAccess>;
