import Dexie, { type EntityTable } from 'dexie';
import type { InterestChoice } from '../../shared/interests';
import type { OnboardingDraft } from '../../shared/onboarding';
import type { OutboxEntry } from './outbox-entry';

/** A key/value row for small local settings, e.g. { key: 'theme', value: 'sunset-orange' }. */
export interface SettingRow {
  key: string;
  value: string;
}

/** The /start wizard's draft: a single row under the key 'current'. */
export interface OnboardingDraftRow {
  key: 'current';
  draft: OnboardingDraft;
}

/** An interest chosen before the account exists, kept apart from the draft (spec 000 §3). */
export interface PendingInterestRow extends InterestChoice {
  id: number;
}

/** The client's local database. Later issues add tables by adding versions; never edit a landed version. */
export const db = new Dexie('meetup') as Dexie & {
  settings: EntityTable<SettingRow, 'key'>;
  outbox: EntityTable<OutboxEntry, 'opId'>;
  onboardingDraft: EntityTable<OnboardingDraftRow, 'key'>;
  pendingInterests: EntityTable<PendingInterestRow, 'id'>;
};

db.version(1).stores({
  settings: 'key',
});

db.version(2).stores({
  outbox: 'opId, status, createdAt',
  onboardingDraft: 'key',
  pendingInterests: '++id',
});
