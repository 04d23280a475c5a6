import { describe, expect, it } from 'vitest';
import { contractPath } from '../../../client/api/api-path';

describe("apiCall's path: the route's own path, filled in from the contract's params and querystring", () => {
  it('puts encoded params into their segments', () => {
    expect(contractPath('GET /profiles/:profileId', { params: { profileId: 'a/b c' } })).toBe('/profiles/a%2Fb%20c');
    expect(contractPath('POST /auth/callback/:provider', { params: { provider: 'google' }, body: { code: 'x' } })).toBe(
      '/auth/callback/google',
    );
  });

  it('adds the querystring without the values left out', () => {
    expect(contractPath('GET /profiles/all', { querystring: { location: 'CA:ON:Toronto' } })).toBe(
      '/profiles/all?location=CA%3AON%3AToronto',
    );
    expect(contractPath('GET /interests/examples', { querystring: { interestName: 'book club', type: 'want', index: undefined } })).toBe(
      '/interests/examples?interestName=book+club&type=want',
    );
    expect(contractPath('GET /site-links', {})).toBe('/site-links');
  });
});
