import crypto from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { adminsRepo } from '../../server/features/admins/repo';
import { oidcRepo } from '../../server/features/auth/oidc/repo';
import { CHATS } from '../../shared/chats';
import { createMember, type MemberOptions } from '../helpers/members';
import { expectNoSeriousAxeViolations as scan } from './support/axe';
import { brandUrl, CHROMIUM_ARGS, chromiumPath } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { formatPayload } from './support/format-journey';
import { draftAt, heading, openAt, pressTooEarly } from './support/onboarding';
import { gettingStartedDoneIn } from './support/journey-state';
import { changeProfile, VIBE_CHECK_BY_VIDEOS, VIBE_CHECK_UNANSWERED } from './support/profile-answers';
import { untilWorkerActive } from './support/service-worker';
import { damageFirstVideoChunk } from './support/damaged-upload';
import { addVideo } from './support/video-rows';

// axe on every screen state, once, on a computer's screen (accessibility-phone.spec.ts has the phone's): the public
// pages, then the signed-in screens, each state arranged through the database or the API, and through the screens
// only where what is on screen is the state (a wizard's step, a dialog, a recording). The behaviour of each screen is
// tested in its own spec.

// Several scans a test: one took up to 15 s on this 2-core machine under other work's load.
test.describe.configure({ timeout: 120_000 });
// Chromium's fake camera for the recordings; the camera is allowed only where a test grants it (elsewhere refused).
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });

const PUBLIC_PAGES = [
  '/',
  '/press',
  '/become-a-host',
  '/hosts',
  '/programs',
  '/program/pottery',
  '/program/no-such-program',
  '/faq',
  '/about',
  '/terms-of-use',
  '/privacy-policy',
  '/shopify-builders',
  '/poetry',
  '/yvr',
  '/start',
  '/login',
  '/create-account',
  '/emberite/experiences/poetry-night/join',
  '/category/creative',
  '/no-such-page',
];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;

for (const path of PUBLIC_PAGES) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page).first()).toBeVisible();
    await scan(page, path);
  });
}

for (const host of ['advenchy.localhost', 'kindling.localhost']) {
  test(`axe finds no serious violations on the ${host.split('.')[0]} landing page`, async ({ page }) => {
    await page.goto(brandUrl(host));
    await expect(h1(page).first()).toBeVisible();
    await scan(page, host);
  });
}

test('no page breaks the Content Security Policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(h1(page).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('axe: the code entry and /register with an address typed', async ({ page }) => {
  await page.goto('/login?redirectedFrom=%2Fcomplete-profile');
  await page.getByLabel('email').fill(email('person'));
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeFocused();
  await scan(page, 'code entry');

  await page.goto('/register');
  await page.getByLabel('email').fill(email('person'));
  await expect(page.getByRole('button', { name: 'send code' })).toBeEnabled();
  await scan(page, '/register, an address typed');
});

test('axe: the magic link, with and without its parameters, a failed provider callback and session expired', async ({ page }) => {
  // The link's page asks for the person's click before anything is checked, so any secret shows it.
  const linked = email('link');
  await page.goto(`/login/magic-link?email=${encodeURIComponent(linked)}&secret=not-the-secret`);
  await expect(page.getByRole('button', { name: `sign in as ${linked}` })).toBeVisible();
  await scan(page, 'magic link');
  await page.goto('/login/magic-link?email=sam%40example.com');
  await expect(h1(page)).toHaveText('Verification Failed');
  await scan(page, 'magic link without its parameters');
  await page.goto('/login/callback/google?state=abc');
  await expect(h1(page)).toHaveText('Authentication Failed');
  await scan(page, 'provider callback');
  await page.goto('/session-expired');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'signing you in again in' })).toBeVisible();
  await scan(page, 'session expired');
});

