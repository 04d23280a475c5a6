import crypto from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Database } from '../../../server/db/database';
import type { NewProfile } from '../../../server/features/profiles/profile-json';
import { profilesRepo } from '../../../server/features/profiles/repo';
import { newestSignInMail } from './dev-mail';
import { emptyDraft, wizardSteps, type OnboardingDraft, type OnboardingStepId } from '../../../shared/onboarding';

/** Helpers for the /start wizard specs (onboarding.spec.ts, onboarding-wizard.spec.ts). */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Presses a button once the 600 ms step lock has let go (the wizard is aria-busy while it holds). */
export async function press(page: Page, name: string) {
  await expect(page.locator('.wizard')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name, exact: true }).click();
}

/**
 * Presses a 'next' that only looks disabled (aria-disabled): people can still press it and are told what is
 * missing. Playwright treats aria-disabled as disabled, so the click is forced once that state is confirmed.
 */
export async function pressTooEarly(page: Page, name: string, within: Page | Locator = page) {
  await expect(page.locator('.wizard')).toHaveAttribute('aria-busy', 'false');
  const button = within.getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true });
}

/** Everything up to the topics answered (no photo: it may be added later). */
export const READY_DRAFT: Partial<OnboardingDraft> = {
  neighborhoods: ['midtown'],
  canHost: false,
  hostingDetails: { hasVenue: false, venueName: '' },
  selectedSlots: [{ day: 'Sunday', time: '9 AM' }],
  firstName: 'Sam',
  age: 40,
  sex: 'male',
  selectedInterests: [
    { name: 'book club', lookingFor: 'a small group reading one novel a month', contribute: 'good picks and a quiet café nearby' },
  ],
};

/** A draft answered up to `step`, standing on it. */
export function draftAt(step: OnboardingStepId, fields: Partial<OnboardingDraft> = {}): OnboardingDraft {
  const draft = { ...emptyDraft(), ...READY_DRAFT, ...fields };
  return { ...draft, currentStep: wizardSteps(draft.aiPromptCopied).indexOf(step) };
}

/** Writes a draft straight into the app's local database (the page must have opened /start once). */
export function seedDraft(page: Page, draft: OnboardingDraft) {
  return page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('onboardingDraft', 'readwrite');
          transaction.objectStore('onboardingDraft').put({ key: 'current', draft: value });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    draft,
  );
}

/** Opens /start (which creates the local database), puts the draft in and reloads onto its step. */
export async function openAt(page: Page, url: string, draft: OnboardingDraft) {
  await page.goto(url);
  await expect(heading(page)).toBeVisible();
  await seedDraft(page, draft);
  await page.reload();
}

/**
 * A newcomer finishes the wizard and enters the mailed code; their profile request is held until the same person's
 * profile has been made on another device (through the profiles repo on `database`), then sent: the server answers 409.
 * The address used.
 */
/** The profile the same person finished on another device. */
const elsewhereProfile: NewProfile = {
  firstName: 'Elsewhere',
  age: 30,
  sex: 'female',
  location: 'CA:ON:Toronto',
  newLocation: '',
  activityPreferences: [],
  categoryComments: {},
  neighborhoods: [],
  canHost: false,
  hostingDetails: { hasVenue: null, venueName: '' },
  availableTimeSlots: [],
  interests: [],
  inviteCode: null,
};

export async function profileMadeElsewhereWhileSending(page: Page, database: Database): Promise<string> {
  const email = `twice-${crypto.randomUUID()}@example.com`;
  let arrived!: () => void;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/profiles', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    arrived();
    await released;
    await route.continue();
  });
  await openAt(page, '/start', draftAt('register', { firstName: 'Here' }));
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(heading(page)).toHaveText('check your email');
  await page.getByLabel('6-digit code').fill((await newestSignInMail(email)).code);
  await reached;
  await profilesRepo(database).create(email, elsewhereProfile, null, new Date().toISOString());
  release();
  return email;
}
