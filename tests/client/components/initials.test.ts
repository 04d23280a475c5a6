import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../client/components/initials';

describe('initialsOf', () => {
  it('takes the first letter of up to two words, upper-cased', () => {
    expect(initialsOf('anna maria lopez')).toBe('AM');
    expect(initialsOf(' jo ')).toBe('J');
    expect(initialsOf('élodie')).toBe('É');
  });

  it('is ? for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
