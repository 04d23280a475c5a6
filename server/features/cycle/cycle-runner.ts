import type { TaxRates } from '../../config';
import type { Database } from '../../db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { MatchInstance, MatchResult } from '../../../shared/matching';
import { CITIES, shiftWeek, weekAt, weekTimes, type City } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import { batchesInProcess, type BatchJobs } from '../discover/batch-jobs';
import { batchService } from '../discover/batch-service';
import { openWeekOf } from '../discover/member-joined';
import { deleteDueChats } from '../group-chat/lifecycle';
import { groupDeposit } from '../groups/group-deposit';
import { poetryNightEvenings } from '../experiences/poetry-night-evenings';
import { meetupReminders } from '../groups/meetup-reminders';
import { groupsService } from '../groups/service';
import { journeyPhases } from '../programs/phases';
import type { AccountDeletions } from '../my-data/account-deletion';
import type { Deposits } from '../payments/deposits';
import type { HostPayoutsService } from '../host-payouts/service';
import { depositNotHeldNotice } from '../payments/not-held-notice';
import type { Mailer } from '../mail/mailer';
import type { PushService } from '../push/service';
import { tellNewNotices } from './tell-notices';
import type { UnsentNotice } from '../notices/repo';
import type { WeekClock } from '../week/cycle-week';
import { CYCLE_STEPS, type CycleStep } from '../week/job-repo';
import { deadlineStep, matchStep, releaseStep, type StepContext, type StepResult } from './steps';
import type { MatchOptions } from '../matching/engine';

/** A claim not renewed for this long is taken to belong to a process that died. */
const LEASE_MS = 10 * 60 * 1000;
/** The scheduler looks again at least this often (also retries unsent mail). */
const MAX_SLEEP_MS = 60 * 1000;
/**
 * A job still due after a tick could not run (it failed, its previous step is not done, or another process runs
 * it): look again after this pause rather than at once, so neither a failing step nor a second server waiting on
 * the first keeps the database busy.
 */
const RETRY_MS = 5 * 1000;

export type RunOutcome = StepResult | { status: 'already-finished' | 'busy' | 'waiting-for-previous-step' };

export interface CycleRunnerOptions extends WeekClock {
  db: Database;
  repos: Repos;
  mailer: Mailer;
  publicUrl: string;
  /** The sales tax each city's prices include (config TAX_RATES), said on the programs' receipts. */
  taxRates: TaxRates;
  log: FastifyBaseLogger;
  match: (instance: MatchInstance, options: MatchOptions) => Promise<MatchResult>;
  /** The matching's time budget for every city (config MATCH_SECONDS), else each city's own (match-budget.ts). */
  matchSeconds?: number | null;
  deposits: Deposits;
  /** Hosts' shares, sent after each session ends. */
  payouts?: HostPayoutsService;
  /** Accounts whose deletion was asked for, deleted once their money has settled (after the deposits' settlement). */
  deletions: AccountDeletions;
  /** Web push: new notices are queued for the members' devices and sent from each tick. */
  push?: PushService;
  /** Where the release and late joiners' batches are made (a worker thread in the server); this process by default. */
  batches?: BatchJobs;
}

const STEPS = { release: releaseStep, match: matchStep, deadline: deadlineStep };

function dueAt(city: City, week: string, step: CycleStep): Date {
  const times = weekTimes(week, city.timeZone);
  return step === 'release' ? times.releaseAt : step === 'match' ? times.pickCloseAt : times.inviteDeadlineAt;
}

/**
 * The durable weekly scheduler (README.md, "The weekly cycle"). Jobs live in cycle_jobs; each runs exactly
 * once, even across restarts: a step's effects commit in the transaction that marks its job done.
 */
