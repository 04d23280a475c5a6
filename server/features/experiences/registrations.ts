import { budgetInOrder, REGISTRATION_COPY } from '../../../shared/experience-registration';
import type { Registration, RegistrationBody } from '../../../shared/experiences-contract';
import { AppError } from '../../plugins/errors';
import type { Repos } from '../../plugins/repos';
import { commitmentDeposit, holdCommitment } from '../payments/commitment-deposit';
import type { Deposits } from '../payments/deposits';
import type { ExperienceCatalog } from './catalog';
import type { RegistrationRow } from './repo';

const DAY_MS = 24 * 60 * 60_000;

/** The first evening the member can come (its day, from midnight UTC): what a deposit hold must last past. */
function firstEvening(availability: readonly string[]): Date | null {
  const first = [...availability].sort()[0];
  return first ? new Date(`${first}T00:00:00Z`) : null;
}
/** An evening may be up to a week past when the registration arrives (it waited offline), and at most 6 months ahead. */
const PAST_DAYS = 7;
const AHEAD_DAYS = 183;

const REFUSED = {
  cardNeeded: 'The deposit is held on a saved card: save one on your deposit page (/payment), or register without the deposit for now.',
  notHeld: 'The deposit could not be held on your card, so the registration is not saved yet.',
  unavailable: 'The deposit could not be held just now, so the registration is not saved yet. Try again in a moment.',
};

const invalid = (message: string, field: string) => new AppError('registration-invalid', 400, message, { [field]: message });

/** A real calendar date within the window around today. */
function eveningInWindow(date: string, now: Date): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== date) return false;
  return at >= now.getTime() - PAST_DAYS * DAY_MS && at <= now.getTime() + AHEAD_DAYS * DAY_MS;
}

/**
 * Experience registration (docs/product-rules.md#experiences-and-poetry-night): the wizard's answers for one experience, stored once per
 * member and experience (registering again updates them). The $10 deposit is optional now: agreed to, it is held
 * before the answers are stored (outside their transaction, as the provider is called); withdrawn, it is released.
 */
export function registrationsService(repos: Repos, catalog: ExperienceCatalog, deposits: Deposits, now: () => Date) {
  const repo = repos.experiences;

  async function view(userId: string, row: RegistrationRow): Promise<Registration> {
    return { ...row, deposit: await commitmentDeposit(deposits, userId, 'experience', row.experienceId) };
  }

  return {
    /** Refuses what the schema cannot: an unknown experience, evenings out of range, budgets out of order, no videos. */
    async check(experienceId: string, answers: RegistrationBody): Promise<void> {
      await catalog.get(experienceId);
      if (!answers.availability.every((date) => eveningInWindow(date, now())))
        throw invalid('Those evenings are no longer offered. Pick again from the ones shown.', 'availability');
      if (!budgetInOrder(answers.budget.ideal, answers.budget.max)) throw invalid(REGISTRATION_COPY.budgetOrder, 'budget');
      if (answers.videoAgreement !== 'yes') throw invalid(REGISTRATION_COPY.videosNeeded, 'videoAgreement');
    },

    /** Holds the deposit when agreed to (before the answers are stored); releases a held one when withdrawn. */
    async settleDeposit(userId: string, experienceId: string, answers: RegistrationBody): Promise<void> {
      if (answers.depositAgreement === 'yes') {
        await holdCommitment(deposits, userId, 'experience', experienceId, REFUSED, {
          meetupAt: firstEvening(answers.availability),
          now: now(),
        });
        return;
      }
      await deposits.cards.unschedule({ userId, purpose: 'experience', subjectId: experienceId });
      const hold = await deposits.holds.findFor(userId, 'experience', experienceId);
      if (hold?.status === 'held') await deposits.holds.release(hold.id);
    },

    async save(userId: string, experienceId: string, answers: RegistrationBody): Promise<Registration> {
      await repo.save(userId, experienceId, answers, now().toISOString());
      return view(userId, (await repo.find(userId, experienceId))!);
    },

    async mine(userId: string): Promise<Registration[]> {
      return Promise.all((await repo.mine(userId)).map((row) => view(userId, row)));
    },
  };
}
