import crypto from 'node:crypto';
import { FORMAT_CURRENCY, sessionTimes, ticketCentsOf } from '../../../shared/event-formats';
import { JOURNEY_COPY, logisticsOf, refundOnCancel } from '../../../shared/format-journey';
import type { InterestBody, JourneyView, SelectionCards } from '../../../shared/format-journey-contract';
import { NOTICE_COPY } from '../../../shared/format-notices';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../auth/repo';
import type { FormatRow } from './formats-repo';
import { ledgerRepo } from '../ledger/repo';
import { type JourneyServiceDeps, WRONG_PHASE, emailOf, journeyContext } from './journey-context';
import { hostJourney } from './journey-host';
import type { FormatGroupRow } from './journey-repo';
import { sessionCheckIns } from './check-in';
import { rateLimitsRepo } from '../rate-limits/repo';

/** The order one viewer sees the cards in: fixed for them, unrelated to who joined when (nothing to compare). */
const orderKey = (viewerId: string, cardId: string) => crypto.createHash('sha256').update(`${viewerId}:${cardId}`).digest('hex');

/**
 * The participant's and the host's side of a published format (docs/product-rules.md#program-journey): interest with a name and an
 * e-mail; the selection cards and private picks (signed in with that e-mail); paying the ticket or giving the place
 * up; the host's view of people and groups (never picks), moving people, approving groups and closing a window.
 */
export function journeyService(deps: JourneyServiceDeps) {
  const ctx = journeyContext(deps);
  const { db, now, phases, notices, repo, sessions, formats, at, published, mine, phaseOf, groupView } = ctx;
  const ledger = ledgerRepo(db);

  /**
   * Giving a place up now, on the city's clock: what comes back by the policy, counted to the group's first session as
   * it stands (the host may have moved it). Null once that session has begun: then only the host refunds.
   */
  async function giveUpTerms(format: FormatRow, group: FormatGroupRow, payment: { amountCents: number } | null) {
    const first = (await sessions.ofGroup(group.id))[0] ?? { date: group.eventDate, time: group.eventTime };
    const startsAt = sessionTimes(first.date, first.time, format.format.venue.city).startsAt.getTime();
    const hours = (startsAt - now().getTime()) / 3_600_000;
    if (hours <= 0) return null;
    return { refundCents: payment ? refundOnCancel(format.format.pricing?.cancellationPolicy, payment.amountCents, hours) : 0 };
  }
  const checkIns = sessionCheckIns({ db, now, hits: rateLimitsRepo(db) });

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

    /** Marks one of the signed-in person's notices read: the host's own for a format they host, else a participant's. */
    async markRead(formatId: string, user: UserRow, noticeId: string): Promise<void> {
      const format = await formats.find(formatId);
      if (format && format.ownerId === user.id && (await notices.markRead(formatId, null, noticeId))) return;
      const person = await repo.interestOf(formatId, emailOf(user));
      if (!person || !(await notices.markRead(formatId, person.id, noticeId)))
        throw new AppError('not-found', 404, NOTICE_COPY.noticeNotFound);
    },

    /** Mails the format's notices not mailed yet (after a change outside the steps commits). */
    sendNotices: (formatId: string) => notices.send(formatId),

    ...hostJourney(ctx),
  };
}

export type JourneyService = ReturnType<typeof journeyService>;
