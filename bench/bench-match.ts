/**
 * `npm run bench:match`: the matching engine at 1,000, 10,000 and 100,000 members on generated weeks
 * (tests/helpers/match-instances.ts): the fast default (no budget), the anytime search with the weekly job's budget for
 * that size (budget.ts defaultCitySeconds: 15 s, 30 s, 60 s, counted as work), the plain greedy that places venue
 * bookers first (greedy-hosts-first.ts), and at N <= 10,000 an LP upper bound by column generation with HiGHS
 * (match-lp-bound.ts). Each matcher runs in a fresh child process so its peak memory (max RSS) is its own; every
 * output is checked against the hard rules. Targets are printed next to the figures.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { greedyHostsFirst } from './greedy-hosts-first';
import { describeMachine, type SpanShare, sharedSpanWarning, watchSpan } from './machine-facts';
import { lpUpperBound } from './match-lp-bound';
import { checkRegions } from './match-region-check';
import { highsRegionSolver } from './match-region-highs';
import { generateInstance } from '../tests/helpers/match-instances';
import type { MatchResult } from '../shared/matching';
import { defaultCitySeconds, workPerSecond } from '../server/features/matching/budget';
import { groupRuleViolations, mutualPairsInGroups } from '../server/features/matching/check-groups';
import { groupingResult, groupsByIndex, matchGroups } from '../server/features/matching/engine';
import { indexInstance } from '../server/features/matching/index-instance';

/** BENCH_SIZES=100000 runs some sizes only (e.g. to time the budgets on a quiet machine). */
const SIZES = process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').map(Number) : [1_000, 10_000, 100_000];
/** How long column generation may run for the bound (BENCH_BOUND_SECONDS; 0 skips the bound). */
const BOUND_SECONDS = Number(process.env.BENCH_BOUND_SECONDS ?? 600);
/**
 * BENCH_MIP_SECONDS > 0: after the bound, HiGHS' MIP solver looks that long for the best grouping among the groups the
 * column generation made (and the three runs' groups), starting from the budgeted run's: a grouping that exists, so
 * how far the engine is from what can be reached, not only from the bound. Off by default (it takes that long again).
 */
const MIP_SECONDS = Number(process.env.BENCH_MIP_SECONDS ?? 0);
/**
 * BENCH_REGION_CHECK=R > 0: after the runs, R regions of 3 and then of 4 nearby groups of the budgeted run's grouping
 * (with their members' unplaced picks) are regrouped by exhaustive search, each better regrouping kept
 * (match-region-check.ts): how many improve, and by how much, says whether more search of the engine's repair's kind
 * (2-4 nearby groups) could close its gap to the bound. N <= 10,000. Off by default.
 */
const REGION_CHECK = Number(process.env.BENCH_REGION_CHECK ?? 0);
/**
 * BENCH_LARGE_REGION_CHECK=R > 0: the same with R regions of 10 and then of 20 nearby groups (pools of up to 8 members a
 * group), each regrouped by HiGHS' MIP solver over every valid group of the region (match-region-highs.ts): whether
 * changes that reach across many groups at once, but stay in one neighbourhood of the picks, close the gap. Each region
 * takes about a second (10 groups) to several (20); a region HiGHS does not prove in 30 s counts as not checked.
 */
const LARGE_REGION_CHECK = Number(process.env.BENCH_LARGE_REGION_CHECK ?? 0);
/**
 * BENCH_LONGER_BUDGETS=3,7: after the week's default budget, budgeted runs at these multiples of it (what a city that
 * sets its own, longer budget gets: the annealing's later coolings are each twice as long, search-settings.ts coolingAt).
 */
const LONGER_BUDGETS = (process.env.BENCH_LONGER_BUDGETS ?? '').split(',').filter(Boolean).map(Number);
const SEED = 1;
/** The LP bound is computed up to this size (the pieces and the master grow with N). */
const BOUND_UP_TO = 10_000;
/** Today's fast default before the anytime search existed (the same bench, 2 cores): pairs, seconds, MB. */
const BEFORE: Record<number, { pairs: number; seconds: number; rssMb: number }> = {
  1000: { pairs: 549, seconds: 1.4, rssMb: 88 },
  10000: { pairs: 5_040, seconds: 1.84, rssMb: 129 },
  100000: { pairs: 48_659, seconds: 6.9, rssMb: 410 },
};

interface Run {
  /**
   * The timed span: wall time, the child's CPU time (all its threads: the engine's own, V8's collector's) and the share
   * of the machine's CPUs other processes kept busy meanwhile (machine-facts.ts watchSpan).
   */
  span: SpanShare;
  maxRssMb: number;
  pairs: number;
  placed: number;
  violations: string[];
  groups: number[][];
}

type Which = 'default' | 'budget' | 'greedy';