test('axe: the /start wizard’s hosting step, its photo warning and an interest’s dialog', async ({ page }) => {
  await openAt(page, '/start', draftAt('hosting', { canHost: false }));
  await expect(heading(page)).toBeVisible();
  await scan(page, 'hosting');
  await openAt(page, '/start', draftAt('photo'));
  await page.getByRole('button', { name: 'skip for now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'photo warning');
  await openAt(page, '/start', draftAt('interests'));
  await page.getByRole('button', { name: 'photography' }).click();
  await expect(page.getByRole('dialog', { name: 'tell more about photography' })).toBeVisible();
  await scan(page, 'interest dialog');
});

test('axe: the /start wizard’s "looking good!", and its name step pressed on too early', async ({ page }) => {
  await openAt(page, '/start', draftAt('looking-good'));
  await expect(heading(page)).toHaveText('looking good!');
  await scan(page, 'looking good');
  await openAt(page, '/start', draftAt('name', { firstName: '' }));
  await pressTooEarly(page, 'next');
  await expect(page.getByRole('alert')).toBeVisible();
  await scan(page, 'name, not answered yet');
});

test('axe: /complete-profile and /interests for someone signed in without a profile', async ({ page, signIn }) => {
  await signIn({ hasProfile: false });
  for (const [path, name] of [
    ['/complete-profile', 'complete your profile'],
    ['/interests', 'your interests'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await scan(page, path);
  }
});

/** A member with a full profile, signed in on this context. */
async function member(context: BrowserContext, baseURL: string, database: Parameters<typeof createMember>[0], options: MemberOptions) {
  const made = await createMember(database, { email: email(options.firstName?.toLowerCase() ?? 'sam'), ...options });
  await context.addCookies([{ name: 'sid', value: made.sessionId, url: baseURL }]);
  return made;
}

/** Opens each path and scans it once its heading shows. */
async function scanScreens(page: Page, screens: readonly (readonly [path: string, heading: string])[]) {
  for (const [path, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await scan(page, path);
  }
}

test('axe: /me with four interests, the settings list, agreements, and a preview with a bucket list', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const me = await member(context, baseURL!, database, {
    firstName: 'Noor',
    interests: ['book club', 'photography', 'cooking & food culture', 'board games & strategy'],
  });
  await changeProfile(database, me.email, { bucketList: ['sail to the islands'] });
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
  await scan(page, '/me');
  await scanScreens(page, [
    ['/emberite/settings', 'settings'],
    ['/emberite/settings/agreements', 'agreements'],
  ]);
  await page.goto('/emberite/settings/preview');
  await expect(page.getByRole('region', { name: 'bucket list' })).toContainText('sail to the islands');
  await scan(page, 'preview');
});

test('axe: basic info, visibility without videos, authentication with an unknown provider', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const me = await member(context, baseURL!, database, { firstName: 'Ode' });
  await oidcRepo(database).linkIdentity({
    issuer: 'https://id.example.test',
    subject: `subject-${crypto.randomUUID()}`,
    provider: 'okta',
    userId: me.email,
    email: me.email,
    createdAt: new Date().toISOString(),
  });
  await page.goto('/emberite/settings/basic');
  await expect(page.getByLabel('ideal age range')).toHaveValue('29-41');
  await scan(page, 'basic info and preferences');
  await scanScreens(page, [['/emberite/settings/visibility', 'visibility']]);
  await page.goto('/emberite/settings/auth');
  await expect(page.getByRole('listitem').filter({ hasText: 'Unknown Provider' })).toBeVisible();
  await scan(page, 'authentication, an unknown provider');
});

test('axe: download my data, delete account, and the page a deleted account lands on', async ({ page, context, signIn }) => {
  await signIn({ hasProfile: true });
  await scanScreens(page, [
    ['/emberite/settings/my-data', 'download my data'],
    ['/emberite/settings/delete-account', 'delete account'],
  ]);
  // It is public: what it shows needs no account.
  await context.clearCookies();
  await page.goto('/account-deleted');
  await expect(page.getByRole('status')).toContainText('Everything we kept about you is gone');
  await scan(page, '/account-deleted');
});

test('axe: people, Search Settings, availability and the experiences list, coming soon with their switches off', async ({
  page,
  signIn,
}) => {
  await signIn({ hasProfile: true });
  for (const path of ['/emberite/people', '/emberite/peopleFilterSettings', '/emberite/availability', '/emberite/experiences']) {
    await page.goto(path);
    await expect(page.getByText('This feature is coming soon! Apologies for inconvenience.')).toBeVisible();
    await scan(page, path);
  }
});

test('axe: the bucket list being edited, and visibility with a video approved and one waiting', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const me = await member(context, baseURL!, database, { firstName: 'Bo' });
  await page.goto('/emberite/settings/bucketlist');
  await page.getByLabel('bucket list item 1', { exact: true }).fill('learn to surf');
  for (const [n, text] of [
    [2, 'remove me'],
    [3, 'see the northern lights'],
  ] as const) {
    await page.getByRole('button', { name: 'add an item' }).click();
    await page.getByLabel(`bucket list item ${n}`, { exact: true }).fill(text);
  }
  await page.getByRole('button', { name: 'remove bucket list item 2' }).click();
  await expect(page.getByRole('list', { name: 'your bucket list' }).getByRole('textbox')).toHaveCount(2);
  await scan(page, 'bucket list, edited');

  await addVideo(database, me, 'hidden_talent', 'fun', 'approved');
  await addVideo(database, me, 'city_tip', 'useful', 'pending');
  await page.goto('/emberite/settings/visibility');
  await expect(page.getByText('So far: your fun video is approved, your useful video is waiting for review.')).toBeVisible();
  await scan(page, 'visibility, a video approved and one waiting');
});

test('axe: the invites, none yet and one active', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/settings/invites');
  await expect(page.getByText('no invites created yet')).toBeVisible();
  await scan(page, 'invites, none yet');
  const made = await page.request.post('/api/invites', { headers: { 'Idempotency-Key': crypto.randomUUID() }, data: { textPart: 'Bo' } });
  expect(made.status(), await made.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('list', { name: 'your invites' })).toContainText('max uses5');
  await scan(page, 'invites, one active');
});

const row = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`^${name}`) });

