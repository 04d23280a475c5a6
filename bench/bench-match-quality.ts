/**
 * `npm run bench:match-quality`: the engine's mutual pairs against the exact optimum from HiGHS on generated
 * weeks (tests/helpers/match-instances.ts). The set-packing model (every valid group, with reduced-cost fixing from the
 * engine's own answer as a lower bound) gives the optimum; the assignment model is run on the small weeks as a
 * cross-check. Every solver answer is checked against the hard rules. Targets: engine/optimum >= 0.98 on
 * average and never below 0.9 for N <= 80; >= 0.97 at N = 200-400 with the engine under 2 s.
 * Each settled week also gets the LP upper bound bench:match judges the 10,000-member week by (match-lp-bound.ts),
 * and the optimum's ratio to it: how close to that bound any grouping can come, which bench:match's target (0.98 of
 * the bound) takes for granted.
 */
import { groupRuleViolations, mutualPairsInGroups } from '../server/features/matching/check-groups';
import { groupsByIndex, matchGroups } from '../server/features/matching/engine';
import { indexInstance } from '../server/features/matching/index-instance';
import { solveByAssignment, solveBySetPacking } from './match-ilp';
import { generateInstance } from '../tests/helpers/match-instances';
import { lpUpperBound } from './match-lp-bound';

const SMALL = [20, 40, 60, 80].flatMap((n) => [1, 2, 3, 4, 5].map((seed) => ({ n, seed })));
const LARGE = [
  { n: 200, seed: 1 },
  { n: 200, seed: 2 },
  { n: 200, seed: 3 },
  { n: 250, seed: 1 },
  { n: 250, seed: 2 },
];
/** The assignment model is the slow one: it cross-checks the set-packing optimum up to this size. */
const ASSIGNMENT_UP_TO = 40;
const TIME_LIMIT = { small: 60, large: 240 };
/** How long column generation may run for each week's LP bound. */
const BOUND_SECONDS = 120;

interface Row {
  n: number;
  ratio: number | null;
  /** The optimum over the LP upper bound (null when either is unknown). */
  ofBound: number | null;
  engineSeconds: number;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function measure(n: number, seed: number, timeLimit: number): Promise<Row> {
  const instance = generateInstance(n, seed);
  const ix = indexInstance(instance);
  const started = performance.now();
  const engine = matchGroups(instance);
  const engineSeconds = (performance.now() - started) / 1000;
  const enginePairs = mutualPairsInGroups(instance, engine);
  const exact = await solveBySetPacking(instance, ix, timeLimit, { lowerBound: engine });
  const notes: string[] = [];
  for (const [name, answer] of [
    ['engine', engine],
    ['set packing', exact.result],
  ] as const) {
    const broken = answer ? groupRuleViolations(instance, answer) : [];
    if (broken.length > 0) notes.push(`${name} BREAKS A RULE: ${broken[0]}`);
  }
  const optimum = exact.status === 'Optimal' && exact.result ? mutualPairsInGroups(instance, exact.result) : null;
  if (optimum === null)
    notes.push(`not settled: ${exact.status}${exact.result ? ` (best found ${mutualPairsInGroups(instance, exact.result)})` : ''}`);
  if (n <= ASSIGNMENT_UP_TO) {
    const check = await solveByAssignment(instance, ix, timeLimit);
    const value = check.result ? mutualPairsInGroups(instance, check.result) : null;
    const agrees = check.status === 'Optimal' && value === optimum;
    notes.push(
      `assignment model: ${check.status} ${value ?? '-'} in ${check.seconds.toFixed(1)} s${agrees ? ' (agrees)' : ' (DISAGREES or unsettled)'}`,
    );
  }
  const ratio = optimum === null ? null : optimum === 0 ? 1 : enginePairs / optimum;
  let ofBound: number | null = null;
  if (optimum !== null && exact.result) {
    const bound = await lpUpperBound(ix, groupsByIndex(instance, exact.result), { timeLimitSeconds: BOUND_SECONDS });
    ofBound = bound.bound <= 0 ? 1 : optimum / bound.bound;
    notes.push(`LP bound ${bound.bound.toFixed(1)}${bound.converged ? '' : ' (not converged)'}, optimum/bound ${ofBound.toFixed(3)}`);
  }
  console.log(
    `${pad(n, 4)} ${pad(seed, 4)} | ${pad(optimum ?? '?', 7)} ${pad(enginePairs, 6)} ${pad(ratio === null ? '?' : ratio.toFixed(3), 6)} | ${pad(engineSeconds.toFixed(2), 8)} ${pad(exact.seconds.toFixed(1), 8)} ${pad(`${exact.kept}/${exact.candidates}`, 15)} | ${notes.join('; ')}`,
  );
  return { n, ratio, ofBound, engineSeconds };
}

function summary(label: string, rows: Row[], target: string): void {
  const ratios = rows.map((row) => row.ratio).filter((ratio): ratio is number => ratio !== null);
  const average = ratios.reduce((sum, r) => sum + r, 0) / Math.max(1, ratios.length);
  const slowest = Math.max(...rows.map((row) => row.engineSeconds));
  console.log(
    `${label}: ${ratios.length}/${rows.length} settled, average ratio ${average.toFixed(4)}, minimum ${Math.min(...ratios).toFixed(4)}, slowest engine run ${slowest.toFixed(2)} s  (target: ${target})`,
  );
  const ofBound = rows.map((row) => row.ofBound).filter((value): value is number => value !== null);
  const averageOfBound = ofBound.reduce((sum, r) => sum + r, 0) / Math.max(1, ofBound.length);
  console.log(
    `${label}: the optimum is on average ${averageOfBound.toFixed(3)} of the LP upper bound (minimum ${Math.min(...ofBound).toFixed(3)}, ${ofBound.filter((r) => r >= 0.98).length}/${ofBound.length} weeks at >= 0.98)`,
  );
}

console.log('   N seed | optimum engine  ratio | engine s solver s kept/candidates | notes');
const small: Row[] = [];
for (const { n, seed } of SMALL) small.push(await measure(n, seed, TIME_LIMIT.small));
const large: Row[] = [];
for (const { n, seed } of LARGE) large.push(await measure(n, seed, TIME_LIMIT.large));
summary('N <= 80', small, 'average >= 0.98, never < 0.9');
summary('N = 200-250', large, 'average >= 0.97, engine < 2 s');
