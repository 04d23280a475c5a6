import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  emptyWizardDraft,
  firstOpenStep,
  INDICATOR,
  indicatorIndex,
  interestHint,
  WIZARD_COPY,
  WIZARD_STEPS,
  wholeDraft,
  wizardStepProblem,
} from '../../shared/event-format-wizard';
import { draftTicket, earningsEstimate, groupsForEstimate, processingEstimate, recommendedRange } from '../../shared/format-estimates';
import { NEIGHBOURHOODS } from '../../shared/format-places';
import { payloadOf } from '../../shared/format-draft-payload';
import { publishProblems } from '../../shared/event-formats';
import { EventFormatDraftBody } from '../../shared/event-formats-contract';
import { ERROR_MESSAGE_KEYWORD } from '../../shared/contract';
import { filledWizardDraft as filled } from '../helpers/event-format-payload';

// The /create-event wizard's rules (docs/product-rules.md#event-format-wizard).
const today = '2026-11-24';
/** The draft route's own schema, checked as the server checks requests (Ajv, the contracts' words as annotations). */
const serverTakes = new Ajv({ allErrors: true }).addKeyword(ERROR_MESSAGE_KEYWORD).compile(EventFormatDraftBody);

describe('the event-format wizard', () => {
  it('has the spec’s order, and five indicator parts that cover every step once', () => {
    expect(WIZARD_STEPS.slice(0, 11)).toEqual([
      'concept-intro',
      'concept-details',
      'timeline-intro',
      'timeline',
      'group-intro',
      'group-composition',
      'logistics-intro',
      'event-dates',
      'event-times',
      'event-location',
      'account',
    ]);
    expect(WIZARD_STEPS.at(-1)).toBe('preview');
    expect(INDICATOR.map((part) => part.label)).toEqual(['concept', 'timeline', 'group', 'logistics', 'finalize']);
    expect(INDICATOR.flatMap((part) => part.steps)).toEqual([...WIZARD_STEPS]);
    expect(indicatorIndex('event-location')).toBe(3);
  });

  it('starts from the spec’s defaults', () => {
    const draft = emptyWizardDraft();
    expect(draft.timeline).toEqual({ interestCollection: 7, selectionWindow: 2, confirmationPeriod: 3 });
    expect(draft.capacity).toEqual({ minParticipants: 4, maxParticipants: 8 });
    expect(draft.pricing.ticketPrice).toBe(45);
    expect(draft.groupRules).toMatchObject({
      maxGroups: 1,
      matchingFailureStrategy: 'host-creates-groups',
      noGroupStrategy: 'waitlist-next',
      lowInterestStrategy: 'extend-period',
      dropoutStrategy: 'continue-if-minimum',
    });
  });

  it('gates the title, dates, location, details, pricing and preview steps, and nothing else', () => {
    const empty = emptyWizardDraft();
    expect(wizardStepProblem({ ...empty, format: '  ab  ' }, 'concept-details', today)).toBe(WIZARD_COPY.titleTooShort);
    expect(wizardStepProblem({ ...empty, format: 'abc' }, 'concept-details', today)).toBeNull();
    expect(wizardStepProblem(empty, 'event-dates', today)).toBe(WIZARD_COPY.noDates);
    expect(wizardStepProblem(empty, 'event-location', today)).toBe(WIZARD_COPY.location);
    expect(wizardStepProblem({ ...empty, location: { ...empty.location, city: 'toronto' } }, 'event-location', today)).toBe(
      WIZARD_COPY.location,
    );
    expect(wizardStepProblem(empty, 'event-details', today)).toBe(WIZARD_COPY.details);
    expect(wizardStepProblem(filled({ pricing: { ...empty.pricing, ticketPrice: 0 } }), 'event-details', today)).toBe(WIZARD_COPY.details);
    expect(wizardStepProblem(filled({ pricing: { ...empty.pricing, ticketPrice: 47 } }), 'pricing', today)).toMatch(/steps of \$5/);
    expect(wizardStepProblem(filled({ hostInfo: { email: 'host.example.com', isNewHost: true } }), 'preview', today)).toBe(
      WIZARD_COPY.email,
    );
    expect(wizardStepProblem(filled({ acceptedTerms: false }), 'preview', today)).toBe(WIZARD_COPY.terms);
    for (const step of ['concept-intro', 'timeline', 'group-composition', 'event-times', 'account'] as const)
      expect(wizardStepProblem(empty, step, today)).toBeNull();
    expect(firstOpenStep(filled(), today)).toBeNull();
    expect(firstOpenStep(filled({ format: '' }), today)).toBe('concept-details');
  });

  it('drops a chosen date that a longer interest or confirmation period makes too soon (today + interest + selection + confirmation + 3)', () => {
    const draft = filled({ possibleDates: [{ date: '2026-12-09', time: '19:00-22:00' }] });
    expect(wizardStepProblem(draft, 'event-dates', today)).toBeNull(); // 24 + 7 + 2 + 3 + 3 = Dec 9
    const longer = { ...draft, timeline: { ...draft.timeline, interestCollection: 8 } };
    expect(wizardStepProblem(longer, 'event-dates', today)).toBe(WIZARD_COPY.noDates);
    expect(payloadOf(longer, today).possibleDates).toEqual([]);
    // A longer confirmation period would close payment inside the 48 hours before the date: the date goes too.
    const slower = { ...draft, timeline: { ...draft.timeline, confirmationPeriod: 4 } };
    expect(payloadOf(slower, today).possibleDates).toEqual([]);
  });

  it('words the interest period by its length', () => {
    expect([3, 5, 6, 10, 11, 14, 15, 21].map((days) => interestHint(days).split(':')[0])).toEqual([
      'quick',
      'quick',
      'the sweet spot',
      'the sweet spot',
      'plenty of time',
      'plenty of time',
      'extended',
      'extended',
    ]);
  });

  it('prices: ranges by what is included, 2.9% + $0.30, 80% to the host, estimates with unlimited groups as 3', () => {
    expect(recommendedRange({ includesFood: true, includesDrinks: true, includesMaterials: true })).toMatchObject({ low: 60, high: 120 });
    expect(recommendedRange({ includesFood: true, includesDrinks: false, includesMaterials: false })).toMatchObject({ low: 45, high: 80 });
    expect(recommendedRange({ includesFood: false, includesDrinks: false, includesMaterials: true })).toMatchObject({ low: 35, high: 65 });
    expect(recommendedRange({ includesFood: false, includesDrinks: true, includesMaterials: false })).toMatchObject({ low: 25, high: 50 });
    expect(processingEstimate(45)).toBe(1.61);
    expect(earningsEstimate(45, 1, 3)).toEqual({ perTicket: 36, conservative: 216, optimistic: 288, events: { low: 1, high: 1 } });
    expect(earningsEstimate(45, 4, 2).events).toEqual({ low: 1, high: 2 });
    expect(groupsForEstimate(1000)).toBe(3);
    expect(groupsForEstimate(999)).toBe(999);
  });

  it('suggests the spec’s number of neighbourhoods per city', () => {
    expect([NEIGHBOURHOODS.toronto.length, NEIGHBOURHOODS.vancouver.length, NEIGHBOURHOODS.revelstoke.length]).toEqual([23, 21, 7]);
    for (const list of Object.values(NEIGHBOURHOODS)) expect(new Set(list).size).toBe(list.length);
  });

  // The server takes it (tests/server/features/programs/event-formats.test.ts: 'the wizard’s payload').
  it('sends a payload that follows the publishing rules', () => {
    const payload = payloadOf(filled({ groupRules: { ...emptyWizardDraft().groupRules, multipleGroups: true, maxGroups: 40 } }), today);
    expect(publishProblems(payload, today)).toEqual([]);
    expect(payload).toMatchObject({
      title: 'Sourdough Sunday',
      capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
      groupRules: { maxGroups: 10 },
      groupFormation: { selectionMethod: 'HostApproval', requiresApproval: true, autoConfirm: false },
      venue: { city: 'toronto', region: 'Ontario', country: 'Canada', neighborhood: 'Leslieville' },
      pricing: {
        basePrice: 45,
        currency: 'CAD',
        refundPolicy: 'full-if-not-matched',
        cancellationPolicy: 'flexible',
        notes: 'food: bread',
      },
    });
    expect(payloadOf(emptyWizardDraft(), today)).toMatchObject({ title: 'Untitled Event', venue: { city: 'toronto' } });
  });

  it('sends one session by default, and a series as sessions, isRecurring and its pattern', () => {
    const once = payloadOf(filled(), today);
    expect(once).toMatchObject({ sessions: { count: 1, everyDays: 7 }, isRecurring: false, recurringPattern: null });
    const weekly = payloadOf(filled({ sessions: { count: 6, everyDays: 7 } }), today);
    expect(weekly).toMatchObject({ sessions: { count: 6, everyDays: 7 }, isRecurring: true, recurringPattern: '6 weekly sessions' });
    expect(payloadOf(filled({ sessions: { count: 4, everyDays: 14 } }), today)).toMatchObject({
      sessions: { count: 4, everyDays: 14 },
      isRecurring: true,
      recurringPattern: '4 sessions, every two weeks',
    });
    // The price stays per session: the ticket (price x sessions) is the server's to charge.
    expect(weekly.pricing?.basePrice).toBe(45);
    expect(draftTicket(filled({ sessions: { count: 6, everyDays: 7 } }))).toBe(270);
    expect(draftTicket(filled({ pricing: { ...emptyWizardDraft().pricing, ticketPrice: 47 } }))).toBe(0);
  });

  it("checks the host's e-mail with the server's own rule, so what it lets through is never refused for it", () => {
    const addresses = [
      'host@example.com',
      'a@b',
      ' host@example.com ',
      'host.example.com',
      'ho st@example.com',
      'a@b@c',
      '@b',
      'a@',
      '',
      `${'a'.repeat(250)}@b.ca`,
    ];
    for (const email of addresses) {
      const wizard = wizardStepProblem(filled({ hostInfo: { email, isNewHost: true } }), 'preview', today) === null;
      // As it is sent: trimmed (create-format.ts).
      const body = { format: payloadOf(filled(), today), hostInfo: { email: email.trim(), isNewHost: true } };
      expect([email, wizard]).toEqual([email, serverTakes(body)]);
    }
    expect(wizardStepProblem(filled({ hostInfo: { email: 'ho st@example.com', isNewHost: true } }), 'preview', today)).toBe(
      WIZARD_COPY.email,
    );
  });

  it('makes a stored draft from an older build whole', () => {
    const old = wholeDraft({ step: 'gone' as never, format: 'Kept', timeline: { interestCollection: 9 } as never });
    expect(old.step).toBe('concept-intro');
    expect(old.format).toBe('Kept');
    expect(old.timeline).toEqual({ interestCollection: 9, selectionWindow: 2, confirmationPeriod: 3 });
    expect(old.sessions).toEqual({ count: 1, everyDays: 7 });
  });
});
