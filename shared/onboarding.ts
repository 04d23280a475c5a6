import { isValidEmail } from './auth';
import { canContinueInterests, type InterestChoice } from './interests';
import type { AvailabilitySlot } from './profiles-contract';

/** The /start wizard's steps in order (docs/product-rules.md#onboarding-and-profile). */
export const ONBOARDING_STEPS = [
  'location',
  'location-preferences',
  'hosting',
  'scheduling',
  'logistics-done',
  'name',
  'age',
  'sex',
  'photo',
  'looking-good',
  'ai-prompt',
  'ai-response',
  'ai-preview',
  'interests',
  'register',
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number];

const AI_ONLY_STEPS: readonly OnboardingStepId[] = ['ai-response', 'ai-preview'];

/** The steps shown: the two AI steps exist only once the prompt was copied. */
export function wizardSteps(aiPromptCopied: boolean): OnboardingStepId[] {
  return ONBOARDING_STEPS.filter((step) => aiPromptCopied || !AI_ONLY_STEPS.includes(step));
}

/** A remembered step index, or 0 when it no longer points at a step (docs/product-rules.md#onboarding-and-profile). */
export function clampStepIndex(stored: unknown, steps: readonly unknown[]): number {
  const valid = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored < steps.length;
  return valid ? stored : 0;
}

/** City values of docs/product-rules.md#onboarding-and-profile; locations are Country:Region:City. */
export const TORONTO = 'CA:ON:Toronto';
export const OTHER_LOCATION = 'Other';
export const CITY_OPTIONS = [
  { value: TORONTO, label: 'Toronto' },
  { value: 'CA:BC:Vancouver', label: 'Vancouver' },
  { value: 'CA:BC:Revelstoke', label: 'Revelstoke' },
  { value: OTHER_LOCATION, label: 'Other' },
] as const;

/** Only Toronto continues; everyone else sees the not-in-Toronto notice. */
export function canContinueFromLocation(location: string): boolean {
  return location === TORONTO;
}

/** 'Other' asks for a free-text city or postal code (kept as newLocation). */
export function asksForNewLocation(location: string): boolean {
  return location === OTHER_LOCATION;
}

/** Toronto neighbourhood options (docs/product-rules.md#onboarding-and-profile, docs/product-rules.md#onboarding-and-profile). */
export const NEIGHBORHOOD_OPTIONS = [
  { value: 'downtown', label: 'Downtown' },
  { value: 'midtown', label: 'Midtown' },
  { value: 'east-end', label: 'East End' },
  { value: 'west-end', label: 'West End' },
  { value: 'uptown', label: 'Uptown' },
  { value: 'etobicoke', label: 'Etobicoke' },
  { value: 'scarborough', label: 'Scarborough' },
  { value: 'anywhere', label: 'Anywhere in Toronto' },
] as const;

/** A slot as the scheduling step shows and the draft keeps it. */
export interface SelectedSlot {
  day: 'Saturday' | 'Sunday';
  time: string;
}

/** A slot as the server stores it (the schema is in profiles-contract.ts). */
export type { AvailabilitySlot };

/** The four offered weekend-morning slots, in the order shown. */
export const OFFERED_SLOTS: readonly SelectedSlot[] = [
  { day: 'Saturday', time: '9 AM' },
  { day: 'Sunday', time: '9 AM' },
  { day: 'Saturday', time: '11 AM' },
  { day: 'Sunday', time: '11 AM' },
];

const DAY_OF_WEEK = { Saturday: 6, Sunday: 0 } as const;

/** '9 AM' → 9, '12 PM' → 12, '7 PM' → 19, '12 AM' → 0; anything unreadable → 9 (docs/product-rules.md#onboarding-and-profile). */
export function parseHour(text: string): number {
  const match = /^\s*(\d{1,2})(?::\d{2})?\s*(AM|PM)?\s*$/i.exec(text);
  const hour = match ? Number(match[1]) : NaN;
  if (!match || hour > 23 || (match[2] && (hour < 1 || hour > 12))) return 9;
  const meridiem = match[2]?.toUpperCase();
  if (meridiem === 'AM') return hour % 12;
  if (meridiem === 'PM') return (hour % 12) + 12;
  return hour;
}

export function toAvailabilitySlot(slot: SelectedSlot): AvailabilitySlot {
  return { dayOfWeek: DAY_OF_WEEK[slot.day], hour: parseHour(slot.time) };
}

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

