import crypto from 'node:crypto';
import { addDaysTo, DEFAULT_STRATEGIES } from '../../../shared/event-formats';
import type { EventFormatPayload } from '../../../shared/event-formats-contract';
import { eventFormatsRepo } from '../programs/formats-repo';
import { programJourneyRepo } from '../programs/journey-repo';
import type { Database } from '../../db/database';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The demo's published event format: hosted by the demo host, marked "(demo)", taking interest, with three
 * demo people already interested, so /programs and the host area show the journey on an empty database.
 */
export async function addDemoFormat(db: Database, hostEmail: string, people: readonly { email: string; firstName: string }[], now: Date) {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const format: EventFormatPayload = {
    title: 'Sourdough for beginners (demo)',
    description:
      'A demo format: bake a loaf together, from starter to crust, and take one home. Say you are interested to see how the journey works; no money moves in the demo.',
    category: 'cooking',
    timeline: { interestPeriodDays: 7, selectionPeriodDays: 2, confirmationPeriodDays: 3, cancellationPolicyHours: 48 },
    possibleDates: [
      { date: addDaysTo(today, 16), time: '10:00-13:00' },
      { date: addDaysTo(today, 23), time: '10:00-13:00' },
    ],
    groupFormation: {
      selectionMethod: 'HostApproval',
      requiresApproval: true,
      allowWaitlist: true,
      maxWaitlistSize: null,
      autoConfirm: false,
    },
    groupRules: { maxGroups: 2, multipleGroups: true, hostApproval: true, sameAttendeesMultipleGroups: false, ...DEFAULT_STRATEGIES },
    capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
    pricing: {
      currency: 'CAD',
      basePrice: 45,
      discounts: [],
      refundPolicy: 'full-if-not-matched',
      cancellationPolicy: 'flexible',
      includesFood: true,
      includesDrinks: false,
      includesMaterials: true,
      notes: 'food: bread and butter',
    },
    venue: { city: 'toronto', region: 'Ontario', country: 'Canada', neighborhood: 'Leslieville', venueDetails: '', isOnline: false },
    requirements: ['an apron'],
    tags: [],
    isRecurring: false,
    recurringPattern: null,
  };
  const id = crypto.randomUUID();
  const formats = eventFormatsRepo(db);
  const journey = programJourneyRepo(db);
  const after = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  await formats.create({ id, ownerId: hostEmail, draftKeyHash: null, hostEmail, format }, at);
  await formats.publish(id, at, { interestClosesAt: after(7), selectionClosesAt: after(9), confirmationClosesAt: after(12) });
  await journey.addActivity(id, 'new_format', 'Published: taking interest for 7 days.', at);
  for (const person of people) {
    await journey.addInterest({ id: crypto.randomUUID(), formatId: id, email: person.email, name: person.firstName, about: '' }, at);
    await journey.addActivity(id, 'interest', `${person.firstName} is interested.`, at);
  }
}
