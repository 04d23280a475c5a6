import type { BrowserContext, Page } from '@playwright/test';
import type { TestMember } from '../../helpers/members';
import { expect } from './fixtures';

/** Signs the member in on this context and opens /settings the way a person does: from /me's "edit profile". */
export async function openSettings(page: Page, context: BrowserContext, baseURL: string, member: TestMember): Promise<void> {
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL }]);
  await page.goto('/me');
  await page.getByRole('link', { name: 'edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'edit profile' })).toBeVisible();
}

/** A row of one of /settings' lists ("profile", "logistics", "interests"), by the start of its name. */
export const settingsRow = (page: Page, list: string, name: string) =>
  page.getByRole('list', { name: list }).getByRole('button', { name: new RegExp(`^${name}`) });