/** A compressed photo kept as bytes: Safari loses Blobs stored in IndexedDB */
export interface DraftPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** Everything the wizard collects, saved locally on every change (docs/product-rules.md#onboarding-and-profile). */
export interface OnboardingDraft {
  location: string;
  newLocation: string;
  activityPreferences: string[];
  /** Free-text comments per activity category, e.g. what someone hopes the 'coming soon' kinds will be. */
  categoryComments: Record<string, string>;
  neighborhoods: string[];
  canHost: boolean | null;
  hostingDetails: { hasVenue: boolean | null; venueName: string };
  selectedSlots: SelectedSlot[];
  alternativeTimeslots: string;
  firstName: string;
  age: number | null;
  sex: Sex | null;
  /** The spec's photoData (the preview) is not stored: it is made from these bytes when shown. */
  photo: DraftPhoto | null;
  aiPromptCopied: boolean;
  aiResponseText: string;
  selectedInterests: InterestChoice[];
  email: string;
  /** An invite code typed at the register step or brought by a /start?invite= link; absent in older drafts. */
  inviteCode?: string;
  currentStep: number;
}

export function emptyDraft(): OnboardingDraft {
  return {
    location: TORONTO,
    newLocation: '',
    activityPreferences: [],
    categoryComments: {},
    neighborhoods: [],
    canHost: null,
    hostingDetails: { hasVenue: null, venueName: '' },
    selectedSlots: [],
    alternativeTimeslots: '',
    firstName: '',
    age: null,
    sex: null,
    photo: null,
    aiPromptCopied: false,
    aiResponseText: '',
    selectedInterests: [],
    email: '',
    currentStep: 0,
  };
}

/** Age limits (docs/product-rules.md#onboarding-and-profile): the input takes 20-99, step validity accepts up to 100. */
export const AGE_MIN = 20;
export const AGE_INPUT_MAX = 99;
export const AGE_VALID_MAX = 100;

export function firstNameValid(name: string): boolean {
  return name.trim() !== '';
}

/** What the age input keeps: whole years, above 99 clamped to 99; low values stay so '2' can become '25'. */
export function clampAgeInput(raw: string | number): number | null {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.trunc(value), AGE_INPUT_MAX);
}

export function ageValid(age: number | null): boolean {
  return age !== null && Number.isInteger(age) && age >= AGE_MIN && age <= AGE_VALID_MAX;
}

export function sexValid(sex: string | null): sex is Sex {
  return sex === 'male' || sex === 'female';
}

export function neighborhoodsValid(neighborhoods: readonly string[]): boolean {
  return neighborhoods.length >= 1;
}

export function slotsValid(slots: readonly SelectedSlot[]): boolean {
  return slots.length >= 1;
}

/** Answers of the hosting step (docs/product-rules.md#onboarding-and-profile): 'yes' reveals the venue question. */
export type HostingChoice = 'yes' | 'find-one' | 'not-now';

/** The draft's hosting fields after a choice; "no, I'll find one" and "not right now" clear the venue name. */
export function applyHostingChoice(
  choice: HostingChoice,
  current: OnboardingDraft['hostingDetails'],
): Pick<OnboardingDraft, 'canHost' | 'hostingDetails'> {
  if (choice === 'yes') return { canHost: true, hostingDetails: { hasVenue: true, venueName: current.venueName } };
  return { canHost: choice === 'find-one', hostingDetails: { hasVenue: false, venueName: '' } };
}

/** A yes/no answer is required; the venue name is optional. */
export function hostingValid(canHost: boolean | null): boolean {
  return canHost !== null;
}

/** The register step's pattern (docs/product-rules.md#onboarding-and-profile); surrounding spaces from autofill are not held against anyone. */
export function registerEmailValid(email: string): boolean {
  return isValidEmail(email.trim());
}

/** Whether 'next' is allowed on a step; the AI steps and checkpoints always allow it (parse errors show on press). */
export function stepValid(step: OnboardingStepId, draft: OnboardingDraft): boolean {
  switch (step) {
    case 'location':
      return canContinueFromLocation(draft.location);
    case 'location-preferences':
      return neighborhoodsValid(draft.neighborhoods);
    case 'hosting':
      return hostingValid(draft.canHost);
    case 'scheduling':
      return slotsValid(draft.selectedSlots);
    case 'name':
      return firstNameValid(draft.firstName);
    case 'age':
      return ageValid(draft.age);
    case 'sex':
      return sexValid(draft.sex);
    case 'interests':
      return canContinueInterests(draft.selectedInterests);
    case 'register':
      return registerEmailValid(draft.email);
    default:
      return true;
  }
}

/** The ProfileJson part of POST /profiles (docs/product-rules.md#onboarding-and-profile). */
export interface ProfileJson {
  FirstName: string;
  Age: number | null;
  UserSex: Sex | null;
  Location: string;
  NewLocation: string;
  ActivityPreferences: string[];
  CategoryComments: Record<string, string>;
  Neighborhoods: string[];
  CanHost: boolean | null;
  HostingDetails: { hasVenue: boolean | null; venueName: string };
  AvailableTimeSlots: AvailabilitySlot[];
  Interests: { name: string; lookingFor: string; contribute: string }[];
  /** Only when the person has one: it credits whoever invited them. */
  InviteCode?: string;
}

export function toProfileJson(draft: OnboardingDraft): ProfileJson {
  return {
    FirstName: draft.firstName.trim(),
    Age: draft.age,
    UserSex: draft.sex,
    Location: draft.location,
    NewLocation: draft.newLocation.trim(),
    ActivityPreferences: draft.activityPreferences,
    CategoryComments: draft.categoryComments,
    Neighborhoods: draft.neighborhoods,
    CanHost: draft.canHost,
    HostingDetails: { hasVenue: draft.hostingDetails.hasVenue, venueName: draft.hostingDetails.venueName.trim() },
    AvailableTimeSlots: draft.selectedSlots.map(toAvailabilitySlot),
    Interests: draft.selectedInterests.map(({ name, lookingFor, contribute }) => ({
      name: name.trim(),
      lookingFor: lookingFor.trim(),
      contribute: contribute.trim(),
    })),
    ...(draft.inviteCode?.trim() ? { InviteCode: draft.inviteCode.trim() } : {}),
  };
}
