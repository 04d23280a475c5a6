import { describe, it, expect } from 'vitest';
import { countDetected, detectedLabel, parseAiResponse } from '../../shared/ai-response';

const surfing = { name: 'surfing', lookingFor: 'people for dawn patrol', contribute: 'a spare wetsuit', isAiSuggested: true };
const chess = { name: 'chess', lookingFor: 'a weekly blitz partner', contribute: 'opening books', isAiSuggested: true };
const TWO = `interests:
  - name: surfing
    looking_for: people for dawn patrol
    can_contribute: a spare wetsuit
  - name: chess
    looking_for: a weekly blitz partner
    can_contribute: opening books`;

function errorOf(text: string): string {
  const result = parseAiResponse(text);
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('parseAiResponse: the steps of docs/product-rules.md#interests and their messages', () => {
  it('1: refuses an empty or blank paste', () => {
    expect(errorOf('')).toBe('Response is empty. Please paste the AI response.');
    expect(errorOf('  \n\t ')).toBe('Response is empty. Please paste the AI response.');
  });

  it('2: says no YAML was found when the fenced block is empty', () => {
    expect(errorOf('here you go:\n```yaml\n```')).toBe('No YAML content found in response. Please check the format.');
  });

  it('3: reports bad YAML with the parser detail', () => {
    const error = errorOf('interests:\n  - name: x\n   looking_for: [unclosed');
    expect(error).toMatch(/^Invalid YAML format: \S/);
    expect(error).not.toMatch(/\n/);
  });

  it('4: refuses an object root without an interests list', () => {
    expect(errorOf('topics:\n  - name: x')).toBe('YAML must contain an "interests" array or be an array itself.');
    expect(errorOf('interests: surfing')).toBe('YAML must contain an "interests" array or be an array itself.');
  });

  it('4: refuses a scalar or null root as an invalid structure', () => {
    expect(errorOf('just some words from the assistant')).toBe('Invalid YAML structure.');
    expect(errorOf('~')).toBe('Invalid YAML structure.');
    expect(errorOf('42')).toBe('Invalid YAML structure.');
  });

  it('5: refuses an empty list', () => {
    expect(errorOf('interests: []')).toBe('No interests found in the response.');
    expect(errorOf('[]')).toBe('No interests found in the response.');
  });

  it('6: refuses an item that is not an object, numbered from 1', () => {
    expect(errorOf('- surfing')).toBe('Interest #1 is not a valid object.');
    expect(errorOf(`${TWO}\n  - [a, list]`)).toBe('Interest #3 is not a valid object.');
  });

  it('6: refuses an item without a name (blank counts as missing)', () => {
    expect(errorOf('- looking_for: a\n  can_contribute: b')).toBe('Interest #1 is missing a name.');
    expect(errorOf(`${TWO}\n  - name: "   "\n    looking_for: a\n    can_contribute: b`)).toBe('Interest #3 is missing a name.');
  });

  it('6: refuses an item without looking_for, naming the interest', () => {
    expect(errorOf('- name: surfing\n  can_contribute: a wetsuit')).toBe('Interest "surfing" is missing "looking_for" field.');
  });

  it('6: refuses an item without can_contribute, naming the interest', () => {
    expect(errorOf('- name: surfing\n  looking_for: dawn patrol')).toBe('Interest "surfing" is missing "can_contribute" field.');
  });

  it('never throws: an unexpected failure gives the catalogue message', () => {
    const hostile = {
      trim: () => {
        throw new Error('boom');
      },
    } as unknown as string;
    expect(parseAiResponse(hostile)).toEqual({
      ok: false,
      error: 'An unexpected error occurred while parsing the response.',
    });
  });
});

describe('parseAiResponse: where the YAML is found and how it is read', () => {
  it('reads an unfenced interests: list', () => {
    expect(parseAiResponse(TWO)).toEqual({ ok: true, interests: [surfing, chess] });
  });

  it('reads a ```yaml fenced block and a plain ``` fence', () => {
    expect(parseAiResponse(`\`\`\`yaml\n${TWO}\n\`\`\``)).toEqual({ ok: true, interests: [surfing, chess] });
    expect(parseAiResponse(`\`\`\`\n${TWO}\n\`\`\``)).toEqual({ ok: true, interests: [surfing, chess] });
  });

  it('reads a root list without the interests key', () => {
    const list = '- name: surfing\n  looking_for: people for dawn patrol\n  can_contribute: a spare wetsuit';
    expect(parseAiResponse(list)).toEqual({ ok: true, interests: [surfing] });
  });

  it('reads the text after interests: when prose surrounds it without a fence', () => {
    const text = `Sure! Based on what you told me, here are some ideas.\n\n${TWO}\n\nLet me know if you want more!`;
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [surfing, chess] });
  });

  it('reads interests: that follows prose on the same line', () => {
    const text = 'Here are your interests:\n- name: chess\n  looking_for: a weekly blitz partner\n  can_contribute: opening books';
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [chess] });
  });

  it('reads leading asterisks as dashes, at any indentation', () => {
    const bulleted = TWO.replace(/- name/g, '* name');
    expect(parseAiResponse(bulleted)).toEqual({ ok: true, interests: [surfing, chess] });
    const flush = '* name: chess\n  looking_for: a weekly blitz partner\n  can_contribute: opening books';
    expect(parseAiResponse(flush)).toEqual({ ok: true, interests: [chess] });
  });

  it('accepts camelCase field names', () => {
    const text = 'interests:\n  - name: chess\n    lookingFor: a weekly blitz partner\n    canContribute: opening books';
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [chess] });
  });

  it('accepts Capitalised field names and an Interests key', () => {
    const snake = 'Interests:\n  - Name: chess\n    Looking_For: a weekly blitz partner\n    Can_Contribute: opening books';
    const pascal = '- Name: chess\n  LookingFor: a weekly blitz partner\n  CanContribute: opening books';
    expect(parseAiResponse(snake)).toEqual({ ok: true, interests: [chess] });
    expect(parseAiResponse(pascal)).toEqual({ ok: true, interests: [chess] });
  });

  it('accepts mixed spellings in one answer, including "Looking For?" and plain contribute', () => {
    const text = `interests:
  - name: surfing
    Looking For?: people for dawn patrol
    contribute: a spare wetsuit
  - Name: chess
    lookingFor: a weekly blitz partner
    can_contribute: opening books`;
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [surfing, chess] });
  });

  it('trims every value', () => {
    const text = '- name: "  chess "\n  looking_for: "  a weekly blitz partner  "\n  can_contribute: " opening books\t"';
    expect(parseAiResponse(text)).toEqual({ ok: true, interests: [chess] });
  });

  it('reads a realistic ChatGPT answer with prose around a fenced block', () => {
    const answer = `Absolutely! Here's a list tailored to someone in their early 30s who loves the outdoors:

\`\`\`yaml
interests:
  - name: "trail running"
    looking_for: "A few people to run the Don Valley trails with on Saturday mornings."
    can_contribute: "I know the routes well and can plan loops for every pace."
  - name: "specialty coffee"
    looking_for: "Fellow coffee nerds to try new Toronto roasters together."
    can_contribute: "I home-roast and can bring beans to taste side by side."
\`\`\`

These should help you find a group of 4-6 like-minded people. Want me to add more?`;
    const result = parseAiResponse(answer);
    expect(result.ok && result.interests.map((i) => i.name)).toEqual(['trail running', 'specialty coffee']);
    expect(result.ok && result.interests[1]?.contribute).toBe('I home-roast and can bring beans to taste side by side.');
  });
});

describe('live counter', () => {
  it('counts the detected interests, 0 when the text does not parse', () => {
    expect(countDetected(TWO)).toBe(2);
    expect(countDetected('- name: chess')).toBe(0);
    expect(countDetected('')).toBe(0);
  });

  it("shows 'n interest(s) detected' or 'unable to parse - check format', nothing while empty", () => {
    expect(detectedLabel(TWO)).toBe('2 interest(s) detected');
    expect(detectedLabel('interests: [')).toBe('unable to parse - check format');
    expect(detectedLabel('   ')).toBe('');
  });

  it('lowercases topic names, as every other topic is written', () => {
    const parsed = parseAiResponse('- name: Urban Sketching\n  looking_for: People To Draw With\n  can_contribute: spare pens');
    expect(parsed).toEqual({
      ok: true,
      interests: [{ name: 'urban sketching', lookingFor: 'People To Draw With', contribute: 'spare pens', isAiSuggested: true }],
    });
  });
});
