import crypto from 'node:crypto';
import { FORMAT_COPY, FORMAT_CURRENCY, sessionTimes, sessionsOf, ticketCentsOf } from '../../../shared/event-formats';
import { JOURNEY_COPY, logisticsOf, refundOnCancel } from '../../../shared/format-journey';
import type { HostFormatPeople, InterestBody, JourneyView, SelectionCards } from '../../../shared/format-journey-contract';
import { NOTICE_COPY } from '../../../shared/format-notices';
import type { HostMessageBody } from '../../../shared/format-notices-contract';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import { type FormatRow, eventFormatsRepo } from '../event-formats/repo';
import { ledgerRepo } from '../ledger/repo';
import type { SavedCards } from '../payments/saved-cards';
import type { RateLimitsRepo } from '../rate-limits/repo';
import { messageParticipants } from './host-message';
import type { JourneyDeps } from './phase-context';
import type { JourneyPhases } from './phases';
import { type GroupRow, type InterestRow, journeyRepo } from './repo';
import { sessionsRepo } from './sessions-repo';
import { sessionCheckIns } from './check-in';
import { rateLimitsRepo } from '../rate-limits/repo';

const NOT_FOUND = () => new AppError('format-not-found', 404, FORMAT_COPY.notFound);
const WRONG_PHASE = (message: string = JOURNEY_COPY.wrongPhase) => new AppError('format-phase', 409, message);
const emailOf = (user: UserRow) => user.email.trim().toLowerCase();

/** The order one viewer sees the cards in: fixed for them, unrelated to who joined when (nothing to compare). */
const orderKey = (viewerId: string, cardId: string) => crypto.createHash('sha256').update(`${viewerId}:${cardId}`).digest('hex');

/**
 * The participant's and the host's side of a published format (docs/product-rules.md#program-journey): interest with a name and an
 * e-mail; the selection cards and private picks (signed in with that e-mail); paying the ticket or giving the place
 * up; the host's view of people and groups (never picks), moving people, approving groups and closing a window.
 */
