import crypto from 'node:crypto';
import { sessionsOf } from '../../../shared/event-formats';
import { JOURNEY_COPY } from '../../../shared/format-journey';
import type { HostFormatPeople } from '../../../shared/format-journey-contract';
import type { HostMessageBody } from '../../../shared/format-notices-contract';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import { messageParticipants } from './host-message';
import { type JourneyContext, WRONG_PHASE } from './journey-context';

/** The host's side of a published format: people and groups (never picks), moving people, approving, closing a window. */
export function hostJourney(ctx: JourneyContext) {
  const { deps, db, now, phases, notices, repo, sessions, at, hosted, phaseOf, groupView } = ctx;

  return {
    /** The host's view: everyone's name and status and the groups; never who picked whom, nor any e-mail. */
    async people(formatId: string, user: UserRow): Promise<HostFormatPeople> {
      await hosted(formatId, user);
      const times = (await repo.times(formatId))!;
      const groupOf = new Map((await repo.members(formatId)).map((m) => [m.interestId, m.groupId]));
      return {
        phase: times.phase,
        interestClosesAt: times.interestClosesAt,
        selectionClosesAt: times.selectionClosesAt,
        confirmationClosesAt: times.confirmationClosesAt,
        participants: (await repo.interests(formatId)).map((p) => ({
          id: p.id,
          name: p.name,
          status: p.status,
          joinedDate: p.createdAt,
          groupId: groupOf.get(p.id) ?? null,
        })),
        notices: await notices.ofHost(formatId),
        groups: await Promise.all((await repo.groups(formatId)).map(async (g) => ({ id: g.id, ...(await groupView(g)) }))),
      };
    },

    /** The host moves someone into a suggested group, a new one, or out of the groups (review only). */
    async move(formatId: string, user: UserRow, interestId: string, groupId: string | null): Promise<void> {
      const format = await hosted(formatId, user);
      if ((await phaseOf(formatId)) !== 'review') throw WRONG_PHASE();
      const person = await repo.interest(interestId);
      if (!person || person.formatId !== formatId || person.status !== 'interested')
        throw new AppError('not-found', 404, JOURNEY_COPY.notYourPick);
      const groups = await repo.groups(formatId);
      let target: string | null = null;
      if (groupId === 'new') {
        const dates = [...format.format.possibleDates].sort((a, b) => a.date.localeCompare(b.date));
        const maxGroups = format.format.groupRules.multipleGroups ? format.format.groupRules.maxGroups : 1;
        if (groups.filter((g) => g.status !== 'cancelled').length >= maxGroups)
          throw WRONG_PHASE(`This format has at most ${maxGroups} ${maxGroups === 1 ? 'group' : 'groups'}.`);
        const number = Math.max(0, ...groups.map((g) => g.number)) + 1;
        const date = dates[(number - 1) % Math.max(1, dates.length)]!;
        target = crypto.randomUUID();
        await db.transaction(async () => {
          await repo.addGroup({ id: target!, formatId, number, eventDate: date.date, eventTime: date.time, status: 'suggested' }, [], at());
          await sessions.addSeries(target!, date.date, date.time, sessionsOf(format.format));
        });
      } else if (groupId) {
        const group = groups.find((g) => g.id === groupId && g.status === 'suggested');
        if (!group) throw new AppError('not-found', 404, 'There is no such suggested group.');
        const others = (await repo.members(formatId)).filter((m) => m.groupId === group.id && m.interestId !== interestId);
        if (others.length >= format.format.capacity.maxParticipants)
          throw WRONG_PHASE(JOURNEY_COPY.groupFull(format.format.capacity.maxParticipants));
        // "Never with" holds for the host's moves too; the refusal names nobody, nor which of them said it.
        const inGroup = new Set(others.map((m) => m.interestId));
        const never = (await repo.allPicks(formatId)).some(
          (pick) =>
            pick.level === 0 && ((pick.from === interestId && inGroup.has(pick.to)) || (pick.to === interestId && inGroup.has(pick.from))),
        );
        if (never) throw WRONG_PHASE(JOURNEY_COPY.neverTogether);
        target = group.id;
      }
      await repo.moveMember(interestId, target);
      // A suggested group left empty is gone.
      const left = await repo.members(formatId);
      for (const group of groups)
        if (group.status === 'suggested' && !left.some((m) => m.groupId === group.id)) await repo.removeGroup(group.id);
    },

    async approve(formatId: string, user: UserRow, groupId: string): Promise<void> {
      const format = await hosted(formatId, user);
      if ((await phaseOf(formatId)) !== 'review') throw WRONG_PHASE();
      const group = (await repo.groups(formatId)).find((g) => g.id === groupId);
      if (!group) throw new AppError('not-found', 404, 'There is no such group.');
      if (group.status !== 'suggested') return;
      const size = (await repo.members(formatId)).filter((m) => m.groupId === group.id).length;
      const { minParticipants, maxParticipants } = format.format.capacity;
      if (size < minParticipants || size > maxParticipants)
        throw new AppError('format-invalid', 400, `A group has ${minParticipants} to ${maxParticipants} people: this one has ${size}.`);
      await phases.approve(format, group);
    },

    /** The host's message to paid participants; runs inside the request's transaction (the route mails it after). */
    async message(formatId: string, user: UserRow, body: HostMessageBody): Promise<number> {
      const format = await hosted(formatId, user);
      return messageParticipants(db, deps.hits, notices, format, body, now());
    },

    /** The host closes the current window now (interest, selection or confirmation) instead of waiting for its end. */
    async advance(formatId: string, user: UserRow): Promise<string> {
      await hosted(formatId, user);
      return phases.advance(formatId, { force: true });
    },
  };
}