test('axe: edit profile, and a locked field’s dialog', async ({ page, context, baseURL, database }) => {
  await member(context, baseURL!, database, { firstName: 'Lu' });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'edit profile' })).toBeVisible();
  await scan(page, 'edit profile');
  await row(page, 'profile', 'age').click();
  await expect(page.getByRole('dialog', { name: "can't edit age" })).toBeVisible();
  await scan(page, "can't edit age");
});

test('axe: the neighbourhoods and interests steps, opened from edit profile', async ({ page, context, baseURL, database }) => {
  await member(context, baseURL!, database, { firstName: 'Lu', interests: ['book club', 'chess by the lake'] });
  await page.goto('/settings');
  await row(page, 'logistics', 'neighborhoods').click();
  await expect(page.getByRole('heading', { level: 1, name: 'where do you want to meet?' })).toBeVisible();
  await scan(page, 'neighbourhoods, edited from settings');
  await page.getByRole('button', { name: '← back to settings' }).click();
  await row(page, 'interests', 'interests').click();
  await expect(page.getByRole('heading', { level: 1, name: 'what topics are you curious about?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'save' })).toBeVisible();
  await scan(page, 'interests, edited from settings');
});

test('axe: /home for a member without a photo, and the photo step it leads to', async ({ page, context, baseURL, database }) => {
  await member(context, baseURL!, database, { firstName: 'Noa', photo: false });
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'add a photo to be matched' });
  await expect(card).toBeVisible();
  await scan(page, '/home without a photo');
  await card.getByRole('link', { name: 'add a photo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'choose your profile photo' })).toBeVisible();
  await scan(page, 'photo, chosen from settings');
});

const vibeStep = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('axe: the vibe check’s first three steps, nothing answered yet', async ({ page, context, baseURL, database }) => {
  const me = await member(context, baseURL!, database, { firstName: 'Vi' });
  // createMember answers the vibe check already: a fresh member has answered nothing.
  await changeProfile(database, me.email, VIBE_CHECK_UNANSWERED);
  await page.goto('/vibe-check');
  await expect(vibeStep(page, 'romantic openness')).toBeVisible();
  await scan(page, 'romantic openness');
  await page.getByRole('radio', { name: 'open to romance' }).check();
  await page.getByRole('button', { name: 'continue' }).click();
  await expect(vibeStep(page, 'looking to meet')).toBeFocused();
  await scan(page, 'looking to meet');
  await page.getByRole('checkbox', { name: 'men', exact: true }).check();
  await page.getByRole('button', { name: 'continue' }).click();
  await expect(vibeStep(page, 'age range')).toBeFocused();
  await scan(page, 'age range');
});

test('axe: the vibe check’s discovery preference, and "other" waiting for its words', async ({ page, context, baseURL, database }) => {
  const me = await member(context, baseURL!, database, { firstName: 'Vic' });
  // Answered up to the ages: the check reopens at its first unanswered step.
  await changeProfile(database, me.email, { discoveryPreference: null, discoveryPreferenceOther: '' });
  await page.goto('/vibe-check');
  await expect(vibeStep(page, 'discovery preference')).toBeVisible();
  await scan(page, 'discovery preference');
  await page.getByRole('radio', { name: 'other' }).check();
  await page.getByLabel('what would you prefer?').fill('   ');
  await expect(page.getByRole('button', { name: 'finish' })).toBeDisabled();
  await scan(page, 'discovery preference, other without words');
});

test('axe: the vibe check’s summary with the practice videos, and a practice recording kept on the device', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const me = await member(context, baseURL!, database, { firstName: 'Pia' });
  await changeProfile(database, me.email, VIBE_CHECK_BY_VIDEOS);
  await context.grantPermissions(['camera', 'microphone']);
  await page.goto('/vibe-check');
  const practice = page.getByRole('region', { name: 'practice videos' });
  await expect(practice.getByRole('radio', { name: 'A scientific fact you love' })).toBeChecked();
  await scan(page, 'your preferences, with the practice videos');
  await practice.getByRole('button', { name: 'record a practice video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(practice.getByRole('list', { name: 'practice recordings on this device' }).getByRole('listitem')).toHaveCount(1);
  await scan(page, 'a practice recording kept');
});

const kept = (page: Page) => page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');

test('axe: the videos screen, a recording kept on the device, and one the server refused, with the reason', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  await member(context, baseURL!, database, { firstName: 'Vee' });
  await context.grantPermissions(['camera', 'microphone']);
  await page.goto('/emberite/settings/videos');
  await expect(page.getByText('no videos uploaded yet.')).toBeVisible();
  await scan(page, 'videos, none yet');
  // A second or so: a short recording, which goes up by tus like any other.
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^1[2-4] s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  await expect(kept(page)).toHaveCount(1);
  await page.reload();
  await expect(kept(page)).toHaveCount(1);
  await scan(page, 'a recording kept on the device');

  // Its bytes damaged on the way (a broken proxy): the real server reads and refuses them, and says why.
  await damageFirstVideoChunk(page);
  await kept(page).getByRole('button', { name: 'upload' }).click();
  await expect(kept(page).getByText('the server did not take this video; your recording is still on this device.')).toBeVisible({
    timeout: 20_000,
  });
  await page.reload();
  await expect(kept(page)).toContainText(/This (video is damaged or incomplete|file is not a video we can take)/);
  await scan(page, 'a recording the server refused, with the reason');
});

test('axe: the recorder counting down', async ({ page, context, signIn }) => {
  await signIn({ hasProfile: true });
  await context.grantPermissions(['camera', 'microphone']);
  await page.goto('/emberite/settings/videos');
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^1[0-4] s$/, { timeout: 10_000 });
  await scan(page, 'recording, counting down');
});

test('axe: a camera the browser refuses, and /me with a video waiting for review', async ({ page, context, baseURL, database }) => {
  const me = await member(context, baseURL!, database, { firstName: 'Dee' });
  await addVideo(database, me, 'city_tip', 'useful', 'pending');
  await page.goto('/me');
  await expect(page.getByRole('list', { name: 'your vibe check videos' }).getByText('Your best Toronto tip')).toBeVisible();
  await scan(page, '/me, a video waiting for review');
  // The camera is not allowed here: the recorder closes and says how to allow it.
  await page.goto('/emberite/settings/videos');
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('alert')).toContainText('Camera access was denied. To record, allow the camera');
  await scan(page, 'camera refused');
});

test('axe: a recording stopped by a full device, what was recorded kept', async ({ page, context, signIn }) => {
  await signIn({ hasProfile: true });
  await context.grantPermissions(['camera', 'microphone']);
  // From the second chunk on, IndexedDB answers as a full phone does.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    let chunks = 0;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (this.name === 'recordingChunks' && ++chunks > 1) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/emberite/settings/videos');
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('alert')).toContainText('Your device is out of storage space', { timeout: 15_000 });
  await expect(kept(page)).toHaveCount(1);
  await scan(page, 'out of storage, what was recorded kept');
});

