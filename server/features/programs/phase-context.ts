import { sessionTimes } from '../../../shared/event-formats';
import { type FormatPhase, type InterestStatus, REFUND_CUTOFF_HOURS } from '../../../shared/format-journey';
import type { TaxRates } from '../../config';
import type { Database } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import { type FormatRow, eventFormatsRepo } from './formats-repo';
import type { Mailer } from '../mail/mailer';
import type { TicketPayments } from '../payments/ticket-payments';
import { formatNotices } from './format-notices';
import { type FormatGroupRow, type FormatInterestRow, programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

export const DAY_MS = 24 * 60 * 60_000;
const CUTOFF_MS = REFUND_CUTOFF_HOURS * 60 * 60_000;

export interface JourneyDeps {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicUrl: string;
  taxRates: TaxRates;
  tickets: TicketPayments;
  log?: FastifyBaseLogger;
}

/** What every step of the cycle shares: the repos, the clock, the notices, and the transaction each step runs in. */
export function phaseContext(deps: JourneyDeps) {
  const { db, now } = deps;
  const repo = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const formats = eventFormatsRepo(db);
  const notices = formatNotices(deps);
  const at = () => now().toISOString();
  const daysFromNow = (days: number) => new Date(now().getTime() + days * DAY_MS).toISOString();

  /**
   * Runs a step in one durable transaction if the format is still in `phase` (two closes of one window at once make one
   * step), then mails the notices it wrote.
   */
  async function step(
    format: FormatRow,
    phase: FormatPhase,
    work: () => Promise<void>,
    due: (times: NonNullable<Awaited<ReturnType<typeof repo.times>>>) => boolean = () => true,
  ): Promise<void> {
    await db.transaction(
      async () => {
        // Read again inside the transaction: another server may have taken this step since, and one that keeps the
        // phase (a low-interest extension) is only told apart by its new closing time. The lock makes that server wait.
        await repo.lockFormat(format.id);
        const times = await repo.times(format.id);
        if (times?.phase === phase && due(times)) await work();
      },
      { durable: true },
    );
    await notices.send(format.id);
  }

  const peopleOf = async (format: FormatRow, group: FormatGroupRow) => {
    const ids = new Set((await repo.members(format.id)).filter((m) => m.groupId === group.id).map((m) => m.interestId));
    return (await repo.interests(format.id)).filter((p) => ids.has(p.id));
  };

  async function setStatus(people: readonly FormatInterestRow[], status: InterestStatus) {
    await repo.setStatus(
      people.map((person) => person.id),
      status,
      at(),
    );
  }

  /** Calls the whole format off: nobody is charged, any payment is refunded in full. */
  async function cancelFormat(format: FormatRow, reason: string): Promise<void> {
    const people = (await repo.interests(format.id)).filter((p) => !['declined', 'dropped', 'released', 'refunded'].includes(p.status));
    for (const person of people) {
      const payment = await repo.paymentOf(person.id);
      if (payment?.status === 'paid') await deps.tickets.refund(payment, payment.amountCents);
    }
    for (const group of await repo.groups(format.id)) await repo.setGroupStatus(group.id, 'cancelled', at());
    await setStatus(people, 'cancelled');
    await repo.setPhase(format.id, 'cancelled', at());
    await formats.cancel(format.id, at());
    await repo.addActivity(format.id, 'cancellation', reason, at());
    await notices.tell(format, people, { kind: 'cancelled' });
    await notices.tellHost(format, { kind: 'host-called-off', key: format.id, reason });
  }

  /** The refund cutoff of the earliest of these first sessions: 48 hours before its start in the city (ms). */
  function cutoffBefore(format: FormatRow, dates: readonly { date: string; time: string }[]): number {
    const city = format.format.venue.city;
    return Math.min(...dates.map((d) => sessionTimes(d.date, d.time, city).startsAt.getTime())) - CUTOFF_MS;
  }

  return { deps, db, now, repo, sessions, formats, notices, at, daysFromNow, step, peopleOf, setStatus, cancelFormat, cutoffBefore };
}

export type PhaseContext = ReturnType<typeof phaseContext>;
