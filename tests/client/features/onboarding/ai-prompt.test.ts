import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseAiResponse } from '../../../../shared/ai-response';
import { buildAiPrompt } from '../../../../client/features/onboarding/ai-prompt';
import { examplesOrFallback, FALLBACK_AI_EXAMPLES } from '../../../../client/features/onboarding/ai-prompt-examples';

const examples = [{ name: 'book club', lookingFor: 'people who say "yes: and"', canContribute: 'snacks' }];

describe('AI prompt text', () => {
  it('asks for YAML only, with name, looking_for and can_contribute, each under 150 characters', () => {
    const prompt = buildAiPrompt({ age: 31, sex: 'female', examples });
    expect(prompt).toMatch(/ONLY YAML/);
    for (const field of ['name', 'looking_for', 'can_contribute']) expect(prompt).toContain(`${field}:`);
    expect(prompt).toMatch(/under 150 characters/);
  });

  it('says the service connects 4-6 people', () => {
    expect(buildAiPrompt({ age: null, sex: null, examples })).toContain('connects 4-6 people');
  });

  it('mentions the age and sex when known and leaves them out when not', () => {
    expect(buildAiPrompt({ age: 31, sex: 'female', examples })).toContain("I'm 31 years old, female");
    expect(buildAiPrompt({ age: null, sex: null, examples })).not.toMatch(/years old|male/);
  });

  it('shows the examples as YAML that our own parser reads back, even with quotes and colons in them', () => {
    const prompt = buildAiPrompt({ age: 40, sex: 'male', examples });
    const result = parseAiResponse(prompt);
    expect(result).toEqual({
      ok: true,
      interests: [{ name: 'book club', lookingFor: 'people who say "yes: and"', contribute: 'snacks', isAiSuggested: true }],
    });
    const block = /```yaml\n([\s\S]*?)```/.exec(prompt)?.[1] ?? '';
    expect(yaml.load(block)).toEqual({
      interests: [{ name: 'book club', looking_for: 'people who say "yes: and"', can_contribute: 'snacks' }],
    });
  });
});

describe('AI prompt examples', () => {
  it("uses the server's examples when it sends usable ones", () => {
    expect(examplesOrFallback({ examples })).toEqual(examples);
  });

  it('falls back to the built-in ones for a failed, empty or malformed answer', () => {
    expect(examplesOrFallback(null)).toEqual(FALLBACK_AI_EXAMPLES);
    expect(examplesOrFallback({ examples: [] })).toEqual(FALLBACK_AI_EXAMPLES);
    expect(examplesOrFallback({ examples: [{ name: 'x' }] })).toEqual(FALLBACK_AI_EXAMPLES);
    expect(examplesOrFallback('<html>')).toEqual(FALLBACK_AI_EXAMPLES);
  });

  it('keeps the built-in examples within the 150-character limit', () => {
    for (const example of FALLBACK_AI_EXAMPLES) {
      expect(example.lookingFor.length).toBeLessThan(150);
      expect(example.canContribute.length).toBeLessThan(150);
    }
  });
});
