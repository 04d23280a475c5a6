/**
 * `npm run --silent match -- instance.json > groups.json`: runs the weekly matching engine on a JSON instance
 * (shared/matching.ts) and writes only the JSON result to stdout; "-" reads the instance from stdin.
 * Without --silent, npm prints its "> emberite@… match" banner on stdout ahead of the JSON, which breaks the
 * redirected file: use `npm run --silent match -- …` or `npx tsx scripts/match.ts …`.
 * A missing or unreadable file, bad JSON or an invalid instance: a message on stderr and exit code 2.
 */
import { readFileSync } from 'node:fs';
import { matchGroups } from '../server/features/matching/engine';
import { parseInstance } from '../server/features/matching/parse-instance';

function fail(message: string): never {
  process.stderr.write(`match: ${message}\n`);
  process.exit(2);
}

const source = process.argv[2];
if (!source || process.argv.length > 3) fail('usage: npm run --silent match -- <instance.json | ->');

let text: string;
try {
  text = readFileSync(source === '-' ? 0 : source, 'utf8');
} catch (error) {
  fail(`cannot read ${source === '-' ? 'stdin' : source}: ${(error as Error).message}`);
}

let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail(`${source === '-' ? 'stdin' : source} is not valid JSON: ${(error as Error).message}`);
}

let instance;
try {
  instance = parseInstance(json);
} catch (error) {
  fail(`invalid instance: ${(error as Error).message}`);
}

process.stdout.write(`${JSON.stringify(matchGroups(instance))}\n`);