test('axe: the journey’s Final Step, and its roadmaps with nothing completed', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/journey');
  await expect(h1(page)).toHaveText('Final Step');
  await page.getByRole('radio', { name: 'useful' }).check();
  await page.getByRole('button', { name: 'another idea' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'How you organize your day', exact: true })).toBeVisible();
  await scan(page, 'Final Step');
  await page.getByRole('button', { name: 'see my journey first' }).click();
  await expect(page.getByText('0% complete')).toBeVisible();
  await scan(page, 'the roadmaps, nothing completed');
});

test('axe: a journey step offline, before and after it is completed', async ({ page, context, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/journey/getting-started/anonymous-feedback');
  await expect(page.getByRole('heading', { level: 2, name: 'One question, after every coffee' })).toBeVisible();
  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'One question, after every coffee' })).toBeVisible();
  await scan(page, 'a step, offline');
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(page.getByText('You completed this step.')).toBeVisible();
  await scan(page, 'a step completed offline');
  await context.setOffline(false);
});

test('axe: the journey all set, with the Vancouver bonus', async ({ page, context, baseURL, database }) => {
  const ayla = await member(context, baseURL!, database, { firstName: 'Ayla' });
  await gettingStartedDoneIn(database, ayla, 'CA:BC:Vancouver');
  await page.goto('/emberite/journey');
  await page.getByRole('button', { name: 'see my journey first' }).click();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bonus: Vancouver founders’ giveaway steps' })).toBeVisible();
  await scan(page, 'all set, with the Vancouver bonus');
});

