import { clampLevel, type ReportBody } from '../../../shared/discover';
import type { DiscoverFilters } from '../../../shared/discover-filters';
import { CURRENT, db } from '../../data/db';
import { enqueue } from '../../data/outbox';

/**
 * The member's level for someone: saved on this device and queued for the server in one transaction, so it is on
 * screen at once and reaches the server exactly once, whenever the connection allows.
 */
export async function setPick(profileId: string, level: number): Promise<void> {
  const clamped = clampLevel(level);
  await db.transaction('rw', [db.picks, db.outbox], async () => {
    await db.picks.put({ profileId, level: clamped, updatedAt: new Date().toISOString() });
    await enqueue('set-pick', { profileId, level: clamped });
  });
}

/** Blocking takes the person out of this device's batch at once; the server hides them from then on. */
export async function blockMember(profileId: string): Promise<void> {
  await db.transaction('rw', [db.batchCards, db.outbox], async () => {
    await db.batchCards.delete(profileId);
    await enqueue('block-member', { profileId });
  });
}

/** Reporting also blocks (the server does both); details are cut to the allowed length by the form. */
export async function reportMember(report: ReportBody): Promise<void> {
  await db.transaction('rw', [db.batchCards, db.outbox], async () => {
    await db.batchCards.delete(report.profileId);
    await enqueue('report-member', report);
  });
}

/** The browse filters stay on this device only (they survive reloads; the server never sees them). */
export async function saveFilters(filters: DiscoverFilters): Promise<void> {
  await db.discoverFilters.put({ key: CURRENT, filters });
}
