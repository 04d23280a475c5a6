import { DEMO_PEOPLE } from '../../server/features/demo/demo-people';
import { demoPortrait } from '../../server/features/demo/demo-photos';
import { processPhoto } from '../../server/features/media/photo-processing';
import { lateJoiners } from './support/late-joiners';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// The demo as a newcomer meets it (`npm start` on an empty database): faces with the project's drawn portraits, each
// stored as a member's upload is, not silhouettes. The server with the demo content, just after Thursday's release
// (the release done by its first tick).
const CLOCK_START = '2026-11-19T17:00:05Z';
test.use({ serverStart: { clock: CLOCK_START, demoData: true } });

test("a newcomer's first faces in the demo show each demo member's own portrait", async ({ browser, server }) => {
  test.setTimeout(90_000);
  const [newbie] = await lateJoiners(server, CLOCK_START, { firstName: 'Newbie' });
  const { context, page } = await memberPhone(browser, server, newbie, CLOCK_START);
  await page.goto(`${server.url}/home`);
  const faces = page.getByRole('region', { name: "this week's faces" });
  const cards = faces.locator('.profile-card');
  await expect(cards.first()).toBeVisible();
  await page.screenshot({ path: '/tmp/home-tour/test-demo-faces.png' });
  const shown = await cards.evaluateAll((all) =>
    all.slice(0, 6).map((card) => ({
      name: card.querySelector('.profile-card__link')!.childNodes[0]!.textContent!,
      src: card.querySelector('img')?.getAttribute('src') ?? null,
    })),
  );
  expect(shown).toHaveLength(6);
  for (const { name, src } of shown) {
    expect(src, name).not.toBeNull();
    const person = DEMO_PEOPLE.find((one) => one.firstName.toLowerCase() === name)!;
    const served = await page.request.get(`${server.url}${src}`);
    expect(served.ok()).toBe(true);
    expect((await served.body()).equals(await processPhoto(await demoPortrait(person))), name).toBe(true);
  }
  await context.close();
});
