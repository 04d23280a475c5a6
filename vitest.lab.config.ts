import { defineConfig } from 'vitest/config';
import { common } from './vitest.config';

/**
 * `npm run test:lab`: the tests of the benchmarks' and research tools' code in bench/ (LP bounds, region checks,
 * proven optima, greedy baselines, the machine line, thread times, Lighthouse's helpers), none of it a product
 * command. Apart from `vitest run` (npm run test:unit) so the product's tests never wait on them; on small instances,
 * so the whole project takes seconds.
 */
export default defineConfig({
  test: {
    ...common,
    projects: [{ extends: true, test: { name: 'lab', include: ['bench/tests/**/*.test.ts'], isolate: false } }],
  },
});
