/**
 * HiGHS (the `highs` package: the solver compiled to WebAssembly), loaded once per process and shared by the
 * benchmarks' solvers: match-ilp.ts, match-lp-bound.ts and match-region-highs.ts.
 */
export type Highs = Awaited<ReturnType<typeof import('highs')['default']>>;

let highsPromise: Promise<Highs> | null = null;

export const loadHighs = (): Promise<Highs> => (highsPromise ??= import('highs').then((module) => module.default()));
