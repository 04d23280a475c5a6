import type { Page } from '@playwright/test';

/**
 * A broken proxy on the way: the first tus PATCH of the page's video upload reaches the real server with its first
 * 4 KiB zeroed, so the server reads the bytes and refuses them; every later request passes untouched. Answers how many
 * requests it damaged so far.
 */
export async function damageFirstVideoChunk(page: Page): Promise<() => number> {
  let damaged = 0;
  await page.route('**/api/videos/tus/*', async (route) => {
    const body = route.request().postDataBuffer();
    if (damaged > 0 || route.request().method() !== 'PATCH' || !body) return route.fallback();
    damaged += 1;
    body.fill(0, 0, 4096);
    await route.continue({ postData: body });
  });
  return () => damaged;
}
