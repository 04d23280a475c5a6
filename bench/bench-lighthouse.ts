/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: its default config) on each brand's landing,
 * served by the real server from the production build, in the same Chromium the end-to-end tests use. Prints per
 * brand the median of LIGHTHOUSE_RUNS runs (3 unless set; the median by performance score) next to the
 * performance targets: performance >= 95, CLS <= 0.02, TBT <= 150 ms, LCP <= 2.0 s, initial JS <= 100 KB gzip.
 * Builds the client first when there is no build in BUILD_OUT_DIR (default dist/client) or the sources are newer.
 * Then the same runs on a control page with no script (lighthouse-control-page.ts): the browser's own floor here,
 * bare and with the landing's security-policy headers (whose cost to the browser counts in the landing's figures).
 * Under each brand, the median run's blocking time by the file its long tasks belong to (lighthouse-long-tasks.ts).
 * Each brand's line gives Lighthouse's benchmarkIndex of this host. Its default 4x CPU slowdown stands for a mid-tier
 * phone only on a host of about 1,533; on a slower one it emulates a slower phone (lighthouse-calibration.ts). So the
 * brands are then run again at the slowdown Lighthouse's own calibration gives for this host's index: a second
 * reading, for a mid-tier phone, printed apart. The targets are read on the default runs. LIGHTHOUSE_CALIBRATED=0
 * leaves the second reading out.
 */
import os from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumAvailable, chromiumPath, E2E_CLIENT_DIR } from '../tests/e2e/support/e2e-env';
import { startServerProcess } from '../tests/helpers/server-process';
import { buildClientIfStale } from '../scripts/client-build';
import { landingChunkSizes } from './landing-chunks';
import { midTierPhoneMultiplier } from './lighthouse-calibration';
import { describeMachine, waitUntilQuiet } from './machine-facts';
import { documentPolicyHeaders, serveControlPage } from './lighthouse-control-page';
import { blockingBySource, describeBlocking, type BlockingSource, type LongTask } from './lighthouse-long-tasks';

