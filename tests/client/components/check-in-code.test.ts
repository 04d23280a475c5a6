import { describe, expect, it } from 'vitest';
import { CHECK_IN_PARAM, checkInCode, checkInUrl } from '../../../client/components/check-in-code';

describe('checkInCode', () => {
  it('takes four digits, with spaces typed around or between them', () => {
    expect(checkInCode('4821')).toBe('4821');
    expect(checkInCode(' 48 21 ')).toBe('4821');
  });
  it('refuses anything else', () => {
    for (const typed of ['', '482', '48210', '48a1', '４８２１']) expect(checkInCode(typed)).toBeNull();
  });
});

describe('checkInUrl', () => {
  it('opens the page with the code, and what else it needs, in the query', () => {
    const url = new URL(checkInUrl('https://emberite.example', '/program/f 1', '0427', { session: 'g1:2' }));
    expect(url.pathname).toBe('/program/f%201');
    expect(url.searchParams.get('session')).toBe('g1:2');
    expect(checkInCode(url.searchParams.get(CHECK_IN_PARAM)!)).toBe('0427');
  });
});
