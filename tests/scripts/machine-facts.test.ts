import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeMachine, measureDiskSync } from '../../scripts/machine-facts';

let dir: string | null = null;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe("the machine a benchmark's figures come from", () => {
  it('times real disk syncs in the given folder and leaves nothing behind', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-facts-'));
    const sync = measureDiskSync(dir, 20);
    expect(sync.p50Ms).toBeGreaterThan(0);
    expect(sync.p99Ms).toBeGreaterThanOrEqual(sync.p50Ms);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("names the CPUs and the disk sync's figures in one line", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-facts-'));
    const line = describeMachine(dir);
    expect(line).toContain(`machine: ${os.cpus().length} CPUs (${os.cpus()[0]!.model.trim()})`);
    expect(line).toMatch(/; disk sync \(fdatasync of 16 KB\) p50 \d+\.\d\d ms, p99 \d+\.\d\d ms$/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
