import { EXPERIENCES_TIME_ZONE } from '../../../shared/experiences';
import { timeZoneOf } from '../../../shared/format-check-in';
import type { MyPayment } from '../../../shared/payments-contract';
import { cityById, meetingAt, type SlotId } from '../../../shared/weekly-cycle';
import type { Database } from '../../db/database';
import type { CatalogRepo } from '../experiences/catalog-repo';
import { ledgerRepo } from '../ledger/repo';
import { programJourneyRepo } from '../programs/journey-repo';
import { paymentsRepo } from './repo';
import { tipsRepo } from './tips-repo';

/** The weekly cycle's only city so far: a group whose city is unknown here still has a calendar to be shown on. */
const FIRST_CITY_ZONE = 'America/Toronto';

/** A group's city's time zone and its meetup, from the group's city, week and slot. */
function groupTimes(group: { city: string | null; week: string | null; slot: SlotId | null }) {
  const timeZone = (group.city && cityById(group.city)?.timeZone) || FIRST_CITY_ZONE;
  const meetupAt = group.week && group.slot ? meetingAt(group.week, group.slot, timeZone).toISOString() : null;
  return { timeZone, meetupAt };
}

/**
 * A member's own money in one list, newest first (GET /api/payments/mine): their deposits (deposit_holds and the
 * ledger's refunds), tips and program tickets. Each table is read through its own repo, always by the member's id (or
 * the ids of their own rows), so nothing of anyone else's is ever read. A ticket's amounts are the ledger's sums.
 */
export function myPayments(db: Database, catalog: CatalogRepo) {
  const holds = paymentsRepo(db);
  const tips = tipsRepo(db);
  const tickets = programJourneyRepo(db);
  const ledger = ledgerRepo(db);

  async function depositsOf(userId: string): Promise<MyPayment[]> {
    const rows = await holds.holdsOf(userId);
    // What came back of a deposit: a no-show charge refunded after a dispute.
    const refunded = new Map<string, number>();
    for (const entry of await ledger.ofHolds(rows.map((row) => row.id)))
      if (entry.kind === 'hold-refunded') refunded.set(entry.holdId!, (refunded.get(entry.holdId!) ?? 0) + entry.amountCents);
    const titles = new Map<string, string | null>();
    for (const row of rows)
      if (row.purpose === 'experience' && !titles.has(row.subjectId))
        titles.set(row.subjectId, (await catalog.find(row.subjectId))?.title ?? null);
    return rows.map((row) => ({
      id: `deposit:${row.id}`,
      kind: 'deposit',
      status: row.status === 'captured' && refunded.has(row.id) ? 'refunded' : row.status,
      amountCents: row.amountCents,
      refundedCents: refunded.get(row.id) ?? 0,
      currency: row.currency,
      at: row.createdAt,
      ...(row.purpose === 'group'
        ? { ...groupTimes(row), title: null }
        : { timeZone: EXPERIENCES_TIME_ZONE, meetupAt: null, title: titles.get(row.subjectId) ?? null }),
    }));
  }

  async function tipsOf(userId: string): Promise<MyPayment[]> {
    return (await tips.mine(userId)).map((row) => ({
      id: `tip:${row.id}`,
      kind: 'tip',
      status: row.status,
      amountCents: row.amountCents,
      refundedCents: 0,
      currency: row.currency,
      at: row.createdAt,
      ...groupTimes(row),
      title: null,
    }));
  }

  async function ticketsOf(userId: string): Promise<MyPayment[]> {
    const rows = await tickets.paymentsOfUser(userId);
    const sums = new Map((await ledger.tickets(rows)).map((sum) => [sum.paymentId, sum]));
    return rows.map((row) => {
      const sum = sums.get(row.id);
      return {
        id: `ticket:${row.id}`,
        kind: 'ticket',
        status: row.status,
        // Charged: the ledger's; never charged (paying, failed): what was asked, so the line says what was tried.
        amountCents: sum?.chargedCents ?? row.amountCents,
        refundedCents: sum?.refundedCents ?? 0,
        currency: sum?.currency ?? row.currency,
        at: row.createdAt,
        timeZone: timeZoneOf(row.city),
        meetupAt: null,
        title: row.formatTitle,
      };
    });
  }

  return {
    async of(userId: string): Promise<MyPayment[]> {
      const all = [...(await depositsOf(userId)), ...(await tipsOf(userId)), ...(await ticketsOf(userId))];
      return all.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
    },
  };
}

export type MyPaymentsService = ReturnType<typeof myPayments>;
