import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { MediaStore } from '../media/media-store';
import type { Database } from '../../db/database';
import { loadDemoDataIfEmpty } from '../demo/demo-data';
import { emptyEveryTable } from '../../db/empty-tables';
import type { CycleRunner } from '../cycle/cycle-runner';
import type { SettableClock } from './settable-clock';

/** The feature switches a test may turn on for itself (each also an environment variable: README.md). */
export const SWITCHES = ['requireInviteCode', 'peopleBrowsing', 'availability', 'experiences'] as const;
export type Switches = Pick<Config, (typeof SWITCHES)[number]>;

export interface ResetOptions {
  /** Where the clock jumps to (it runs on from there); left out, the server's own clock. */
  clock?: string | null;
  /** The demo members, as DEMO_DATA loads them into an empty database at start. */
  demoData?: boolean;
  /** Switches to turn on or off for this test; the others are as the environment set them. */
  switches?: Partial<Switches>;
}

export interface TestControlsDeps {
  config: Config;
  /** The local media store (the controls refuse to run on S3: config.ts), where demo photos go. */
  media: MediaStore;
  clock: SettableClock;
  db: Database;
  cycle: CycleRunner;
  /** The batch jobs under way (app.ts), waited for before the database is emptied under them. */
  batches: { idle(): Promise<void> };
  /** What the process keeps in memory between requests (discover's caches), dropped as a restart would. */
  forget: () => void;
  /** What buildApp puts into a fresh database (the sample experiences). */
  seed: () => Promise<unknown>;
}

/** Removes every file under `folder`, keeping its folders (the video upload store makes its folder once). */
function emptyFolder(folder: string): void {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) emptyFolder(at);
    else fs.rmSync(at, { force: true });
  }
}

/**
 * The end-to-end tests' controls: a server started once per test worker gives each test what a fresh server gave it
 * (an empty database, no media, nothing kept in memory, its clock where the test needs it, the scheduler's first
 * tick done), without the cost of starting one. Both stop the scheduler first and start it again last.
 */
export function testControls(deps: TestControlsDeps) {
  const { config, clock, db, cycle } = deps;
  const fromEnvironment: Switches = Object.fromEntries(SWITCHES.map((name) => [name, config[name]])) as Switches;

  /** Runs `work` with the scheduler stopped and no batch job running; the scheduler's first tick after it is awaited. */
  async function quiet(work: () => Promise<void>): Promise<{ now: string }> {
    await cycle.stop();
    await deps.batches.idle();
    try {
      await work();
    } finally {
      await cycle.start();
    }
    return { now: clock.now().toISOString() };
  }

  return {
    /** Empties the database and the media folder, forgets what is kept in memory, sets the clock and switches. */
    reset(options: ResetOptions = {}) {
      return quiet(async () => {
        await emptyEveryTable(db);
        emptyFolder(path.join(config.dataDir, 'media'));
        deps.forget();
        Object.assign(config, fromEnvironment, options.switches);
        if (options.clock) clock.set(new Date(options.clock));
        else clock.reset();
        await deps.seed();
        if (options.demoData) await loadDemoDataIfEmpty(db, { now: clock.now, cycle, media: deps.media });
      });
    },
    /** Moves the clock to `at` (it runs on from there), as a restart with CLOCK_START=at would, the data kept. */
    setClock(at: Date) {
      return quiet(async () => {
        deps.forget();
        clock.set(at);
      });
    },
  };
}

export type TestControls = ReturnType<typeof testControls>;
