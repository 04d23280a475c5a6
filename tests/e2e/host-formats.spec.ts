import { DEFAULT_STRATEGIES, FORMAT_COPY } from '../../shared/event-formats';
import type { EventFormatCreated, EventFormatPayload } from '../../shared/event-formats-contract';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 15 (first part): a host's formats at /host/formats, from the event-format API: filtered by status, a draft
// published (refused with the rule it breaks until it follows them) or deleted, a format's details, "Format not found".
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);

function payload(title: string, withDate: boolean): EventFormatPayload {
  return {
    title,
    description: 'Bake a loaf together, from starter to crust.',
    category: 'Cooking',
    timeline: { interestPeriodDays: 7, selectionPeriodDays: 2, confirmationPeriodDays: 3, cancellationPolicyHours: 24 },
    possibleDates: withDate ? [{ date: inAMonth(), time: '10:00-13:00' }] : [],
    groupFormation: {
      selectionMethod: 'HostApproval',
      requiresApproval: true,
      allowWaitlist: true,
      maxWaitlistSize: null,
      autoConfirm: false,
    },
    groupRules: { maxGroups: 1, multipleGroups: false, hostApproval: true, sameAttendeesMultipleGroups: false, ...DEFAULT_STRATEGIES },
    capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
    pricing: {
      currency: 'USD',
      basePrice: 45,
      discounts: [],
      refundPolicy: 'Flexible',
      includesFood: true,
      includesDrinks: false,
      includesMaterials: true,
      notes: '',
    },
    venue: { city: 'toronto', region: 'Ontario', country: 'Canada', neighborhood: 'Leslieville', venueDetails: '', isOnline: false },
    requirements: [],
    tags: [],
    isRecurring: false,
    recurringPattern: null,
  };
}

test('a host publishes a draft once it follows the rules, deletes another, and reads a format’s details', async ({ page, signIn }) => {
  const host = await signIn({ hasProfile: true, isHost: true });
  const draft = async (title: string, withDate: boolean) => {
    const made = await page.request.post('/api/event-format/draft', {
      data: { format: payload(title, withDate), hostInfo: { email: host.email, isNewHost: false } },
    });
    expect(made.status()).toBe(201);
    return ((await made.json()) as EventFormatCreated).id;
  };
  const undated = await draft('Undated supper club', false);
  const bread = await draft('Sourdough Sunday', true);
  await draft('Pottery night', true);

  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 1, name: 'your formats' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'publish Undated supper club' }).click();
  await expect(page.getByRole('alert')).toHaveText(FORMAT_COPY.dates);
  await page.getByRole('button', { name: 'publish Sourdough Sunday' }).click();
  await expect(page.getByRole('button', { name: 'publish Sourdough Sunday' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'active' }).check();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sourdough Sunday']);
  await page.getByRole('radio', { name: 'draft' }).check();
  await page.getByRole('button', { name: 'delete Pottery night' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Undated supper club']);

  await page.goto(`/host/format/${bread}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sourdough Sunday' })).toBeVisible();
  await expect(page.getByText('$45 (you earn $36)')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/host/format/no-such-format/details');
  await expect(page.getByRole('heading', { level: 1, name: FORMAT_COPY.notFound })).toBeVisible();
  expect(undated).toBeTruthy();
});
