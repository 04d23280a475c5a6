import type { FastifyBaseLogger } from 'fastify';
import type { TaxRates } from '../../config';
import type { Database } from '../../db/database';
import type { FormatRow } from './formats-repo';
import { ledgerRepo } from '../ledger/repo';
import type { Mailer } from '../mail/mailer';
import { type HostTell, hostKeyOf, hostWords } from './host-words';
import { mailFormatNotices } from './notice-mail';
import { formatNoticesRepo } from './notices-repo';
import { type ParticipantFacts, type ParticipantTell, participantWords } from './participant-words';
import { programCalendar } from './program-calendar';
import { pushRepo } from '../push/repo';
import { type FormatInterestRow, programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

export interface NoticeDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  /** The sales tax each city's prices include (config TAX_RATES), said on receipts. */
  taxRates: TaxRates;
  log?: FastifyBaseLogger;
}

/** The notice's id: the outcome and its recipient, and for outcomes that can happen again, which one. */
function participantIdOf(tell: ParticipantTell, interestId: string): string {
  switch (tell.kind) {
    case 'reminder':
      // The date too: a session moved after its reminder is reminded again.
      return `reminder:${tell.session.id}:${tell.session.date}:${interestId}`;
    case 'message':
      return `message:${tell.messageId}:${interestId}`;
    case 'session-moved':
      return `session-moved:${tell.session.id}:${tell.session.movedAt}:${interestId}`;
    case 'details-changed':
      return `details-changed:${tell.changeId}:${interestId}`;
    default:
      return `${tell.kind}:${interestId}`;
  }
}

/** Kinds whose mail carries the group's sessions as a calendar invite, for a paid person. */
const WITH_CALENDAR = new Set<ParticipantTell['kind']>(['paid', 'reminder', 'session-moved', 'details-changed']);

/**
 * What the people of a format are told (format_notices, through notices-repo.ts): `tell` and `tellHost` write the notices inside the
 * caller's transaction, the one that makes the change they tell of; `send` mails the unsent ones after the commit
 * (and the scheduler's tick mails any a crash left behind). Each notice is shown in the app too.
 */
export function formatNotices(deps: NoticeDeps) {
  const { db, now } = deps;
  const repo = formatNoticesRepo(db);
  const journey = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const push = pushRepo(db);
  const at = () => now().toISOString();
  const programLink = (formatId: string) => `${deps.publicUrl}/program/${encodeURIComponent(formatId)}`;
  const hostLink = (formatId: string) => `${deps.publicUrl}/host/format/${encodeURIComponent(formatId)}/details`;
  const sending = new Set<Promise<unknown>>();

  async function factsOf(format: FormatRow, person: FormatInterestRow): Promise<ParticipantFacts> {
    const payment = await journey.paymentOf(person.id);
    const paidOnce = payment && (payment.status === 'paid' || payment.status === 'refunded') ? payment : null;
    const [sum] = paidOnce ? await ledgerRepo(db).tickets([paidOnce]) : [];
    const group = await journey.groupOf(person.id);
    return {
      proven: paidOnce !== null,
      payment: paidOnce && {
        id: paidOnce.id,
        amountCents: sum?.chargedCents ?? paidOnce.amountCents,
        refundedCents: sum?.refundedCents ?? 0,
        currency: paidOnce.currency,
      },
      sessions: group ? await sessions.ofGroup(group.id) : [],
      at: now(),
      merchant: new URL(deps.publicUrl).host,
      tax: deps.taxRates[format.format.venue.city] ?? null,
    };
  }

  async function send(formatId?: string): Promise<number> {
    // A mail started without waiting may hold the claim of a notice this send is for: let it finish first, so what a
    // change told is mailed by the time its answer comes.
    await Promise.allSettled([...sending]);
    try {
      return await mailFormatNotices(
        repo,
        deps.mailer,
        now,
        deps.log,
        formatId,
        async (email) => (await push.channelsOf(email)).programs.email,
      );
    } catch (error) {
      deps.log?.warn({ err: error }, 'could not mail format notices; the next tick tries again');
      return 0;
    }
  }

  return {
    /** Tells each person (one notice each, once: a repeat adds nothing); answers how many notices were added. */
    async tell(format: FormatRow, people: readonly FormatInterestRow[], tell: ParticipantTell): Promise<number> {
      let added = 0;
      for (const person of people) {
        const facts = await factsOf(format, person);
        const words = participantWords(format, tell, facts);
        const link = programLink(format.id);
        const calendar =
          facts.proven && WITH_CALENDAR.has(tell.kind) && facts.sessions.length > 0
            ? programCalendar(format, facts.sessions, link, now())
            : null;
        const notice = { id: participantIdOf(tell, person.id), formatId: format.id, interestId: person.id, email: person.email };
        if (await repo.add({ ...notice, kind: tell.kind, ...words, link, calendar }, at())) added++;
      }
      return added;
    },

    /** Tells the format's host, once per outcome. */
    async tellHost(format: FormatRow, tell: HostTell): Promise<boolean> {
      return repo.add(
        {
          id: `${tell.kind}:${hostKeyOf(format.id, tell)}`,
          formatId: format.id,
          interestId: null,
          email: format.hostEmail,
          kind: tell.kind,
          ...hostWords(format, tell),
          link: hostLink(format.id),
          calendar: null,
        },
        at(),
      );
    },

    /** Mails the notices not mailed yet (of one format, or all); never throws: what fails waits for the next run. */
    send,

    /** `send` without waiting for it: the answer's timing then says nothing about whether a mail went out. */
    sendSoon(formatId: string): void {
      const running = send(formatId).finally(() => sending.delete(running));
      sending.add(running);
    },

    /** Settles once the mails started by sendSoon are done (before the app closes). */
    async idle(): Promise<void> {
      await Promise.allSettled([...sending]);
    },

    ofPerson: (formatId: string, interestId: string) => repo.ofPerson(formatId, interestId),
    ofHost: (formatId: string) => repo.ofHost(formatId),
    markRead: (formatId: string, interestId: string | null, noticeId: string) => repo.markRead(formatId, interestId, noticeId, at()),
  };
}

export type FormatNotices = ReturnType<typeof formatNotices>;
