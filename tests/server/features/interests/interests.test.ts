import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREDEFINED_INTERESTS } from '../../../../shared/interests';
import { aiPromptExamples } from '../../../../server/features/interests/ai-prompt-examples';
import { OFFER_EXAMPLES } from '../../../../server/features/interests/offer-examples';
import { WANT_EXAMPLES } from '../../../../server/features/interests/want-examples';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { postProfile, profileForm, validProfileJson } from '../profiles/helpers';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /api/interests/ai-prompt-examples', () => {
  it('answers 3-4 examples with name, lookingFor and canContribute, chosen by age bracket and sex', async () => {
    const twenties = (await get('/api/interests/ai-prompt-examples?age=24&sex=female')).json().examples;
    const fifties = (await get('/api/interests/ai-prompt-examples?age=58&sex=male')).json().examples;
    expect(twenties).toHaveLength(4);
    expect(Object.keys(twenties[0]).sort()).toEqual(['canContribute', 'lookingFor', 'name']);
    expect(twenties.map((e: { name: string }) => e.name)).not.toEqual(fifties.map((e: { name: string }) => e.name));
    const other = (await get('/api/interests/ai-prompt-examples?age=24&sex=male')).json().examples;
    expect(other.slice(0, 3)).toEqual(twenties.slice(0, 3));
    expect(other[3]).not.toEqual(twenties[3]);
  });

  it('works without age and sex (three for everyone) and refuses malformed ones', async () => {
    expect((await get('/api/interests/ai-prompt-examples')).json().examples).toHaveLength(3);
    expect((await get('/api/interests/ai-prompt-examples?age=abc')).statusCode).toBe(400);
    expect((await get('/api/interests/ai-prompt-examples?sex=robot')).statusCode).toBe(400);
  });

  it('keeps every example text under 150 characters, as the prompt asks of the AI', () => {
    for (const age of [22, 33, 44, 66]) {
      for (const sex of ['male', 'female'] as const) {
        for (const example of aiPromptExamples(age, sex)) {
          expect(example.lookingFor.length).toBeLessThan(150);
          expect(example.canContribute.length).toBeLessThan(150);
        }
      }
    }
  });
});

describe('GET /api/interests/examples', () => {
  const example = async (query: string) => {
    const res = await get(`/api/interests/examples?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().text as string;
  };

  it('gives several texts per predefined topic and kind, cycling with the index', async () => {
    const texts = [];
    for (let index = 0; index < 4; index++) texts.push(await example(`interestName=photography&type=want&index=${index}`));
    expect(new Set(texts.slice(0, 3)).size).toBe(3);
    expect(texts[3]).toBe(texts[0]);
    expect(await example('interestName=Photography&type=offer&index=0')).not.toBe(texts[0]);
  });

  it('has 20-150 character texts for every predefined topic and kind', () => {
    for (const topic of PREDEFINED_INTERESTS) {
      for (const text of [...WANT_EXAMPLES[topic], ...OFFER_EXAMPLES[topic]]) {
        expect(text.trim().length, text).toBeGreaterThanOrEqual(20);
        expect(text.length, text).toBeLessThanOrEqual(150);
      }
      expect(WANT_EXAMPLES[topic].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives a generic example naming an unknown topic, within 150 characters', async () => {
    const text = await example(`interestName=${encodeURIComponent('Urban Beekeeping')}&type=want`);
    expect(text).toContain('urban beekeeping');
    const long = await example(`interestName=${'x'.repeat(60)}&type=offer&index=2`);
    expect(long.length).toBeLessThanOrEqual(150);
  });

  it('refuses a missing name, a wrong type or index', async () => {
    const missing = await get('/api/interests/examples?type=want&index=0');
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { interestName: 'Interest name is missing' }]);
    expect((await get('/api/interests/examples?interestName=photography&type=both')).statusCode).toBe(400);
    expect((await get('/api/interests/examples?interestName=photography&type=want&index=-1')).statusCode).toBe(400);
  });
});

describe('POST /api/interests/:id/ai-response', () => {
  async function memberWithInterest(): Promise<{ account: TestAccount; interestId: string }> {
    const account = await createSignedInUser(t.app.db);
    const res = await postProfile(t, account, profileForm(validProfileJson()));
    return { account, interestId: res.json().profile.interests[0].id };
  }
  const send = (id: string, payload: object, account?: TestAccount) =>
    t.app.inject({
      method: 'POST',
      url: `/api/interests/${id}/ai-response`,
      payload,
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: account ? { sid: account.sessionId } : {},
    });
  /** The AI answer stored on the account's interest (read as the account's answers, in the interests' order). */
  const stored = async (account: TestAccount, id: string) => {
    const { interests } = t.app.repos;
    const position = (await interests.listFor(account.email)).findIndex((interest) => interest.id === id);
    expect(position).toBeGreaterThanOrEqual(0);
    return (await interests.aiResponsesOf(account.email))[position];
  };

  it("stores the pasted AI answer on the member's own interest", async () => {
    const { account, interestId } = await memberWithInterest();
    const res = await send(interestId, { aiResponseText: 'interests:\n  - name: photography' }, account);
    expect([res.statusCode, res.json()]).toEqual([200, { interestId, saved: true }]);
    expect(await stored(account, interestId)).toBe('interests:\n  - name: photography');
  });

  it("is 404 for someone else's interest or an unknown id, and 401 signed out", async () => {
    const { account, interestId } = await memberWithInterest();
    const other = await createSignedInUser(t.app.db);
    expect((await send(interestId, { aiResponseText: 'mine now' }, other)).statusCode).toBe(404);
    expect((await send(crypto.randomUUID(), { aiResponseText: 'x' }, other)).statusCode).toBe(404);
    expect((await send(interestId, { aiResponseText: 'x' })).statusCode).toBe(401);
    expect(await stored(account, interestId)).toBeNull();
  });

  it('refuses an empty answer or one over 20000 characters', async () => {
    const { account, interestId } = await memberWithInterest();
    expect((await send(interestId, { aiResponseText: '  ' }, account)).statusCode).toBe(400);
    const long = await send(interestId, { aiResponseText: 'x'.repeat(20_001) }, account);
    expect(long.json().fields).toEqual({ aiResponseText: 'The AI response can be at most 20000 characters.' });
    expect((await send(interestId, { aiResponseText: 'x'.repeat(20_000) }, account)).statusCode).toBe(200);
  });
});
