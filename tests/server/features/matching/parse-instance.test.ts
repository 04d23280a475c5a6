import { describe, expect, it } from 'vitest';
import { parseInstance } from '../../../../server/features/matching/parse-instance';
import { instance, member } from './helpers';

const good = instance([member('a', { canHost: true }), member('b', { neighborhoods: ['anywhere'] })], [{ from: 'a', to: 'b', level: 3 }]);
// biome-ignore lint/suspicious/noExplicitAny: each case breaks the raw JSON in its own way
const withChange = (change: (raw: any) => void) => {
  const raw = JSON.parse(JSON.stringify(good));
  change(raw);
  return () => parseInstance(raw);
};

describe('parseInstance', () => {
  it('accepts a valid instance as it is, and picks naming unknown members (the engine ignores them)', () => {
    expect(parseInstance(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(withChange((raw) => raw.picks.push({ from: 'a', to: 'nobody', level: 2 }))).not.toThrow();
  });

  it('names the offending field', () => {
    expect(withChange((raw) => (raw.members[1].slots = ['sun-9', 'fri-9']))).toThrow(
      'members[1].slots[1] must be one of sat-9, sat-11, sun-9, sun-11',
    );
    expect(withChange((raw) => (raw.members[0].neighborhoods = ['mars']))).toThrow(
      /members\[0\]\.neighborhoods\[0\] must be one of downtown, .*anywhere/,
    );
    expect(withChange((raw) => (raw.groupSize.min = 1))).toThrow('groupSize.min must be an integer >= 2');
    expect(withChange((raw) => (raw.groupSize = { min: 5, max: 4 }))).toThrow('groupSize.max must be an integer >= 5');
    expect(withChange((raw) => (raw.members[1].id = 'a'))).toThrow('members[1].id "a" is used by an earlier member');
    expect(withChange((raw) => (raw.members[1].id = ''))).toThrow('members[1].id must be a non-empty string');
    expect(withChange((raw) => (raw.picks[0].level = 6))).toThrow('picks[0].level must be an integer from 0 to 5');
    expect(withChange((raw) => (raw.picks[0].level = 2.5))).toThrow('picks[0].level must be an integer from 0 to 5');
    expect(withChange((raw) => (raw.members[0].canHost = 'yes'))).toThrow('members[0].canHost must be true or false');
    expect(withChange((raw) => (raw.blocks = [{ from: 'a' }]))).toThrow('blocks[0].to must be a non-empty string');
    expect(() => parseInstance([])).toThrow('the instance must be an object');
  });
});