export function cycleRunner(options: CycleRunnerOptions) {
  const { db, repos, now, discoverOpensAt, mailer, publicUrl, taxRates, log, match, matchSeconds = null, deposits, deletions } = options;
  const { jobs } = repos;
  const batches = options.batches ?? batchesInProcess(batchService({ db, repos, now }));
  const groups = groupsService(repos, now, groupDeposit(deposits));
  // Event formats whose interest, selection or confirmation window has ended.
  const formatJourney = journeyPhases({ db, now, mailer, publicUrl, taxRates, tickets: deposits.tickets, log });
  const reminders = meetupReminders(repos, now);
  const poetryNights = poetryNightEvenings(db, repos, now);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticking: Promise<void> | null = null;
  let stopped = true;
  /** Counts the starts: a schedule left over from before a stop never sets a timer beside the new start's. */
  let started = 0;

  async function ensureWeek(city: City, week: string): Promise<void> {
    for (const step of CYCLE_STEPS) await jobs.ensure(city.id, week, step, dueAt(city, week, step));
  }

  /** Runs one step of one week now (the scheduler when it is due, or a person with `npm run cycle`). */
  async function runStep(city: City, step: CycleStep, week: string, byHand = false): Promise<RunOutcome> {
    await ensureWeek(city, week);
    const previous = CYCLE_STEPS[CYCLE_STEPS.indexOf(step) - 1];
    const before = previous && (await jobs.find(city.id, week, previous));
    if (before && before.status !== 'done' && before.status !== 'skipped') return { status: 'waiting-for-previous-step' };
    const job = { city: city.id, week, step };
    const claim = await jobs.claim(job, now(), LEASE_MS);
    if (claim === 'finished') return { status: 'already-finished' };
    if (claim === 'busy') return { status: 'busy' };
    const context: StepContext = {
      db,
      repos,
      jobs,
      batches,
      groups,
      now,
      city,
      week,
      byHand,
      match,
      matchSeconds,
      keepAlive: () =>
        jobs
          .extendLease(job, new Date(now().getTime() + LEASE_MS))
          .catch((error: unknown) => log.warn({ err: error, city: city.id, week, step }, 'weekly cycle: could not extend the lease')),
    };
    try {
      const result = await STEPS[step](context, (outcome) => jobs.finish(job, outcome.status, now(), outcome.summary));
      log.info({ city: city.id, week, step, ...result }, `weekly cycle: ${step} ${result.status}`);
      return result;
    } catch (error) {
      await jobs
        .giveBack(job)
        .catch((failure: unknown) => log.warn({ err: failure, city: city.id, week, step }, 'weekly cycle: could not hand the job back'));
      throw error;
    }
  }

  /**
   * Members who joined after their city's release and have no batch yet get one, while the week's picks are open:
   * app.memberJoined builds it when the profile is made, this catches anyone it missed (a crash between the profile's
   * commit and the hook, members made by other paths, `npm run cycle -- batches`). Answers how many it wrote.
   */
  async function lateJoiners(cities: readonly City[] = CITIES): Promise<number> {
    let built = 0;
    for (const city of cities) {
      const week = await openWeekOf(repos, city, { now, discoverOpensAt });
      if (!week) continue;
      const inCity = await batches.lateJoiners(city, week);
      if (inCity) log.info({ city: city.id, week, batches: inCity }, 'weekly cycle: batches for members who joined after the release');
      built += inCity;
    }
    return built;
  }

  /**
   * Deposits: cancels the holds of members who left in time and of dissolved groups, and experience deposits with no
   * group after three months; finishes holds and tips a crash or a lost answer left half-done (and repairs expired holds), from
   * the provider's own record, and writes the provider's fees the ledger missed; settles the meetups that are over (who came gets their deposit back, a no-show's is
   * captured); places the holds scheduled with a saved card that are due. Every tick runs it; `npm run cycle --
   * deposits` too.
   */
  async function settleDeposits(): Promise<{ released: number; reconciled: number; meetups: number; placed: number }> {
    // Places freed after the invite deadline close before the meetup (a group left too small dissolves), so the
    // releases below include its deposits.
    await db.transaction(() => groups.closeLateInvites());
    const released = (await deposits.holds.releaseLeftGroups()) + (await deposits.holds.releaseStaleExperienceHolds());
    const reconciled =
      (await deposits.holds.reconcile()) +
      (await deposits.tips.reconcile((userId) => deposits.cards.chargeable(userId))) +
      (await deposits.fees.recordMissing());
    const meetups = await groups.settleDue(deposits.holds);
    const placed = await deposits.cards.placeDue(depositNotHeldNotice(repos, deposits.amountCents, deposits.currency, now));
    if (released || reconciled || meetups || placed)
      log.info({ released, reconciled, meetups, placed }, 'weekly cycle: deposits released, reconciled, settled, placed');
    return { released, reconciled, meetups, placed };
  }

  async function tickOnce(): Promise<void> {
    for (const city of CITIES) {
      const week = weekAt(now(), city.timeZone);
      // Last week's steps may still be due; next week's are known, so the timer wakes right at the release.
      for (const offset of [-1, 0, 1]) await ensureWeek(city, shiftWeek(week, offset));
    }
    for (const job of await jobs.due(now())) {
      const city = CITIES.find((c) => c.id === job.city);
      if (!city) continue;
      try {
        await runStep(city, job.step, job.week);
      } catch (error) {
        log.error({ err: error, city: job.city, week: job.week, step: job.step }, 'weekly cycle step failed; it will be retried');
      }
    }
    try {
      await lateJoiners();
    } catch (error) {
      log.error({ err: error }, "weekly cycle: could not build late joiners' batches; the next tick tries again");
    }
    try {
      await repos.discover.pruneChanges();
    } catch (error) {
      log.error({ err: error }, "weekly cycle: could not forget discover's old change rows; the next tick tries again");
    }
    try {
      await settleDeposits();
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not release or reconcile deposit holds; the next tick tries again');
    }
    try {
      const finished = await deletions.finishPending();
      if (finished.deleted || finished.mailed) log.info(finished, 'weekly cycle: closed accounts deleted, their e-mails sent');
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not finish the deletion of closed accounts; the next tick tries again');
    }
    try {
      await deleteDueChats(repos, now);
    } catch (error) {
      log.error({ err: error }, "weekly cycle: could not delete groups' conversations past their time; the next tick tries again");
    }
    try {
      await reminders.remindDue();
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not add meetup reminders; the next tick tries again');
    }
    try {
      await poetryNights.decideDue();
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not decide the poetry nights due; the next tick tries again');
    }
    try {
      await formatJourney.tick();
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not move the event formats on; the next tick tries again');
    }
    try {
      await options.payouts?.settle();
    } catch (error) {
      log.error({ err: error }, "weekly cycle: could not send hosts' shares; the next tick tries again");
    }
    const calendarFor = async (notice: UnsentNotice) =>
      (await reminders.calendarFor(notice, publicUrl)) ?? poetryNights.calendarFor(notice, publicUrl);
    await tellNewNotices({ db, repos, mailer, publicUrl, log, now, push: options.push, calendarFor });
  }

  /** Sleeps until the next job is due (a tick has just run every job it could, so one due now must wait). */
  async function schedule(run: number): Promise<void> {
    if (stopped || run !== started) return;
    let wait = MAX_SLEEP_MS;
    try {
      const next = await jobs.nextDueAt();
      const until = next ? Date.parse(next) - now().getTime() : MAX_SLEEP_MS;
      wait = Math.min(MAX_SLEEP_MS, until > 0 ? until : RETRY_MS);
    } catch (error) {
      log.error({ err: error }, 'weekly cycle: could not read when the next step is due');
    }
    if (stopped || run !== started) return;
    timer = setTimeout(() => void guardedTick().finally(() => schedule(run)), wait);
    timer.unref();
  }

  /**
   * Runs every due step, builds late joiners' batches, settles deposits, deletes the closed accounts whose money has
   * settled, adds the day-before meetup reminders, then sends waiting notice mail. Calls never overlap.
   */
  function tick(): Promise<void> {
    ticking ??= tickOnce().finally(() => (ticking = null));
    return ticking;
  }

  function guardedTick(): Promise<void> {
    return tick().catch((error: unknown) => log.error({ err: error }, 'weekly cycle tick failed'));
  }

  return {
    tick,
    runStep,
    lateJoiners,
    settleDeposits,
    /** Ticks at once, then whenever a step is due; answers once that first tick is over (the scheduler runs on). */
    start(): Promise<void> {
      stopped = false;
      const run = ++started;
      const first = guardedTick();
      void first.finally(() => schedule(run));
      return first;
    },
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await ticking;
    },
  };
}

export type CycleRunner = ReturnType<typeof cycleRunner>;