test('axe: a chat with an answer, and a chat that does not exist', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/chat/general-chat');
  await page.getByRole('button', { name: 'Who can see my picks?' }).click();
  await expect(page.getByRole('log', { name: 'messages' }).getByRole('listitem').last()).toContainText(
    CHATS['general-chat'].responseDictionary.pick!,
  );
  await scan(page, 'general chat, answered');
  await page.goto('/emberite/chat/dance-party');
  await expect(h1(page)).toHaveText("we couldn't find this chat");
  await scan(page, 'chat not found');
});

test('axe: experience landings, a member’s and a visitor’s', async ({ page, signIn }) => {
  await page.goto('/experience/baza-dance-social');
  await expect(page.getByRole('region', { name: 'how it works' })).toBeVisible();
  await scan(page, 'default landing, a visitor');
  await signIn({ hasProfile: true });
  await page.goto('/experience/danceToday');
  await expect(page.getByRole('region', { name: 'how it works' })).toBeVisible();
  await scan(page, 'named landing, a member');
});

test('axe: the experience registration wizard, its first and last steps, and registered', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  const next = () => page.getByRole('button', { name: 'next step' }).click();
  await page.goto('/emberite/experiences/poetry-night-first-street/join');
  await expect(page.getByRole('progressbar', { name: 'registration progress' })).toHaveAttribute('aria-valuenow', '1');
  await scan(page, 'step 1');
  await page.getByRole('group', { name: 'which evenings could you make?' }).getByRole('checkbox').first().check();
  await next();
  await page.getByRole('checkbox', { name: 'karaoke' }).check();
  await next();
  await page.getByRole('group', { name: 'your ideal budget per person' }).getByRole('radio', { name: '$20 to $50' }).check();
  await page.getByRole('group', { name: 'the most you would spend' }).getByRole('radio', { name: '$50 to $100' }).check();
  await next();
  await page.getByRole('radio', { name: 'yes, I will upload my videos' }).check();
  await next();
  await page.getByRole('radio', { name: 'yes, hold $10.00 now' }).check();
  await scan(page, 'step 5, the deposit');
  await page.getByRole('button', { name: 'register' }).click();
  await expect(page.getByRole('heading', { name: "you're registered" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: "you're registered" })).toBeVisible();
  await scan(page, 'registered');
});

