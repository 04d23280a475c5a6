import { cityToday } from '../../../shared/event-formats';
import type { HostDashboard } from '../../../shared/format-journey-contract';
import type { Database } from '../../db/database';
import { eventFormatsRepo } from './formats-repo';
import { timeZoneOf } from '../../../shared/format-check-in';
import { attendanceOf, attendanceRate } from './attendance';
import { billingOf } from '../ledger/billing';
import { ledgerRepo } from '../ledger/repo';
import type { TicketSum } from '../ledger/rows';
import { programJourneyRepo } from './journey-repo';
import { sessionsRepo } from './sessions-repo';

const DAY_MS = 24 * 60 * 60_000;
const LIVE = new Set(['interest', 'selection', 'review', 'confirmation', 'confirmed']);
const ACTIVITY_SHOWN = 20;

/** "3 hours ago", as the activity list shows it. */
export function timeAgo(at: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/**
 * The host dashboard (docs/product-rules.md#host-dashboard) from real data: the metric cards with their change over the
 * last 30 days, the formats with their figures, the recent activity, the payments, and each format's funnel (interested →
 * picked → grouped → paid → attended) in counts only: who picked whom is never part of it. Attendance comes from the
 * sessions' check-ins (attendance.ts): each format's rate and the average are check-ins over paid participants x sessions
 * held so far; the funnel's "attended" is the paid people who checked in at least once.
 */
export async function hostDashboard(db: Database, ownerId: string, now: Date): Promise<HostDashboard> {
  const formats = await eventFormatsRepo(db).mine(ownerId);
  const repo = programJourneyRepo(db);
  const sessions = sessionsRepo(db);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const payments = await repo.paymentsOfFormats(formats.map((f) => f.id));
  // Every figure of money is a sum over the ledger.
  const ledger = await ledgerRepo(db).ticketsOfFormats(formats.map((f) => f.id));
  const ledgerOf = new Map(ledger.map((sum) => [sum.paymentId, sum]));
  const earned = (sums: readonly TicketSum[]) => sums.reduce((total, sum) => total + sum.hostCents, 0) / 100;
  const activity = await repo.activityOfOwner(ownerId, ACTIVITY_SHOWN);

  const rows: HostDashboard['formats'] = [];
  const funnel: HostDashboard['funnel'] = [];
  const interestDays = new Map<string, number>();
  let activeInterest = 0;
  let newInterest = 0;
  let checkInsAll = 0;
  let expectedAll = 0;
  for (const format of formats) {
    const [times, interests, groups, members, picks, formatSessions, checkIns] = await Promise.all([
      repo.times(format.id),
      repo.interests(format.id),
      repo.groups(format.id),
      repo.members(format.id),
      repo.allPicks(format.id),
      sessions.ofFormat(format.id),
      sessions.checkInsOfFormat(format.id),
    ]);
    const phase = times?.phase ?? 'draft';
    const confirmed = groups.filter((g) => g.status === 'confirmed');
    const confirmedIds = new Set(confirmed.map((g) => g.id));
    const grouped = members.filter((m) => confirmedIds.has(m.groupId)).map((m) => m.interestId);
    const paidIds = new Set(payments.filter((p) => p.formatId === format.id && p.status === 'paid').map((p) => p.interestId));
    const attendance = attendanceOf(groups, members, paidIds, formatSessions, checkIns, timeZoneOf(format.format.venue.city), now);
    checkInsAll += attendance.checkIns;
    expectedAll += attendance.expected;
    if (phase === 'interest' || phase === 'selection') activeInterest += interests.filter((p) => p.status === 'interested').length;
    for (const person of interests) {
      if (person.createdAt >= monthAgo) {
        newInterest++;
        const day = person.createdAt.slice(0, 10);
        interestDays.set(day, (interestDays.get(day) ?? 0) + 1);
      }
    }
    const { groupRules, capacity, possibleDates } = format.format;
    const maxGroups = groupRules.multipleGroups ? groupRules.maxGroups : 1;
    // The next session of a confirmed group; before groups are made, the next possible date.
    const sessionDays = (await sessions.ofFormat(format.id)).filter((s) => confirmedIds.has(s.groupId)).map((s) => s.date);
    // Today in the format's city: an evening session in Vancouver is still "next" after midnight UTC.
    const today = cityToday(now, format.format.venue.city);
    const upcoming = (groups.length > 0 ? sessionDays : possibleDates.map((d) => d.date)).filter((d) => d >= today).sort();
    const taken = interests.filter((p) => p.status === 'selected' || p.status === 'paid').length;
    const lastActivity = activity.find((a) => a.formatId === format.id)?.createdAt ?? null;
    const live = format.status === 'active' && LIVE.has(phase);
    rows.push({
      id: format.id,
      title: format.title,
      status: format.status,
      phase,
      // A format that is over (held, cancelled, archived) has no next date and no places.
      nextDate: live ? (upcoming[0] ?? null) : null,
      interestedCount: interests.length,
      groupsFormed: confirmed.length,
      maxGroups,
      revenue: earned(ledger.filter((sum) => sum.formatId === format.id)),
      attendanceRate: attendanceRate(attendance),
      isLive: live,
      spotsLeft: live ? Math.max(0, maxGroups * capacity.maxParticipants - taken) : 0,
      createdDate: format.createdAt,
      lastActivity,
    });
    funnel.push({
      formatId: format.id,
      formatTitle: format.title,
      interested: interests.length,
      picked: new Set(picks.filter((p) => p.level >= 2).map((p) => p.from)).size,
      grouped: grouped.length,
      paid: paidIds.size,
      attended: attendance.people,
    });
  }

  const count = (status: string) => formats.filter((f) => f.status === status).length;
  const recent = (status?: string) => formats.filter((f) => f.createdAt >= monthAgo && (!status || f.status === status)).length;
  const revenue = earned(ledger);
  const recentIds = new Set(payments.filter((p) => p.createdAt >= monthAgo).map((p) => p.id));
  const recentRevenue = earned(ledger.filter((sum) => recentIds.has(sum.paymentId)));
  const titles = new Map(formats.map((f) => [f.id, f.title]));
  const days: HostDashboard['interestByDay'] = [];
  for (let back = 29; back >= 0; back--) {
    const date = new Date(now.getTime() - back * DAY_MS).toISOString().slice(0, 10);
    days.push({ date, count: interestDays.get(date) ?? 0 });
  }
  return {
    metrics: {
      totalFormats: { value: formats.length, trend: recent() },
      activeFormats: { value: count('active'), trend: recent('active') },
      draftFormats: { value: count('draft'), trend: recent('draft') },
      completedFormats: { value: count('completed'), trend: recent('completed') },
      averageAttendance: { value: attendanceRate({ checkIns: checkInsAll, expected: expectedAll }) ?? 0, trend: 0 },
      totalRevenue: { value: revenue, trend: recentRevenue },
      activeInterest: { value: activeInterest, trend: newInterest },
    },
    formats: rows,
    activity: activity.map((a) => ({
      id: a.id,
      type: a.type,
      message: a.message,
      time: timeAgo(a.createdAt, now),
      formatTitle: a.formatTitle,
      formatId: a.formatId,
      timestamp: a.createdAt,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      formatId: p.formatId,
      formatTitle: titles.get(p.formatId) ?? '',
      amountCents: p.amountCents,
      // What the ledger says of it: nothing before it is paid, the fee and share of what was kept after a refund.
      feeCents: ledgerOf.get(p.id)?.feeCents ?? 0,
      hostCents: ledgerOf.get(p.id)?.hostCents ?? 0,
      refundedCents: ledgerOf.get(p.id)?.refundedCents ?? 0,
      currency: p.currency,
      status: p.status,
      at: p.createdAt,
    })),
    billing: billingOf(ledger),
    funnel,
    interestByDay: days,
  };
}
