import yaml from 'js-yaml';

/** An interest read from a pasted AI answer (docs/product-rules.md#interests, Interest choice). */
export interface AiInterest {
  name: string;
  lookingFor: string;
  contribute: string;
  isAiSuggested: true;
}

export type AiParseResult = { ok: true; interests: AiInterest[] } | { ok: false; error: string };

/** The error copy of docs/product-rules.md#interests, verbatim. */
export const AI_PARSE_MESSAGES = {
  empty: 'Response is empty. Please paste the AI response.',
  noYaml: 'No YAML content found in response. Please check the format.',
  invalidYaml: (detail: string) => `Invalid YAML format: ${detail}`,
  noInterestsArray: 'YAML must contain an "interests" array or be an array itself.',
  invalidStructure: 'Invalid YAML structure.',
  emptyList: 'No interests found in the response.',
  notObject: (n: number) => `Interest #${n} is not a valid object.`,
  missingName: (n: number) => `Interest #${n} is missing a name.`,
  missingLookingFor: (name: string) => `Interest "${name}" is missing "looking_for" field.`,
  missingContribute: (name: string) => `Interest "${name}" is missing "can_contribute" field.`,
  unexpected: 'An unexpected error occurred while parsing the response.',
} as const;

/** Live counter copy of the AI response step (docs/product-rules.md#onboarding-and-profile). */
export const UNPARSEABLE_LABEL = 'unable to parse - check format';

const YAML_FENCE = /```[ \t]*ya?ml\b[^\n]*\n([\s\S]*?)```/i;
const PLAIN_FENCE = /```[ \t]*\r?\n([\s\S]*?)```/;
const INTERESTS_AT_LINE_START = /^[ \t]*interests:/im;
const INTERESTS_ANYWHERE = /\binterests:/i;

/** Chat apps render YAML lists as Markdown bullets, so pasted answers often have '* name:' for '- name:'. */
function asterisksToDashes(text: string): string {
  return text.replace(/^([ \t]*)\*(?=[ \t])/gm, '$1-');
}

/**
 * The `interests:` block without the chatter after it: an unfenced answer usually ends with a line of prose
 * ("let me know if you want more!") that would make the whole YAML invalid. The block ends at the first line
 * that is back at (or left of) the indentation of the key's line and is not a list item.
 */
function interestsBlock(text: string): string | null {
  const match = INTERESTS_AT_LINE_START.exec(text) ?? INTERESTS_ANYWHERE.exec(text);
  if (!match) return null;
  const start = match.index + match[0].length - 'interests:'.length;
  const keyLine = text.slice(text.lastIndexOf('\n', start) + 1, start);
  const baseIndent = keyLine.length - keyLine.trimStart().length;
  const [first = '', ...rest] = text.slice(start).split(/\r?\n/);
  const kept = [first];
  for (const line of rest) {
    const indent = line.length - line.trimStart().length;
    const endsBlock = line.trim() !== '' && indent <= baseIndent && !line.trimStart().startsWith('-');
    if (endsBlock) break;
    kept.push(line.slice(Math.min(indent, baseIndent)));
  }
  return kept.join('\n');
}

/** Step 2: where the YAML is, in the spec's order of preference. */
function extractYaml(text: string): string {
  const bulleted = asterisksToDashes(text);
  const fenced = YAML_FENCE.exec(bulleted) ?? PLAIN_FENCE.exec(bulleted);
  if (fenced) return fenced[1] ?? '';
  return interestsBlock(bulleted) ?? bulleted;
}

/** 'looking_for', 'lookingFor', 'Looking_For', 'Looking For?' all become 'lookingfor'. */
function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function fieldText(item: Record<string, unknown>, keys: readonly string[]): string {
  const byKey = new Map(Object.entries(item).map(([key, value]) => [normaliseKey(key), value]));
  for (const key of keys) {
    const value = byKey.get(key);
    const isScalar = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    const text = isScalar ? String(value).trim() : '';
    if (text !== '') return text;
  }
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Step 4: the list of interests, or the spec's message for a root that holds none. */
function interestList(root: unknown): unknown[] | string {
  if (Array.isArray(root)) return root;
  if (!isRecord(root)) return AI_PARSE_MESSAGES.invalidStructure;
  const key = Object.keys(root).find((k) => normaliseKey(k) === 'interests');
  const list = key === undefined ? undefined : root[key];
  return Array.isArray(list) ? list : AI_PARSE_MESSAGES.noInterestsArray;
}

/** Step 6: one list item checked in the spec's order. */
function readInterest(item: unknown, n: number): AiInterest | string {
  if (!isRecord(item)) return AI_PARSE_MESSAGES.notObject(n);
  const name = fieldText(item, ['name']);
  if (!name) return AI_PARSE_MESSAGES.missingName(n);
  const lookingFor = fieldText(item, ['lookingfor']);
  if (!lookingFor) return AI_PARSE_MESSAGES.missingLookingFor(name);
  const contribute = fieldText(item, ['cancontribute', 'contribute']);
  if (!contribute) return AI_PARSE_MESSAGES.missingContribute(name);
  // Topic names are lowercase everywhere in the product: an AI's "Urban Sketching" sits beside "book club" as "urban sketching".
  return { name: name.toLocaleLowerCase('en-CA'), lookingFor, contribute, isAiSuggested: true };
}

function parseSteps(text: string): AiParseResult {
  if (text.trim() === '') return { ok: false, error: AI_PARSE_MESSAGES.empty };
  const source = extractYaml(text);
  if (source.trim() === '') return { ok: false, error: AI_PARSE_MESSAGES.noYaml };
  let root: unknown;
  try {
    root = yaml.load(source);
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    return { ok: false, error: AI_PARSE_MESSAGES.invalidYaml(error.reason || error.message) };
  }
  const list = interestList(root);
  if (typeof list === 'string') return { ok: false, error: list };
  if (list.length === 0) return { ok: false, error: AI_PARSE_MESSAGES.emptyList };
  const interests: AiInterest[] = [];
  for (const [index, item] of list.entries()) {
    const interest = readInterest(item, index + 1);
    if (typeof interest === 'string') return { ok: false, error: interest };
    interests.push(interest);
  }
  return { ok: true, interests };
}

/** docs/product-rules.md#interests, step by step; never throws. */
export function parseAiResponse(text: string): AiParseResult {
  try {
    return parseSteps(text);
  } catch {
    return { ok: false, error: AI_PARSE_MESSAGES.unexpected };
  }
}

/** How many interests the pasted text holds; 0 while it does not parse. */
export function countDetected(text: string): number {
  const result = parseAiResponse(text);
  return result.ok ? result.interests.length : 0;
}

/**
 * The live line under the text area: 'n interest(s) detected' or 'unable to parse - check format'.
 * Empty while nothing is pasted, because the step shows the 'skip AI suggestions' link then instead.
 */
export function detectedLabel(text: string): string {
  if (text.trim() === '') return '';
  const result = parseAiResponse(text);
  return result.ok ? `${result.interests.length} interest(s) detected` : UNPARSEABLE_LABEL;
}
