import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await buildTestApp();
  account = await createSignedInUser(t.app.db);
});
afterEach(() => t.close());

async function fieldsOf(method: 'POST' | 'PUT', url: string, payload: unknown): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: account.sessionId },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: 'Some fields need another look.', code: 'validation-failed' });
  return res.json().fields;
}

describe('a schema failure reads as the route always said it (the contract gives the words)', () => {
  it('a bad item of a list is shown against the list, in the contract words', async () => {
    const url = '/api/profiles/updateProfileProperty';
    const notChangeable = { changes: 'This field cannot be changed here.' };
    expect(await fieldsOf('POST', url, { location: 'CA:ON:Toronto', changes: [{ value: true }] })).toEqual(notChangeable);
    expect(await fieldsOf('POST', url, { location: 'CA:ON:Toronto', changes: ['canHost'] })).toEqual(notChangeable);
    expect(await fieldsOf('POST', url, { location: 'CA:ON:Toronto', changes: [{ field: 7, value: true }] })).toEqual(notChangeable);
    expect(await fieldsOf('POST', url, { location: '   ', changes: [] })).toEqual({ location: 'User location not found' });
  });

  it('a value of the wrong type in a nullable field gets the contract words, not the union branches of Ajv', async () => {
    expect(await fieldsOf('POST', '/api/waitlist', { location: 'Other', cityOrPostalCode: 12 })).toEqual({
      cityOrPostalCode: 'Your city or postal code can be at most 80 characters.',
    });
  });

  it('words per keyword: a missing or blank AI answer is empty, a long one too long', async () => {
    const url = `/api/interests/${crypto.randomUUID()}/ai-response`;
    expect(await fieldsOf('POST', url, {})).toEqual({ aiResponseText: 'The AI response is empty.' });
    expect(await fieldsOf('POST', url, { aiResponseText: 42 })).toEqual({ aiResponseText: 'The AI response is empty.' });
  });

  it('refuses a number sent as text instead of converting it, and reports what the contract does not word in Ajv words', async () => {
    const url = `/api/picks/${crypto.randomUUID()}`;
    expect(await fieldsOf('PUT', url, { level: '3' })).toEqual({ level: 'The level is a whole number from 0 to 5.' });
    expect(await fieldsOf('POST', '/api/auth/magic-link/code', { email: 'a@example.com' })).toEqual({
      code: "must have required property 'code'",
    });
  });
});
