import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupRuleViolations } from '../../../../server/features/matching/check-groups';
import { clique, instance, member, mutual } from './helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'match-cli-'));
const run = (...args: string[]) => spawnSync('npx', ['tsx', 'scripts/match.ts', ...args], { encoding: 'utf8', input: '' });

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
});
