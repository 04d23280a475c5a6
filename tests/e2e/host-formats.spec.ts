import { FORMAT_COPY } from '../../shared/event-formats';
import type { EventFormatCreated } from '../../shared/event-formats-contract';
import { eventFormatPayload } from '../helpers/event-format-payload';
import { expect, test } from './support/fixtures';

// A host's formats at /host/formats, from the event-format API: filtered by status, a draft
// published (refused with the rule it breaks until it follows them) or deleted, a format's details, "Format not found".
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** The helper's format with a date a month ahead (allowed: after today + 7 + 2 + 3 days), or with none. */
const payload = (title: string, withDate: boolean) => {
  const format = eventFormatPayload({ title, tags: [] }, inAMonth());
  return withDate ? format : { ...format, possibleDates: [] };
};

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

  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.getByRole('button', { name: 'publish Undated supper club' }).click();
  await expect(page.getByRole('alert')).toHaveText(FORMAT_COPY.dates);
  // docs/product-rules.md#host-dashboard: a non-OK event-format answer raises 'API Error: {status} - {statusText}', logged; the screen shows our body's words.
  expect(logged.some((text) => text.startsWith('API Error: 400 - Bad Request'))).toBe(true);
  await page.getByRole('button', { name: 'publish Sourdough Sunday' }).click();
  await expect(page.getByRole('button', { name: 'publish Sourdough Sunday' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'active' }).check();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sourdough Sunday']);
  await page.getByRole('radio', { name: 'draft' }).check();
  await page.getByRole('button', { name: 'delete Pottery night' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Undated supper club']);

  await page.goto(`/host/format/${bread}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sourdough Sunday' })).toBeVisible();
  await expect(page.getByText('$45 CAD ticket, 1 session (you earn $36.00 CAD)')).toBeVisible();
  await page.goto('/host/format/no-such-format/details');
  await expect(page.getByRole('heading', { level: 1, name: FORMAT_COPY.notFound })).toBeVisible();
  expect(undated).toBeTruthy();
});
