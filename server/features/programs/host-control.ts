import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { FORMAT_COPY, sessionTimes, sessionsLabel, sessionsOf, withCityCurrency } from '../../../shared/event-formats';
import type { EventFormatPayload } from '../../../shared/event-formats-contract';
import { HOST_CONTROL_COPY, logisticsOf } from '../../../shared/format-journey';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import { type FormatRow, eventFormatsRepo } from './formats-repo';
import type { JourneyDeps } from './phase-context';
import type { JourneyPhases } from './phases';
import { programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

const NOT_FOUND = () => new AppError('format-not-found', 404, FORMAT_COPY.notFound);
const LIVE_PHASES = new Set(['interest', 'selection', 'review', 'confirmation', 'confirmed']);

/**
 * What a host may still change once paid participants rely on a format. The description and the logistics (address,
 * what to bring, what's included, dietary options) may change at any time: they say how the program runs. The price,
 * the dates and the sessions may change only before groups are made: after that, people have agreed to pay this
 * price for these dates, and changing them under a payment would change what was bought.
 */
const ALWAYS_EDITABLE = (format: EventFormatPayload) => ({
  description: format.description,
  requirements: format.requirements,
  tags: format.tags,
  venue: { neighborhood: format.venue.neighborhood, venueDetails: format.venue.venueDetails },
  included: format.pricing
    ? {
        notes: format.pricing.notes,
        includesFood: format.pricing.includesFood,
        includesDrinks: format.pricing.includesDrinks,
        includesMaterials: format.pricing.includesMaterials,
      }
    : null,
});
const BEFORE_GROUPS = (format: EventFormatPayload) => ({
  price: format.pricing?.basePrice ?? null,
  possibleDates: format.possibleDates,
  sessions: format.sessions ?? null,
});
/** Everything else is the format's design, fixed at publishing (people said they were interested in it). */
const FIXED = (format: EventFormatPayload) => {
  const { description, requirements, tags, possibleDates, sessions, venue, pricing, ...rest } = format;
  void description;
  void requirements;
  void tags;
  void possibleDates;
  void sessions;
  return {
    ...rest,
    venue: { ...venue, neighborhood: undefined, venueDetails: undefined },
    pricing: pricing
      ? { currency: pricing.currency, cancellationPolicy: pricing.cancellationPolicy, refundPolicy: pricing.refundPolicy }
      : null,
  };
};

/** What changed, named as people read it, with its new value in the host's words (only paid participants get those). */
function changesOf(before: EventFormatPayload, after: EventFormatPayload): { label: string; value: string }[] {
  const changes: { label: string; value: string }[] = [];
  const add = (changed: boolean, label: string, value: string) => {
    if (changed) changes.push({ label, value });
  };
  add(before.description !== after.description, 'description', after.description);
  add(before.venue.venueDetails !== after.venue.venueDetails, 'address and venue details', after.venue.venueDetails);
  add(before.venue.neighborhood !== after.venue.neighborhood, 'neighbourhood', after.venue.neighborhood);
  add(!isDeepStrictEqual(before.requirements, after.requirements), 'what to bring', logisticsOf(after).whatToBring);
  add(
    !isDeepStrictEqual(ALWAYS_EDITABLE(before).included, ALWAYS_EDITABLE(after).included),
    "what's included",
    logisticsOf(after).included.join('; '),
  );
  add(!isDeepStrictEqual(before.tags, after.tags), 'dietary options', after.tags.join(', '));
  add(before.pricing?.basePrice !== after.pricing?.basePrice, 'price per session', `$${after.pricing?.basePrice ?? 0}`);
  add(
    !isDeepStrictEqual(before.possibleDates, after.possibleDates),
    'dates',
    after.possibleDates.map((d) => `${d.date} ${d.time}`).join(', '),
  );
  add(!isDeepStrictEqual(before.sessions ?? null, after.sessions ?? null), 'sessions', sessionsLabel(sessionsOf(after)));
  return changes;
}

/**
 * The host in control of a published format: edit its details, move one session of a group, cancel the whole
 * program (every payment refunded in full), and mark it held once its last session has begun. Each change is one
 * transaction that also writes the notices telling those affected (format-notices.ts), mailed after the commit: nobody
 * is told of a change that did not happen, nor told twice.
 */
export function hostControl(deps: JourneyDeps & { phases: JourneyPhases }) {
  const { db, now } = deps;
  const formats = eventFormatsRepo(db);
  const repo = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const at = () => now().toISOString();

  async function hosted(formatId: string, user: UserRow): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.ownerId !== user.id) throw NOT_FOUND();
    return format;
  }
  const phaseOf = async (formatId: string) => (await repo.times(formatId))?.phase ?? 'draft';
  /** The people still taking part: told of changes, refunded when it is cancelled. */
  const takingPart = async (formatId: string) =>
    (await repo.interests(formatId)).filter((p) => ['interested', 'selected', 'paid', 'waitlisted'].includes(p.status));

  return {
    /** A published format's details; answers the fields that changed (none: nothing happened, nobody is told). */
    async edit(formatId: string, user: UserRow, sent: EventFormatPayload): Promise<string[]> {
      const format = await hosted(formatId, user);
      if (format.status !== 'active') throw new AppError('format-phase', 409, HOST_CONTROL_COPY.notRunning);
      // Both in the city's currency: a payload that says USD changes nothing (the price is the city's, as saved).
      const before = withCityCurrency(format.format);
      const next = withCityCurrency(sent);
      if (!isDeepStrictEqual(FIXED(before), FIXED({ ...next, title: next.title.trim() || before.title })))
        throw new AppError('format-fixed', 409, HOST_CONTROL_COPY.fixedAfterPublishing);
      const phase = await phaseOf(formatId);
      if (!['interest', 'selection'].includes(phase) && !isDeepStrictEqual(BEFORE_GROUPS(before), BEFORE_GROUPS(next)))
        throw new AppError('format-fixed', 409, HOST_CONTROL_COPY.fixedOnceGrouped);
      const changes = changesOf(before, next);
      if (changes.length === 0) return [];
      const merged: EventFormatPayload = { ...next, title: before.title };
      await db.transaction(
        async () => {
          await formats.update(formatId, merged, at());
          await repo.addActivity(formatId, 'new_format', `You changed the ${changes.map((c) => c.label).join(', ')}.`, at());
          await deps.phases.notices.tell((await formats.find(formatId))!, await takingPart(formatId), {
            kind: 'details-changed',
            changeId: crypto.randomUUID(),
            changes,
          });
        },
        { durable: true },
      );
      await deps.phases.notices.send(formatId);
      return changes.map((c) => c.label);
    },

    /** Moves one session of a confirmed group to another day or time; everyone in the group is told. */
    async moveSession(formatId: string, user: UserRow, sessionId: string, date: string, time: string): Promise<void> {
      const format = await hosted(formatId, user);
      const session = await sessions.find(sessionId);
      const group = session ? await repo.group(session.groupId) : undefined;
      if (!session || !group || group.formatId !== formatId) throw new AppError('not-found', 404, HOST_CONTROL_COPY.noSuchSession);
      if (format.status !== 'active' || group.status === 'cancelled') throw new AppError('format-phase', 409, HOST_CONTROL_COPY.notRunning);
      const city = format.format.venue.city;
      if (sessionTimes(session.date, session.time, city).startsAt <= now())
        throw new AppError('format-phase', 409, HOST_CONTROL_COPY.sessionBegun);
      if (sessionTimes(date, time, city).startsAt <= now()) throw new AppError('format-invalid', 400, HOST_CONTROL_COPY.movedIntoPast);
      // A series stays in order: a session lands after the one before it and before the one after it.
      const series = await sessions.ofGroup(group.id);
      const previous = series.find((s) => s.number === session.number - 1);
      const following = series.find((s) => s.number === session.number + 1);
      if ((previous && date <= previous.date) || (following && date >= following.date))
        throw new AppError('format-invalid', 400, HOST_CONTROL_COPY.outOfOrder);
      if (date === session.date && time === session.time) return;
      const members = new Set((await repo.members(formatId)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
      await db.transaction(
        async () => {
          await sessions.move(session.id, date, time, at());
          if (session.number === 1) await repo.setGroupDate(group.id, date, time);
          await repo.addActivity(
            formatId,
            'group_formed',
            `Group ${group.number}: session ${session.number} moved to ${date}, ${time}.`,
            at(),
          );
          const people = (await repo.interests(formatId)).filter((p) => members.has(p.id) && ['selected', 'paid'].includes(p.status));
          await deps.phases.notices.tell(format, people, {
            kind: 'session-moved',
            session: (await sessions.find(session.id))!,
            from: { date: session.date, time: session.time },
          });
        },
        { durable: true },
      );
      await deps.phases.notices.send(formatId);
    },

    /**
     * Cancels the whole program: every payment refunded in full through the provider, every group called off,
     * everyone told, the format `cancelled` (off /programs). The refunds are asked for first, each under its own
     * idempotency key, so a cancellation that failed half way is finished by asking again.
     */
    async cancel(formatId: string, user: UserRow): Promise<void> {
      const format = await hosted(formatId, user);
      if (format.status === 'cancelled') return;
      const phase = await phaseOf(formatId);
      if (format.status !== 'active' || !LIVE_PHASES.has(phase)) throw new AppError('format-phase', 409, HOST_CONTROL_COPY.notRunning);
      const people = await takingPart(formatId);
      // Asked again after a crash, the refunds made already are found refunded, not asked for twice.
      for (const person of people) {
        const payment = await repo.paymentOf(person.id);
        if (payment?.status === 'paid') await deps.tickets.refund(payment, payment.amountCents);
      }
      await db.transaction(
        async () => {
          for (const group of await repo.groups(formatId)) await repo.setGroupStatus(group.id, 'cancelled', at());
          await repo.setStatus(
            people.map((p) => p.id),
            'cancelled',
            at(),
          );
          await formats.cancel(formatId, at());
          await repo.addActivity(
            formatId,
            'cancellation',
            'You cancelled the program: everyone was told and every payment refunded in full.',
            at(),
          );
          // After the refunds: each person's words state what came back to them.
          await deps.phases.notices.tell(format, people, { kind: 'cancelled-by-host' });
        },
        { durable: true },
      );
      await deps.phases.notices.send(formatId);
    },

    /** Marks the format held: only once the last session of every confirmed group has begun. */
    async markHeld(formatId: string, user: UserRow): Promise<void> {
      const format = await hosted(formatId, user);
      if (format.status === 'completed') return;
      if (format.status !== 'active' || (await phaseOf(formatId)) !== 'confirmed')
        throw new AppError('format-phase', 409, HOST_CONTROL_COPY.notYetHeld);
      const confirmed = (await repo.groups(formatId)).filter((g) => g.status === 'confirmed');
      const city = format.format.venue.city;
      for (const group of confirmed) {
        const last = (await sessions.ofGroup(group.id)).at(-1);
        if (last && sessionTimes(last.date, last.time, city).startsAt > now())
          throw new AppError('format-phase', 409, HOST_CONTROL_COPY.notYetHeld);
      }
      await deps.phases.complete(format);
    },
  };
}

export type HostControl = ReturnType<typeof hostControl>;