const PORT = Number(process.env.BENCH_PORT ?? 4750);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CALIBRATED = process.env.LIGHTHOUSE_CALIBRATED !== '0';
const BRANDS = ['emberite', 'advenchy', 'kindling'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Run {
  scores: Record<string, number>;
  cls: number;
  tbt: number;
  lcp: number;
  fcp: number;
  si: number;
  scriptBytes: number;
  blocking: BlockingSource[];
  /** Lighthouse's measure of this host's CPU (its environment.benchmarkIndex). */
  benchmarkIndex: number;
}

// Without the browser there is nothing to measure: said before anything is built or started.
if (!chromiumAvailable()) {
  console.error(`No Chromium at ${chromiumPath()}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
buildClientIfStale(E2E_CLIENT_DIR);
const server = await startServerProcess(PORT, { CLIENT_DIR: E2E_CLIENT_DIR, DATABASE_URL: '' });

/** A run Lighthouse itself gave up on (e.g. NO_NAVSTART: "Something went wrong with recording the trace ... run again"). */
class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message.includes(code) ? `Lighthouse: ${message}` : `Lighthouse: ${message} (${code})`);
  }
}

/** Lighthouse asks for another run when its trace fails; a run is tried up to three times, each retry said. */
async function lighthouseRunAgainIfAsked(url: string, cpuSlowdownMultiplier?: number): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, cpuSlowdownMultiplier);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.log(`  ${url}: ${error.message}; running it again`);
    }
  }
}

/** One run; `cpuSlowdownMultiplier` replaces the default 4x (the calibrated reading), all else as configured by default. */
async function lighthouseRun(url: string, cpuSlowdownMultiplier?: number): Promise<Run> {
  // A fresh browser profile each run: no service worker or cache from the last one.
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary =
      (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const fcp = numeric('first-contentful-paint');
    const longTasks = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)])),
      cls: numeric('cumulative-layout-shift'),
      tbt: numeric('total-blocking-time'),
      lcp: numeric('largest-contentful-paint'),
      fcp,
      si: numeric('speed-index'),
      scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
      blocking: blockingBySource(longTasks, lhr.finalDisplayedUrl, fcp, numeric('interactive')),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
/** TBT scatters widely from run to run on a 2-core machine: each run's figure and their median are printed too. */
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
/**
 * The brands again at the CPU slowdown Lighthouse's calibration gives for this host (lighthouse-calibration.ts): how
 * the landing fares on the mid-tier phone the default stands for on a faster host. Not the targets' reading.
 */
async function calibratedReading(benchmarkIndex: number): Promise<void> {
  const multiplier = midTierPhoneMultiplier(benchmarkIndex);
  if (multiplier === null) {
    console.log(`calibrated: this host's benchmarkIndex ${Math.round(benchmarkIndex)} is too slow to stand for a mid-tier phone`);
    return;
  }
  console.log(
    `calibrated to Lighthouse's mid-tier phone: host benchmarkIndex ${Math.round(benchmarkIndex)} (median of the runs above) -> CPU slowdown` +
      ` ${multiplier.toFixed(2)}x instead of 4x (Lighthouse's docs/throttling.md and its calculator); a second reading, not the targets'`,
  );
  for (const brand of BRANDS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRunAgainIfAsked(`http://${brand}.localhost:${PORT}/`, multiplier));
    console.log(
      `${brand.padEnd(9)} calibrated: performance median ${medianOf(runs.map((r) => r.scores.performance!))} (runs ${runs.map((r) => r.scores.performance).join(', ')})` +
        ` | TBT median ${Math.round(medianOf(runs.map((r) => r.tbt)))} ms (runs ${runs.map((r) => Math.round(r.tbt)).join(', ')})` +
        ` | LCP ${seconds(medianOf(runs.map((r) => r.lcp)))} | FCP ${seconds(medianOf(runs.map((r) => r.fcp)))} | CLS ${medianOf(runs.map((r) => r.cls)).toFixed(3)}`,
    );
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  // Lighthouse's blocking time grows with whatever else the machine is doing (machine-facts.ts), the server's own
  // start included: the runs begin once it has settled, and the machine line is taken then.
  const settled = waitUntilQuiet();
  console.log(
    settled.quiet
      ? `the server's start settled in ${(settled.waitedMs / 1000).toFixed(1)} s`
      : `the CPUs were still ${Math.round(settled.share * 100)}% busy ${(settled.waitedMs / 1000).toFixed(1)} s after the server's start; measuring anyway`,
  );
  console.log(describeMachine(os.tmpdir()));
  console.log(`Lighthouse ${RUNS} run(s) per brand, mobile (simulated throttling), Chromium ${chromiumPath()}, build ${E2E_CLIENT_DIR}`);
  const benchmarkIndexes: number[] = [];
  for (const brand of BRANDS) {
    const url = `http://${brand}.localhost:${PORT}/`;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRunAgainIfAsked(url));
    const sorted = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const initialJs = landingChunkSizes(E2E_CLIENT_DIR, brand).jsGzip;
    console.log(
      `${brand.padEnd(9)} performance ${median.scores.performance} (target >= 95: ${mark(median.scores.performance! >= 95)}; runs ${runs.map((r) => r.scores.performance).join(', ')})` +
        ` | CLS ${median.cls.toFixed(3)} (<= 0.02: ${mark(median.cls <= 0.02)})` +
        ` | TBT ${Math.round(median.tbt)} ms (<= 150 ms: ${mark(median.tbt <= 150)}; runs ${runs.map((r) => Math.round(r.tbt)).join(', ')}, median ${Math.round(medianOf(runs.map((r) => r.tbt)))} ms)` +
        ` | LCP ${seconds(median.lcp)} (<= 2.0 s: ${mark(median.lcp <= 2000)})` +
        ` | FCP ${seconds(median.fcp)} | Speed Index ${seconds(median.si)}` +
        ` | initial JS ${kb(initialJs)} gzip (<= 100 KB: ${mark(initialJs <= 100 * 1024)}), scripts transferred ${kb(median.scriptBytes)}` +
        ` | accessibility ${median.scores.accessibility}, best practices ${median.scores['best-practices']}, SEO ${median.scores.seo}` +
        ` | host benchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
    );
    console.log(`          blocking time of that run by source: ${describeBlocking(median.blocking)}`);
    benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
  }
  if (CALIBRATED) await calibratedReading(medianOf(benchmarkIndexes));
  // The browser's own floor on this machine (lighthouse-control-page.ts), read beside the brands' figures: bare, then
  // with the security-policy headers the server sends with the landing (the same for every brand's document).
  const landingPolicies = await documentPolicyHeaders(`http://localhost:${PORT}/`);
  const controls = [
    {
      label: 'control  ',
      headers: {},
      says: 'a static page with no script: what the browser and this machine cost by themselves (no target)',
    },
    {
      label: 'control +',
      headers: landingPolicies,
      says: `the same page with the landing's security headers (${Object.keys(landingPolicies).sort().join(', ')}): the floor a landing is read against (no target)`,
    },
  ];
  for (const { label, headers, says } of controls) {
    const control = await serveControlPage(0, headers);
    try {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRunAgainIfAsked(control.url));
      console.log(
        `${label} performance ${medianOf(runs.map((r) => r.scores.performance!))} (runs ${runs.map((r) => r.scores.performance).join(', ')})` +
          ` | TBT median ${Math.round(medianOf(runs.map((r) => r.tbt)))} ms (runs ${runs.map((r) => Math.round(r.tbt)).join(', ')})` +
          ` | FCP ${seconds(medianOf(runs.map((r) => r.fcp)))} | LCP ${seconds(medianOf(runs.map((r) => r.lcp)))} | ${says}`,
      );
    } finally {
      await control.close();
    }
  }
} finally {
  await server.stop();
}
