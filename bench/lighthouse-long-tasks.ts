/**
 * Where a Lighthouse run's blocking time comes from, for bench:lighthouse: the run's long tasks (its `long-tasks`
 * audit, timed as simulated) counted as Total Blocking Time counts them, each task cut to the span from First
 * Contentful Paint to Time to Interactive and only its part over 50 ms, then summed by the file each task is
 * attributed to: which chunk or style sheet, the document's own work or work Lighthouse cannot attribute to any file
 * (the browser's own) to look at first. The parts come near the run's TBT without matching it, as Lighthouse sums its
 * own simulated graph (docs/decisions/0015-landing-first-load-under-lighthouse.md).
 */

export interface LongTask {
  /** A script's or style sheet's URL, the page's own URL, or 'Unattributable'. */
  url: string;
  startTime: number;
  duration: number;
}

export interface BlockingSource {
  /** The file name of a script or style sheet, 'document' for the page itself, or 'Unattributable'. */
  source: string;
  blockingMs: number;
  tasks: number;
}

/** A task's time over this blocks input (Lighthouse's threshold for Total Blocking Time). */
export const BLOCKING_THRESHOLD_MS = 50;

function sourceName(url: string, pageUrl: string): string {
  if (url === pageUrl) return 'document';
  try {
    const { pathname } = new URL(url);
    return pathname.split('/').filter(Boolean).at(-1) ?? url;
  } catch {
    return url;
  }
}

/** The blocking time of `tasks` between `fcpMs` and `ttiMs`, by source, largest first; sources that block nothing are left out. */
export function blockingBySource(tasks: readonly LongTask[], pageUrl: string, fcpMs: number, ttiMs: number): BlockingSource[] {
  const bySource = new Map<string, BlockingSource>();
  for (const task of tasks) {
    const start = Math.max(task.startTime, fcpMs);
    const end = Math.min(task.startTime + task.duration, ttiMs);
    const blocking = end - start - BLOCKING_THRESHOLD_MS;
    if (blocking <= 0) continue;
    const source = sourceName(task.url, pageUrl);
    const entry = bySource.get(source) ?? { source, blockingMs: 0, tasks: 0 };
    entry.blockingMs += blocking;
    entry.tasks += 1;
    bySource.set(source, entry);
  }
  return [...bySource.values()].sort((a, b) => b.blockingMs - a.blockingMs || a.source.localeCompare(b.source));
}

/** "index-BFhUd8EX.js 184 ms (3 tasks), document 62 ms (1 task)" */
export function describeBlocking(sources: readonly BlockingSource[]): string {
  if (sources.length === 0) return 'no task blocked';
  return sources
    .map(({ source, blockingMs, tasks }) => `${source} ${Math.round(blockingMs)} ms (${tasks} task${tasks === 1 ? '' : 's'})`)
    .join(', ');
}
