import { describe, expect, it } from 'vitest';
import { EventFormatApiError, formatProblem, problemText } from '../../../client/api/event-format-api';
import { ApiError, NetworkError } from '../../../client/api/http';
import { FORMAT_EMAIL } from '../../../shared/event-formats';

// What a screen says when an event-format call is refused: the server's words, and the field each is about.
describe('a refused event-format call in words', () => {
  const refused = (message: string, fields?: Record<string, string>) =>
    new EventFormatApiError(new ApiError(400, 'validation-failed', message, fields, 'Bad Request'));

  it('names each field the server refused, as the screen names it', () => {
    const error = refused('Some fields need another look.', { hostInfo: FORMAT_EMAIL.message });
    expect(problemText(error, { hostInfo: 'your e-mail' })).toBe(`Some fields need another look. your e-mail: ${FORMAT_EMAIL.message}`);
    // A field the screen has no name for is named as the server named it.
    expect(problemText(refused('Some fields need another look.', { format: 'must be object' }))).toBe(
      'Some fields need another look. format: must be object',
    );
  });

  it('says a message once when it is also its only field’s', () => {
    expect(problemText(refused('Choose at least one date.', { possibleDates: 'Choose at least one date.' }))).toBe(
      'Choose at least one date.',
    );
    expect(problemText(refused('That cannot be done at this point of the event.'))).toBe('That cannot be done at this point of the event.');
  });

  it('says what happened when the request never reached the server', () => {
    expect(problemText(new NetworkError('offline'))).toMatch(/^You're offline/);
  });

  it('keeps the fields apart for a screen that shows each by its input, and says what was not done', () => {
    expect(formatProblem(refused('Some fields need another look.', { title: 'Give it a title.' }), 'changed')).toEqual({
      message: 'Some fields need another look.',
      fields: { title: 'Give it a title.' },
    });
    expect(formatProblem(new NetworkError('offline'), 'changed').message).toBe(
      "You're offline: nothing was changed. Try again once you're back online.",
    );
    expect(formatProblem(new Error('boom')).message).toBe('Something went wrong; nothing was sent. Try again in a moment.');
    expect(formatProblem(new Error('boom'), 'changed').message).toBe('Something went wrong; nothing was changed. Try again in a moment.');
  });
});
