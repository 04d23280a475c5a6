import type { OwnPoetryNight, PoetryNightBody, PoetryNightRegistration } from '../../../shared/experiences-contract';
import { eveningStart } from '../../../shared/poetry-night-evenings';
import type { PoetryNightEvenings } from './poetry-night-evenings';
import type { ExperiencesRepo } from './repo';
import { AppError } from '../../plugins/errors';

/** docs/product-rules.md#experiences-and-poetry-night: the poetry night registration sets the location to a fixed Revelstoke value. */
export const POETRY_NIGHT_LOCATION = 'CA:BC:Revelstoke';
const FRIDAY = 5;
const DAY_MS = 24 * 60 * 60_000;
/** A Friday may be a week past when the registration arrives (kept offline or until sign-in), at most 3 months ahead. */
const PAST_DAYS = 7;
const AHEAD_DAYS = 92;

function fridayInWindow(date: string, now: Date): boolean {
  const at = Date.parse(`${date}T00:00:00Z`);
  if (!Number.isFinite(at) || new Date(at).toISOString().slice(0, 10) !== date || new Date(at).getUTCDay() !== FRIDAY) return false;
  return at >= now.getTime() - PAST_DAYS * DAY_MS && at <= now.getTime() + AHEAD_DAYS * DAY_MS;
}

/** Poetry night registration (docs/product-rules.md#experiences-and-poetry-night): the Fridays a member could make, stored once per member (in the caller's transaction). */
export function poetryNightService(repo: ExperiencesRepo, evenings: PoetryNightEvenings, now: () => Date) {
  async function own(userId: string): Promise<OwnPoetryNight> {
    return { registration: await repo.poetryNightOf(userId), seats: await evenings.seatsOf(userId) };
  }

  return {
    own,

    /**
     * "Can't make it": the Friday comes off the member's registration (the registration goes when it was the last),
     * and its seat goes to the next one waiting. Until the evening begins.
     */
    async release(userId: string, friday: string): Promise<OwnPoetryNight> {
      const registration = await repo.poetryNightOf(userId);
      if (!registration?.availability.includes(friday))
        throw new AppError('not-found', 404, 'You are not registered for poetry night on that Friday.');
      if (eveningStart(friday).getTime() <= now().getTime())
        throw new AppError('evening-started', 409, 'That poetry night has already begun.');
      const left = registration.availability.filter((date) => date !== friday);
      if (left.length > 0) await repo.savePoetryNight(userId, left, registration.location, now().toISOString());
      else await repo.deletePoetryNight(userId);
      await evenings.registrationChanged(userId, left);
      return own(userId);
    },

    async register(userId: string, body: PoetryNightBody): Promise<PoetryNightRegistration> {
      if (!body.availability.every((date) => fridayInWindow(date, now())))
        throw new AppError('registration-invalid', 400, 'Those Fridays are no longer offered. Pick again from the ones shown.', {
          availability: 'Those Fridays are no longer offered. Pick again from the ones shown.',
        });
      const at = now().toISOString();
      await repo.savePoetryNight(userId, [...body.availability].sort(), POETRY_NIGHT_LOCATION, at);
      // A Friday already decided: taken off, its seat goes to the next one waiting; added, a free seat is theirs.
      await evenings.registrationChanged(userId, body.availability);
      return { ok: true, ...(await repo.poetryNightOf(userId))! };
    },
  };
}