export function journeyService(deps: JourneyDeps & { cards: SavedCards; phases: JourneyPhases; hits: RateLimitsRepo }) {
  const { db, now, phases } = deps;
  const { notices } = phases;
  const repo = journeyRepo(db);
  const ledger = ledgerRepo(db);
  const sessions = sessionsRepo(db);

  /**
   * Giving a place up now, on the city's clock: what comes back by the policy, counted to the group's first session as
   * it stands (the host may have moved it). Null once that session has begun: then only the host refunds.
   */
  async function giveUpTerms(format: FormatRow, group: GroupRow, payment: { amountCents: number } | null) {
    const first = (await sessions.ofGroup(group.id))[0] ?? { date: group.eventDate, time: group.eventTime };
    const startsAt = sessionTimes(first.date, first.time, format.format.venue.city).startsAt.getTime();
    const hours = (startsAt - now().getTime()) / 3_600_000;
    if (hours <= 0) return null;
    return { refundCents: payment ? refundOnCancel(format.format.pricing?.cancellationPolicy, payment.amountCents, hours) : 0 };
  }
  const formats = eventFormatsRepo(db);
  const checkIns = sessionCheckIns({ db, now, hits: rateLimitsRepo(db) });
  const at = () => now().toISOString();

  async function published(formatId: string): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.status === 'draft') throw NOT_FOUND();
    return format;
  }
  async function hosted(formatId: string, user: UserRow): Promise<FormatRow> {
    const format = await formats.find(formatId);
    if (!format || format.ownerId !== user.id) throw NOT_FOUND();
    return format;
  }
  async function mine(formatId: string, user: UserRow): Promise<InterestRow> {
    const person = await repo.interestOf(formatId, emailOf(user));
    if (!person) throw new AppError('not-interested', 403, JOURNEY_COPY.notInterested);
    return person;
  }
  const phaseOf = async (formatId: string) => (await repo.times(formatId))?.phase ?? 'draft';
  const groupView = async (group: GroupRow) => ({
    number: group.number,
    date: group.eventDate,
    time: group.eventTime,
    status: group.status,
    sessions: (await sessions.ofGroup(group.id)).map((s) => ({
      id: s.id,
      number: s.number,
      date: s.date,
      time: s.time,
      moved: s.movedAt !== null,
    })),
  });

  return {
    /** "I'm interested": the same answer whether or not the e-mail was on the list (nobody learns who is). */
    async interest(formatId: string, body: InterestBody): Promise<void> {
      const format = await published(formatId);
      if (format.status !== 'active' || (await phaseOf(formatId)) !== 'interest') throw WRONG_PHASE(JOURNEY_COPY.notOpen);
      const email = body.email.trim().toLowerCase();
      const name = body.name.trim();
      await db.transaction(
        async () => {
          const added = await repo.addInterest({ id: crypto.randomUUID(), formatId, email, name, about: (body.about ?? '').trim() }, at());
          if (!added) return;
          await repo.addActivity(formatId, 'interest', `${name} is interested.`, at());
          await notices.tell(format, [(await repo.interestOf(formatId, email))!], { kind: 'interest' });
        },
        { durable: true },
      );
      // Not awaited: a mail sent for a new e-mail and none for one on the list already would time the answers apart.
      notices.sendSoon(formatId);
    },

    async view(formatId: string, user: UserRow | null): Promise<JourneyView> {
      const format = await published(formatId);
      const times = (await repo.times(formatId))!;
      const person = user ? await repo.interestOf(formatId, emailOf(user)) : undefined;
      let me: JourneyView['me'] = null;
      if (person) {
        const group = await repo.groupOf(person.id);
        const payment = await repo.paymentOf(person.id);
        // What was charged and refunded is the ledger's; a ticket never charged shows what it asks.
        const [sum] = payment ? await ledger.tickets([payment]) : [];
        const price = ticketCentsOf(format.format);
        me = {
          interestId: person.id,
          name: person.name,
          status: person.status,
          message: JOURNEY_COPY.statusWords(
            person.status,
            payment && sum && ['paid', 'refunded'].includes(payment.status)
              ? { amountCents: sum.chargedCents, refundedCents: sum.refundedCents, currency: payment.currency }
              : null,
          ),
          group: group && group.status !== 'suggested' ? await groupView(group) : null,
          logistics: person.status === 'paid' ? logisticsOf(format.format) : null,
          checkIn: await checkIns.viewFor(format, person, group),
          amountDueCents: person.status === 'selected' && times.phase === 'confirmation' ? price : null,
          giveUp:
            group && (person.status === 'selected' || person.status === 'paid')
              ? await giveUpTerms(format, group, person.status === 'paid' && payment ? payment : null)
              : null,
          currency: FORMAT_CURRENCY[format.format.venue.city],
          payment: payment
            ? { status: payment.status, amountCents: sum?.chargedCents ?? payment.amountCents, refundedCents: sum?.refundedCents ?? 0 }
            : null,
          notices: await notices.ofPerson(formatId, person.id),
        };
      }
      return {
        phase: times.phase,
        interestClosesAt: times.interestClosesAt,
        selectionClosesAt: times.selectionClosesAt,
        confirmationClosesAt: times.confirmationClosesAt,
        me,
      };
    },

    /** The other interested people, during the selection window, to those interested. */
    async cards(formatId: string, user: UserRow): Promise<SelectionCards> {
      await published(formatId);
      const person = await mine(formatId, user);
      if ((await phaseOf(formatId)) !== 'selection' || person.status !== 'interested') throw WRONG_PHASE(JOURNEY_COPY.picksClosed);
      const others = (await repo.interests(formatId))
        .filter((p) => p.id !== person.id && p.status === 'interested')
        .sort((a, b) => orderKey(person.id, a.id).localeCompare(orderKey(person.id, b.id)));
      const picks = await repo.picksBy(person.id);
      return {
        cards: others.map((p) => ({ id: p.id, name: p.name, about: p.about })),
        picks: picks.map((pick) => ({ id: pick.pickedId, level: pick.level })),
      };
    },

    async pick(formatId: string, user: UserRow, pickedId: string, level: number): Promise<void> {
      await published(formatId);
      const person = await mine(formatId, user);
      if ((await phaseOf(formatId)) !== 'selection' || person.status !== 'interested') throw WRONG_PHASE(JOURNEY_COPY.picksClosed);
      const picked = await repo.interest(pickedId);
      if (!picked || picked.formatId !== formatId || picked.id === person.id)
        throw new AppError('not-found', 404, JOURNEY_COPY.notYourPick);
      await repo.setPick(formatId, person.id, picked.id, level, at());
    },

    /** Pays the full ticket (the provider of the deposits); the ledger row keeps the platform's 20%. */
    async pay(formatId: string, user: UserRow) {
      const format = await published(formatId);
      const person = await mine(formatId, user);
      const existing = await repo.paymentOf(person.id);
      if (existing && existing.status !== 'failed') return existing;
      const group = await repo.groupOf(person.id);
      if ((await phaseOf(formatId)) !== 'confirmation' || person.status !== 'selected' || group?.status !== 'confirmed')
        throw new AppError('format-phase', 409, JOURNEY_COPY.notSelected);
      const card = await deps.cards.chargeable(user.id);
      if (!card) throw new AppError('card-needed', 402, JOURNEY_COPY.cardNeeded);
      // The ticket is the price per session times the sessions (docs/product-rules.md#public-pages).
      const amountCents = ticketCentsOf(format.format);
      let payment: Awaited<ReturnType<typeof deps.tickets.pay>>;
      try {
        payment = await deps.tickets.pay(
          {
            formatId,
            interestId: person.id,
            userId: user.id,
            amountCents,
            currency: FORMAT_CURRENCY[format.format.venue.city],
          },
          card,
          phases.ticketPaid,
        );
      } catch {
        throw new AppError('payments-unavailable', 503, JOURNEY_COPY.unavailable);
      }
      if (payment.status === 'failed') throw new AppError('ticket-declined', 402, JOURNEY_COPY.declined);
      await notices.send(formatId);
      return payment;
    },

    /** Gives up a place: unpaid, simply; paid, refunded as the cancellation policy says (docs/product-rules.md#program-journey). */
    async decline(formatId: string, user: UserRow): Promise<void> {
      const format = await published(formatId);
      const group = await db.transaction(
        async () => {
          const person = await mine(formatId, user);
          if (person.status !== 'selected' && person.status !== 'paid') throw WRONG_PHASE();
          const place = (await repo.groupOf(person.id))!;
          const payment = person.status === 'paid' ? (await repo.paymentOf(person.id))! : null;
          const terms = await giveUpTerms(format, place, payment);
          if (!terms) throw WRONG_PHASE(JOURNEY_COPY.alreadyBegun);
          const refundedCents = terms.refundCents;
          if (payment) {
            // The refund is asked for inside the transaction, as a step's are: its idempotency key makes a rerun harmless.
            await deps.tickets.refund(payment, refundedCents);
            await repo.setStatus([person.id], 'refunded', at());
          } else await repo.setStatus([person.id], 'declined', at());
          await repo.moveMember(person.id, null);
          await repo.addActivity(formatId, 'cancellation', `${person.name} gave up their place in group ${place.number}.`, at());
          await notices.tell(format, [person], { kind: 'gave-up' });
          await notices.tellHost(format, {
            kind: 'host-dropout',
            interestId: person.id,
            how: 'gave-up',
            groupNumber: place.number,
            refundedCents,
          });
          return place;
        },
        { durable: true },
      );
      await notices.send(formatId);
      await phases.fillFromWaitlist(format, group);
    },

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

    /** Marks one of the signed-in person's notices read: the host's own for a format they host, else a participant's. */
    async markRead(formatId: string, user: UserRow, noticeId: string): Promise<void> {
      const format = await formats.find(formatId);
      if (format && format.ownerId === user.id && (await notices.markRead(formatId, null, noticeId))) return;
      const person = await repo.interestOf(formatId, emailOf(user));
      if (!person || !(await notices.markRead(formatId, person.id, noticeId)))
        throw new AppError('not-found', 404, NOTICE_COPY.noticeNotFound);
    },

    /** The host's message to paid participants; runs inside the request's transaction (the route mails it after). */
    async message(formatId: string, user: UserRow, body: HostMessageBody): Promise<number> {
      const format = await hosted(formatId, user);
      return messageParticipants(db, deps.hits, notices, format, body, now());
    },

    /** Mails the format's notices not mailed yet (after a change outside the steps commits). */
    sendNotices: (formatId: string) => notices.send(formatId),

    /** The host closes the current window now (interest, selection or confirmation) instead of waiting for its end. */
    async advance(formatId: string, user: UserRow): Promise<string> {
      await hosted(formatId, user);
      return phases.advance(formatId, { force: true });
    },
  };
}

export type JourneyService = ReturnType<typeof journeyService>;
