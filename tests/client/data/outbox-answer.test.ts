import { describe, expect, it } from 'vitest';
import { classifyAnswer, refusalMessage } from '../../../client/data/outbox-answer';

describe('what the outbox does with an answer', () => {
  it('retries when there was no answer at all (offline, connection reset)', () => {
    expect(classifyAnswer(null)).toBe('retry');
  });

  it('retries server errors, timeouts and rate limits', () => {
    for (const status of [500, 502, 503, 504, 599, 408, 429]) expect(classifyAnswer(status), String(status)).toBe('retry');
  });

  it('counts any 2xx (a replayed answer included) and 409 (already being applied) as done', () => {
    for (const status of [200, 201, 202, 204, 409]) expect(classifyAnswer(status), String(status)).toBe('done');
  });

  it('stops at 401 without touching the entry: the person must sign in again', () => {
    expect(classifyAnswer(401)).toBe('sign-in');
  });

  it('puts every other refusal in front of the person instead of dropping it', () => {
    for (const status of [400, 403, 404, 410, 413, 415, 422]) expect(classifyAnswer(status), String(status)).toBe('attention');
  });

  it("shows the server's own message for a refusal", () => {
    expect(refusalMessage({ message: 'Age must be between 20 and 100', code: 'validation-failed' }, 400, 'Bad Request')).toBe(
      'Age must be between 20 and 100',
    );
  });

  it('adds the per-field messages, which say what to fix', () => {
    const body = {
      message: 'Some fields need another look.',
      code: 'validation-failed',
      fields: { minIdealAge: 'Ideal ages must be whole numbers from 18 to 100.' },
    };
    expect(refusalMessage(body, 400, 'Bad Request')).toBe(
      'Some fields need another look. Ideal ages must be whole numbers from 18 to 100.',
    );
  });

  it('says a message once when a field repeats it (a refused video)', () => {
    const message = 'Videos can be at most 16 seconds long. Please record a shorter one.';
    expect(refusalMessage({ message, code: 'video-too-long', fields: { video: message } }, 400, 'Bad Request')).toBe(message);
  });

  it('falls back to the status when the server sent no message', () => {
    expect(refusalMessage(null, 404, 'Not Found')).toBe('Not Found (404)');
    expect(refusalMessage({ message: '  ' }, 422, '')).toBe('the server refused this change (422)');
    expect(refusalMessage('oops', 400, 'Bad Request')).toBe('Bad Request (400)');
  });
});

describe('a 409 for a request still running', () => {
  it('is tried again rather than counted as done, so a failing first run cannot lose the change', () => {
    expect(classifyAnswer(409, 'request-in-progress')).toBe('retry');
  });
});

describe('a 409 for a profile that was there already', () => {
  it('needs the person: the profile sent was not made and its answers were not used, so it is never counted as done', () => {
    expect(classifyAnswer(409, 'profile-exists')).toBe('attention');
  });

  it('while another 409 (the change is there already) is done', () => {
    expect(classifyAnswer(409, 'invite-answered')).toBe('done');
  });
});

describe('a refusal the kind fixes on the spot', () => {
  it('goes to the screen when its code is one the kind names, a 429 included, whatever else the status would do', () => {
    const fixHere = ['validation-failed', 'rate-limited'] as const;
    expect(classifyAnswer(400, 'validation-failed', fixHere)).toBe('fix-here');
    expect(classifyAnswer(429, 'rate-limited', fixHere)).toBe('fix-here');
  });

  it('never for a code the kind does not name, a 401, a server error, or an answer without a code', () => {
    const fixHere = ['validation-failed'] as const;
    expect(classifyAnswer(403, 'check-in-closed', fixHere)).toBe('attention');
    expect(classifyAnswer(401, 'validation-failed', fixHere)).toBe('sign-in');
    expect(classifyAnswer(503, 'validation-failed', fixHere)).toBe('retry');
    expect(classifyAnswer(400, undefined, fixHere)).toBe('attention');
    expect(classifyAnswer(400, 'validation-failed')).toBe('attention');
  });
});
