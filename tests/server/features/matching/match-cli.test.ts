import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateInstance } from '../../../helpers/match-instances';
import { groupRuleViolations, mutualPairsInGroups } from '../../../../server/features/matching/check-groups';
import { clique, instance, member, mutual } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'match-cli-'));
/**
 * The script as `npm run match` runs it (through tsx), by Node with tsx's loader: npx's own start-up cost 1.5 s of CPU
 * a run, three times the script's. The test of `npm run match` itself runs npm.
 */
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/match.ts', ...args], { encoding: 'utf8', input: '' });

describe('npm run match', () => {
  it('writes only the JSON result to stdout', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const input = instance([member('a', { canHost: true }), ...ids.slice(1).map((id) => member(id))], mutual(...clique(ids)));
    const file = path.join(dir, 'week.json');
    writeFileSync(file, JSON.stringify(input));
    const { status, stdout } = run(file);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(groupRuleViolations(input, result)).toEqual([]);
    expect(result.groups).toHaveLength(1);
  });

  it('`npm run match -- instance.json > groups.json` gives a clean JSON file, and >> leaves what was there', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const file = path.join(dir, 'npm-week.json');
    writeFileSync(
      file,
      JSON.stringify(instance([member('a', { canHost: true }), ...ids.slice(1).map((id) => member(id))], mutual(...clique(ids)))),
    );
    const out = path.join(dir, 'groups.json');
    expect(spawnSync('sh', ['-c', `npm run match -- "${file}" > "${out}"`], { stdio: 'ignore' }).status).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).groups).toHaveLength(1);
    const log = path.join(dir, 'log.txt');
    writeFileSync(log, 'kept\n');
    expect(spawnSync('sh', ['-c', `npm run match -- "${file}" >> "${log}"`], { stdio: 'ignore' }).status).toBe(0);
    expect(readFileSync(log, 'utf8')).toMatch(/^kept\n[\s\S]*"groups"/);
  });

  it('exits with code 2 and a message on stderr for bad JSON, an invalid instance or a missing file', () => {
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"groupSize": ');
    const invalid = path.join(dir, 'invalid.json');
    writeFileSync(invalid, JSON.stringify(instance([member('a', { slots: ['mon-9' as never] })], [])));
    for (const [file, message] of [
      [broken, /is not valid JSON/],
      [invalid, /members\[0\]\.slots\[0\] must be one of sat-9, sat-11, sun-9, sun-11/],
      [path.join(dir, 'missing.json'), /cannot read/],
    ] as const) {
      const { status, stdout, stderr } = run(file);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
    }
  });

  it('--seconds runs the anytime search: the same file, seed and budget give the same groups, and never fewer pairs', () => {
    const input = generateInstance(120, 4);
    const file = path.join(dir, 'budget-week.json');
    writeFileSync(file, JSON.stringify(input));
    const fast = run(file);
    const first = run('--seconds', '3', '--seed', '5', file);
    const second = run(file, '--seconds=3', '--seed=5');
    expect(first.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    const budgeted = JSON.parse(first.stdout);
    expect(groupRuleViolations(input, budgeted)).toEqual([]);
    expect(mutualPairsInGroups(input, budgeted)).toBeGreaterThanOrEqual(mutualPairsInGroups(input, JSON.parse(fast.stdout)));
    // Three engine processes, two with a budget counted in work (3 s of it takes longer on a slower or busy machine).
  }, 60_000);

  it('exits with code 2 and the usage for a bad --seconds or --seed', () => {
    const file = path.join(dir, 'week.json');
    for (const [args, message] of [
      [['--seconds', '-1', file], /--seconds must be a number of seconds from 0 to 3600, not -1/],
      [['--seconds', 'soon', file], /--seconds must be a number/],
      [[file, '--seconds'], /--seconds must be a number of seconds from 0 to 3600, not nothing/],
      [['--seed', '1.5', file], /--seed must be a whole number/],
    ] as const) {
      const { status, stdout, stderr } = run(...args);
      expect(status).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(message);
      expect(stderr).toMatch(/usage: npm run --silent match -- \[--seconds S\]/);
    }
  });
});
