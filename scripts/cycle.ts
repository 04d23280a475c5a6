/**
 * `npm run cycle -- <step> --city toronto [--week YYYY-MM-DD|next]`: runs one step of the weekly cycle now, by
 * hand, for self-hosters and demos. Steps: release (batches), match (close picks, form groups), deadline (confirm
 * or dissolve groups), notify (send waiting notice e-mail), batches (this week's batch for members who joined
 * after the release and have none yet, as the scheduler does at every tick; for members added by hand), deposits
 * (release, reconcile and settle deposit holds, then delete the closed accounts whose money has settled, as every
 * tick does). Each step
 * still runs at most once per week: a step that already ran says so and changes nothing. Reads the same settings as
 * the server (DATA_DIR, DATABASE_URL, SMTP_URL, ...).
 */
import path from 'node:path';
import pino from 'pino';
import { cityById, shiftWeek, weekAt } from '../shared/weekly-cycle';
import { clockOf, loadConfig } from '../server/config';
import { openDatabase } from '../server/db/open-database';
import { currentWeek } from '../server/features/week/cycle-week';
import { cycleRunner } from '../server/features/cycle/cycle-runner';
import { mediaStore } from '../server/features/media/media-store';
import { accountDeletions } from '../server/features/my-data/account-deletion';
import { depositsOf } from '../server/features/payments/deposits';
import type { CycleStep } from '../server/features/week/job-repo';
import { createMailer } from '../server/features/mail/mailer';
import { matchInProcess } from '../server/features/matching/run-engine';
import { sendNoticeMails } from '../server/features/notices/notice-mail';
import { reposOf } from '../server/repos';

const USAGE = 'usage: npm run cycle -- <release|match|deadline|notify|batches|deposits> --city toronto [--week YYYY-MM-DD|next]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

const step = process.argv[2];
const city = cityById(option('city') ?? 'toronto');
if (!step || !['release', 'match', 'deadline', 'notify', 'batches', 'deposits'].includes(step) || !city) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const now = clockOf(config);
// Logs go to stderr, so stdout carries only the one-line outcome.
const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2));
const db = await openDatabase({ databaseUrl: config.databaseUrl, file: path.join(config.dataDir, 'app.db') });
const repos = reposOf(db);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log, now });
const deposits = depositsOf(config.payments, db, now);
const deletions = accountDeletions({ db, repos, deposits, dataDir: config.dataDir, media: mediaStore(config), mailer, now, log });
const runner = cycleRunner({
  db,
  repos,
  now,
  discoverOpensAt: config.discoverOpensAt,
  matchSeconds: config.matchSeconds,
  mailer,
  publicUrl: config.publicUrl,
  taxRates: config.taxRates,
  log,
  match: matchInProcess,
  deposits,
  deletions,
});

try {
  if (step === 'notify') {
    console.log(`sent ${await sendNoticeMails(repos.notices, mailer, config.publicUrl, log, now)} notice e-mail(s)`);
  } else if (step === 'deposits') {
    const done = await runner.settleDeposits();
    const finished = await deletions.finishPending();
    console.log(
      `deposits: ${done.released} released, ${done.reconciled} reconciled, ${done.meetups} meetup(s) settled, ${done.placed} scheduled hold(s) placed; ${finished.deleted} closed account(s) deleted`,
    );
  } else if (step === 'batches') {
    console.log(`batches ${city.id}: ${await runner.lateJoiners([city])} built for members who joined after the release`);
  } else {
    const weekOption = option('week');
    const week =
      weekOption === 'next' ? shiftWeek(weekAt(now(), city.timeZone), 1) : (weekOption ?? (await currentWeek(repos.jobs, city, now())));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(week)) throw new Error(`--week must be YYYY-MM-DD or next, got "${week}"`);
    const outcome = await runner.runStep(city, step as CycleStep, week, true);
    await sendNoticeMails(repos.notices, mailer, config.publicUrl, log, now);
    console.log(`${step} ${city.id} ${week}: ${outcome.status}${'summary' in outcome ? ` ${JSON.stringify(outcome.summary)}` : ''}`);
    if (outcome.status === 'busy' || outcome.status === 'waiting-for-previous-step') process.exitCode = 1;
  }
} finally {
  mailer.close();
  await db.close();
}