/** In the child: generate the week, run one matcher on it, check the answer, report as one JSON line. */
function child(which: Which, n: number, times: number): void {
  const instance = generateInstance(n, SEED);
  const endSpan = watchSpan();
  const result: MatchResult =
    which === 'greedy'
      ? greedyHostsFirst(instance)
      : matchGroups(instance, which === 'budget' ? { seconds: defaultCitySeconds(n) * times } : {});
  const span = endSpan();
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const run: Run = {
    span,
    maxRssMb,
    pairs: mutualPairsInGroups(instance, result),
    placed: instance.members.length - result.unplaced.length,
    violations: groupRuleViolations(instance, result).slice(0, 5),
    groups: n <= BOUND_UP_TO ? groupsByIndex(instance, result) : [],
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

/** A run's wall time, in seconds as printed. */
const secondsOf = (run: Run) => (run.span.wallMs / 1000).toFixed(2);
/** Beside a run's seconds: its own CPU time and the share of the CPUs other processes used meanwhile. */
const timing = (run: Run) =>
  ` (its CPU time ${(run.span.ownCpuMs / 1000).toFixed(2)} s; other processes ${Math.round(run.span.othersShare * 100)}% of the CPUs)`;

/** One run in a child process of its own (its peak memory is its own); `times` multiplies the default budget. */
function inChild(which: Which, n: number, times = 1): Run {
  const script = fileURLToPath(import.meta.url);
  const args = ['--import', 'tsx', script, which, String(n), String(times)];
  const out = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (out.status !== 0) throw new Error(`${which} at ${n} failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as Run;
}

const [mode, size, multiple] = process.argv.slice(2);
if (mode === 'default' || mode === 'budget' || mode === 'greedy') {
  child(mode, Number(size), Number(multiple ?? 1));
} else {
  const ratio = (a: number, b: number | null) => (b ? (a / b).toFixed(3) : '-');
  console.log(
    `matching engine (generated weeks, seed ${SEED}, group size 4-6; max RSS includes the generated instance; budgets counted as work at a rate set by the week's size, budget.ts)`,
  );
  // The quality figures are the same on any machine (work is counted, not time); the seconds are not.
  console.log(describeMachine(os.tmpdir()));
  for (const n of SIZES) {
    const seconds = defaultCitySeconds(n);
    const fast = inChild('default', n);
    const budgeted = inChild('budget', n);
    const greedy = inChild('greedy', n);
    let bound: Awaited<ReturnType<typeof lpUpperBound>> | null = null;
    let mipLine: string | null = null;
    if (n <= BOUND_UP_TO && BOUND_SECONDS > 0) {
      const instance = generateInstance(n, SEED);
      const ix = indexInstance(instance);
      bound = await lpUpperBound(ix, [...budgeted.groups, ...fast.groups, ...greedy.groups], {
        timeLimitSeconds: BOUND_SECONDS,
        integerSeconds: MIP_SECONDS,
        // From the budgeted run's grouping: the solver answers it or better.
        integerStart: budgeted.groups,
      });
      if (bound.integer === null) mipLine = `  MIP among the generated groups: no grouping found in ${MIP_SECONDS} s`;
      else if (bound.integer) {
        // Checked as the engine's answers are: every hard rule, and its pairs counted apart from the solver's objective.
        const result = groupingResult(instance, ix, bound.integer.groups);
        const violations = groupRuleViolations(instance, result);
        const pairs = mutualPairsInGroups(instance, result);
        mipLine =
          `  MIP among the ${bound.columns} generated groups (HiGHS, ${bound.integer.seconds.toFixed(0)} s): ${instance.members.length - result.unplaced.length} placed, ${pairs} pairs` +
          ` (${(pairs / bound.bound).toFixed(3)} of the bound; the budgeted run is ${(budgeted.pairs / pairs).toFixed(3)} of it); ` +
          (violations.length === 0 ? 'passes check-groups' : `RULE BROKEN: ${violations.slice(0, 3).join('; ')}`);
      }
    }
    const before = BEFORE[n]!;
    console.log(`\n${n.toLocaleString('en')} members`);
    console.log(
      `  fast default : ${secondsOf(fast)} s${timing(fast)}, max RSS ${fast.maxRssMb.toFixed(0)} MB, ${fast.placed} placed, ${fast.pairs} pairs` +
        `   (before: ${before.seconds} s, ${before.rssMb} MB, ${before.pairs} pairs; target: the same quality and speed)`,
    );
    console.log(
      `  budget ${seconds} s (${(workPerSecond(n) / 1e6).toFixed(2)} million work units a second): ${secondsOf(budgeted)} s${timing(budgeted)}, max RSS ${budgeted.maxRssMb.toFixed(0)} MB, ${budgeted.placed} placed, ${budgeted.pairs} pairs` +
        `   (+${(((budgeted.pairs - fast.pairs) / Math.max(1, fast.pairs)) * 100).toFixed(1)}% over the fast default)`,
    );
    console.log(`  greedy (venue bookers first): ${secondsOf(greedy)} s, ${greedy.placed} placed, ${greedy.pairs} pairs`);
    if (bound) {
      console.log(
        `  LP upper bound: ${bound.bound.toFixed(1)} (column generation, ${bound.rounds} rounds, ${bound.columns} columns, master LP ${bound.master.toFixed(1)}, ${bound.converged ? 'no priced group improves' : `stopped at the time limit: the bound is still valid, and the LP's own value lies between the master's and it, ${(((bound.bound - bound.master) / bound.bound) * 100).toFixed(2)}% apart`}, ${bound.seconds.toFixed(0)} s)`,
      );
    } else console.log(`  LP upper bound: not computed (${BOUND_SECONDS > 0 ? 'above 10,000 members' : 'BENCH_BOUND_SECONDS=0'})`);
    if (mipLine) console.log(mipLine);
    if ((REGION_CHECK > 0 || LARGE_REGION_CHECK > 0) && n <= BOUND_UP_TO) {
      const instance = generateInstance(n, SEED);
      const ix = indexInstance(instance);
      const highs = LARGE_REGION_CHECK > 0 ? await highsRegionSolver() : undefined;
      const checks = [
        ...(REGION_CHECK > 0 ? [3, 4].map((groupsPerRegion) => ({ groupsPerRegion, regions: REGION_CHECK, how: 'exhaustively' })) : []),
        ...(highs
          ? [10, 20].map((groupsPerRegion) => ({
              groupsPerRegion,
              regions: LARGE_REGION_CHECK,
              how: 'by HiGHS',
              solve: highs,
              maxPool: 8 * groupsPerRegion,
            }))
          : []),
      ];
      for (const { how, ...options } of checks) {
        const started = performance.now();
        const check = checkRegions(ix, budgeted.groups, options);
        const violations = groupRuleViolations(instance, groupingResult(instance, ix, check.groups));
        console.log(
          `  regions of ${options.groupsPerRegion} nearby groups of the budgeted run regrouped ${how}: ${check.improved} of ${check.regions.toLocaleString('en')} improved (${check.unchecked} not searched: too large${how === 'by HiGHS' ? ', or not proven optimal in 30 s' : ''}), pairs ${check.pairsBefore} -> ${check.pairsAfter}, placed ${check.placedBefore} -> ${check.placedAfter} (${((performance.now() - started) / 1000).toFixed(1)} s; ${violations.length === 0 ? 'passes check-groups' : `RULE BROKEN: ${violations.slice(0, 3).join('; ')}`})`,
        );
      }
    }
    const target =
      n === 10_000
        ? `target: budgeted >= 0.980 of the bound within 30 s`
        : n === 100_000
          ? 'target: budgeted >= 1.13x greedy within 60 s and < 1024 MB'
          : 'no target at this size';
    console.log(
      `  ratios: to the bound default ${ratio(fast.pairs, bound?.bound ?? null)}, budgeted ${ratio(budgeted.pairs, bound?.bound ?? null)}${bound && !bound.converged ? ` (to the master LP, the least the LP's value can be: ${ratio(budgeted.pairs, bound.master)})` : ''}; to the greedy default ${ratio(fast.pairs, greedy.pairs)}x, budgeted ${ratio(budgeted.pairs, greedy.pairs)}x   (${target})`,
    );
    const longer = LONGER_BUDGETS.map((times) => {
      const run = inChild('budget', n, times);
      console.log(
        `  budget ${times} x ${seconds} s = ${times * seconds} s: ${secondsOf(run)} s${timing(run)}, max RSS ${Math.round(run.maxRssMb)} MB, ${run.placed} placed, ${run.pairs} pairs (${ratio(run.pairs, bound?.bound ?? null)} of the bound; the default budget's ${budgeted.pairs})`,
      );
      return [`budget ${times} x`, run] as const;
    });
    const runs = [['fast default', fast] as const, ['budgeted run', budgeted] as const, ['greedy', greedy] as const, ...longer];
    for (const [who, run] of runs) {
      const warning = sharedSpanWarning(`the ${who}`, run.span);
      if (warning) console.log(`  ${warning}`);
    }
    const broken = runs.filter(([, run]) => run.violations.length > 0);
    console.log(
      broken.length === 0
        ? '  rules: every output passes check-groups'
        : broken.map(([who, run]) => `  RULE BROKEN by the ${who}: ${run.violations.join('; ')}`).join('\n'),
    );
  }
  console.log('\ntargets at 100,000, fast default: < 10 s and < 1024 MB (unchanged)');
}
