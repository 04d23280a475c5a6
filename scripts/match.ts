/**
 * `npm run match -- instance.json > groups.json`: runs the weekly matching engine on a JSON instance
 * (shared/matching.ts) and writes only the JSON result to stdout; "-" reads the instance from stdin.
 * `--seconds S` gives the anytime search a budget (counted as work, so the same input, seed and budget give the
 * same groups on any machine; see server/features/matching/budget.ts); `--seed N` varies its randomness.
 * Without them the fast default runs.
 * npm prints its "> emberite@… match" banner on stdout first; when stdout is a file holding nothing but that
 * banner it is removed (see dropNpmBanner). Into a pipe, use `npm run --silent match -- …`.
 * A missing or unreadable file, bad JSON or an invalid instance: a message on stderr and exit code 2.
 */
import { fstatSync, ftruncateSync, readFileSync, writeSync } from 'node:fs';
import { MAX_SECONDS } from '../server/features/matching/budget';
import { matchGroups, type MatchOptions } from '../server/features/matching/engine';
import { parseInstance } from '../server/features/matching/parse-instance';

function fail(message: string): never {
  process.stderr.write(`match: ${message}\n`);
  process.exit(2);
}

const USAGE = 'usage: npm run --silent match -- [--seconds S] [--seed N] <instance.json | ->';

/** The instance's source and the engine's options from the command line; a bad flag fails with the usage. */
function parseArgs(args: string[]): { source: string; options: MatchOptions } {
  const options: MatchOptions = {};
  const sources: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const flag = /^--(seconds|seed)(?:=(.*))?$/.exec(arg);
    if (!flag) {
      sources.push(arg);
      continue;
    }
    const text = flag[2] ?? args[++i];
    const value = Number(text);
    if (flag[1] === 'seconds') {
      if (text === undefined || text.trim() === '' || !Number.isFinite(value) || value < 0 || value > MAX_SECONDS)
        fail(`--seconds must be a number of seconds from 0 to ${MAX_SECONDS}, not ${text ?? 'nothing'}\n${USAGE}`);
      options.seconds = value;
    } else {
      if (text === undefined || !/^\d{1,9}$/.test(text)) fail(`--seed must be a whole number, not ${text ?? 'nothing'}\n${USAGE}`);
      options.seed = value;
    }
  }
  if (sources.length !== 1) fail(USAGE);
  return { source: sources[0]!, options };
}

const { source, options } = parseArgs(process.argv.slice(2));

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

let instance: ReturnType<typeof parseInstance>;
try {
  instance = parseInstance(json);
} catch (error) {
  fail(`invalid instance: ${(error as Error).message}`);
}

/**
 * Run by npm with stdout redirected to a file, the file already starts with npm's banner. When the file holds
 * exactly that (two "> " lines, so nothing of the person's own), it is emptied and the result written from the
 * start, so `npm run match -- a.json > b.json` gives a clean JSON file. Anything else is left alone.
 */
function dropNpmBanner(): number | null {
  if (!process.env.npm_lifecycle_event || !fstatSync(1).isFile()) return null;
  let written: string;
  try {
    written = readFileSync('/proc/self/fd/1', 'utf8');
  } catch {
    return null;
  }
  if (!/^\n> [^\n]*\n> [^\n]*\n\n$/.test(written)) return null;
  ftruncateSync(1, 0);
  return 0;
}

const output = `${JSON.stringify(matchGroups(instance, options))}\n`;
const position = dropNpmBanner();
if (position === null) process.stdout.write(output);
else writeSync(1, output, position);
