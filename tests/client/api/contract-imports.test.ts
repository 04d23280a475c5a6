import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Value imports, re-exports and lazy imports of a file (import type / export type are erased from the bundle). */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(match[1]!);
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!);
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => fs.existsSync(candidate)) ?? null;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );
}

describe('the contracts stay out of the browser bundle', () => {
  it('no module the client loads imports TypeBox: the client takes the shared schemas as types only', () => {
    const seen = new Set<string>();
    const queue = filesUnder(path.join(ROOT, 'client'));
    const offenders: string[] = [];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of valueImports(file)) {
        if (specifier === '@sinclair/typebox' || specifier.startsWith('@fastify/type-provider-typebox'))
          offenders.push(path.relative(ROOT, file));
        const target = resolveModule(file, specifier);
        if (target) queue.push(target);
      }
    }
    expect(offenders).toEqual([]);
    // The walk did reach shared code the client uses at run time.
    expect(seen.has(path.join(ROOT, 'shared/discover.ts'))).toBe(true);
  });
});
