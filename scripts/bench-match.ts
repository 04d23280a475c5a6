/**
 * `npm run bench:match`: the matching engine at 1,000, 10,000 and 100,000 members on generated weeks
 * (scripts/match-instances.ts), next to the plain greedy baseline on the same instance. Each run happens in a
 * fresh child process so its peak memory (max RSS) is its own; both outputs are checked against the hard rules.
 * Targets: at 100,000 members under 10 s and 1 GB, and at least 1.15x the baseline's mutual pairs.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { greedyGroups } from './greedy-baseline';
import { generateInstance } from './match-instances';
import { groupRuleViolations, mutualPairsInGroups } from '../server/features/matching/check-groups';
import { matchGroups } from '../server/features/matching/engine';

const SIZES = [1_000, 10_000, 100_000];
const SEED = 1;

interface Run {
  seconds: number;
  maxRssMb: number;
  rssBeforeMb: number;
  placed: number;
  pairs: number;
  violations: string[];
}

/** In the child: generate the week, run one matcher on it, check the answer, report as one JSON line. */
function child(which: 'engine' | 'baseline', n: number): void {
  const instance = generateInstance(n, SEED);
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  const result = which === 'engine' ? matchGroups(instance) : greedyGroups(instance);
  const seconds = (performance.now() - started) / 1000;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const run: Run = {
    seconds,
    maxRssMb,
    rssBeforeMb,
    placed: instance.members.length - result.unplaced.length,
    pairs: mutualPairsInGroups(instance, result),
    violations: groupRuleViolations(instance, result).slice(0, 5),
  };
  process.stdout.write(`${JSON.stringify(run)}\n`);
}

function inChild(which: 'engine' | 'baseline', n: number): Run {
  const script = fileURLToPath(import.meta.url);
  const out = spawnSync(process.execPath, ['--import', 'tsx', script, which, String(n)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (out.status !== 0) throw new Error(`${which} at ${n} failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as Run;
}

const [mode, size] = process.argv.slice(2);
if (mode === 'engine' || mode === 'baseline') {
  child(mode, Number(size));
} else {
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `matching engine vs greedy baseline (generated weeks, seed ${SEED}, group size 4-6; max RSS includes the generated instance)`,
  );
  console.log(
    `${pad('members', 8)} | ${pad('engine s', 9)} ${pad('max RSS MB', 10)} ${pad('placed', 7)} ${pad('pairs', 7)} | ${pad('baseline s', 10)} ${pad('placed', 7)} ${pad('pairs', 7)} | ${pad('pairs ratio', 11)}`,
  );
  for (const n of SIZES) {
    const engine = inChild('engine', n);
    const baseline = inChild('baseline', n);
    console.log(
      `${pad(n, 8)} | ${pad(engine.seconds.toFixed(2), 9)} ${pad(engine.maxRssMb.toFixed(0), 10)} ${pad(engine.placed, 7)} ${pad(engine.pairs, 7)} | ${pad(baseline.seconds.toFixed(2), 10)} ${pad(baseline.placed, 7)} ${pad(baseline.pairs, 7)} | ${pad((engine.pairs / Math.max(1, baseline.pairs)).toFixed(3), 11)}`,
    );
    console.log(
      `${pad('', 8)}   (instance alone: ${engine.rssBeforeMb.toFixed(0)} MB RSS before matching; baseline max RSS ${baseline.maxRssMb.toFixed(0)} MB)`,
    );
    for (const [who, run] of [
      ['engine', engine],
      ['baseline', baseline],
    ] as const) {
      if (run.violations.length > 0) console.log(`  RULE BROKEN by the ${who} at ${n}: ${run.violations.join('; ')}`);
    }
  }
  console.log('targets at 100,000: engine < 10 s, max RSS < 1024 MB, pairs ratio >= 1.15');
}
