import { expect, test } from './support/fixtures';

// Public experience pages and the deposit page as a signed-in member sees them on a phone: "count me in" opens the
// experience's registration (a visitor is asked to sign in first and comes back to it), and /payment is a member
// screen with the member layout; with the demo provider it loads no Stripe.js (the CSP would block it).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const EXPERIENCE = 'yvr-gastown-comedy';
const JOIN = `/emberite/experiences/${EXPERIENCE}/join`;

test('"count me in" on /yvr/:id opens the registration for a member, and sign-in first for a visitor', async ({ page, signIn }) => {
  await page.goto('/yvr');
  await expect(page.getByRole('link', { name: 'create an account' })).toBeVisible();
  await page.goto(`/yvr/${EXPERIENCE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('comedy night in gastown');
  await page.getByRole('link', { name: 'count me in' }).click();
  await expect(page).toHaveURL(`/login?redirectedFrom=${encodeURIComponent(JOIN)}`);

  await signIn({ hasProfile: true });
  // A member has an account: the list offers no "create an account", each evening's "count me in" is the way in.
  await page.goto('/yvr');
  await expect(page.getByRole('heading', { level: 2, name: 'upcoming evenings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'comedy night in gastown' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'create an account' })).toHaveCount(0);
  await page.goto(`/yvr/${EXPERIENCE}`);
  await page.getByRole('link', { name: 'count me in' }).click();
  await expect(page).toHaveURL(JOIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('register for comedy night in gastown');
  await expect(page.getByRole('navigation', { name: 'member' })).toBeVisible();
});

test('/payment is a member screen: the member layout, nothing for visitors, and no Stripe.js without a publishable key', async ({
  page,
  signIn,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const stripeRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('stripe.com')) stripeRequests.push(request.url());
  });
  await page.goto('/payment');
  await expect(page).toHaveURL(`/login?redirectedFrom=${encodeURIComponent('/payment')}`);
  await signIn({ hasProfile: true });
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'your deposit' })).toBeVisible();
  await expect(page.getByText(/no money moves/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'member' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'get your invite' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(await page.locator('script[src*="stripe.com"]').count()).toBe(0);
  expect(stripeRequests).toEqual([]);
  expect(errors).toEqual([]);
});