test('axe: a host’s formats and a format’s details', async ({ page, signIn }) => {
  const host = await signIn({ hasProfile: true, isHost: true });
  let id = '';
  for (const title of ['Undated supper club', 'Sourdough Sunday', 'Pottery night']) {
    const made = await page.request.post('/api/event-format/draft', {
      data: { format: formatPayload(title), hostInfo: { email: host.email, isNewHost: false } },
    });
    expect(made.status()).toBe(201);
    id = ((await made.json()) as { id: string }).id;
  }
  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
  await scan(page, 'your formats');
  await page.goto(`/host/format/${id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pottery night' })).toBeVisible();
  await scan(page, "a format's details");
  await page.goto(`/host/format/${id}/edit`);
  await expect(page.getByRole('slider', { name: /smallest group/ })).toBeVisible();
  await scan(page, "a draft's edit screen");
  expect((await page.request.post(`/api/event-format/${id}/publish`)).status()).toBe(200);
  await page.goto(`/host/format/${id}/edit`);
  await expect(page.getByLabel('address and venue details')).toBeVisible();
  await scan(page, "a published format's edit screen");
  await page.goto(`/host/format/${id}/details`);
  await page.getByRole('button', { name: 'cancel this program' }).click();
  await expect(page.getByRole('dialog', { name: 'cancel this program?' })).toBeVisible();
  await scan(page, 'the dialog before cancelling a program');
  await page.getByRole('button', { name: 'keep it' }).click();
  await page.goto('/create-event');
  await expect(page.getByRole('navigation', { name: 'host' })).toBeVisible();
  await scan(page, 'the wizard in the host layout');
});

test('axe: the video review desk, with a video waiting and after a rejection with its reason', async ({ page, signIn, database }) => {
  const admin = await signIn({ hasProfile: true });
  await adminsRepo(database).setAdmin(admin.email, true);
  const cal = await createMember(database, { firstName: 'Cal', email: email('cal') });
  const video = await addVideo(database, cal, 'hidden_talent', 'fun', 'pending');
  await page.goto('/admin/review');
  await expect(
    page
      .getByRole('region', { name: /videos waiting/ })
      .getByRole('article', { name: /^Cal: / })
      .first(),
  ).toBeVisible();
  await scan(page, 'videos waiting');
  const rejected = await page.request.post(`/api/review/videos/${video}/reject`, {
    data: { reason: 'the sound is too quiet to hear you' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'recently reviewed' }).getByText('reason given: the sound is too quiet to hear you').first(),
  ).toBeVisible();
  await scan(page, 'recently reviewed, a reason given');
});
