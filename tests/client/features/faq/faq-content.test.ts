import { describe, it, expect } from 'vitest';
import { FAQ_ITEMS } from '../../../../client/features/faq/faq-content';

describe('faq content', () => {
  it('has exactly the six spec topics, in order, each once', () => {
    expect(FAQ_ITEMS.map((item) => item.topic)).toEqual(['cost', 'dating', 'scheduling', 'multi-week', 'group-fit', 'people']);
  });

  it('asks each question in the matching words', () => {
    const questions = FAQ_ITEMS.map((item) => item.question);
    expect(questions[0]).toMatch(/cost/);
    expect(questions[1]).toMatch(/dating app/);
    expect(questions[2]).toMatch(/scheduling/);
    expect(questions[3]).toMatch(/multi-week/);
    expect(questions[4]).toMatch(/don't like my group/);
    expect(questions[5]).toMatch(/people/);
  });

  it('answers every question with at least one paragraph', () => {
    for (const item of FAQ_ITEMS) expect(item.answer.length).toBeGreaterThan(0);
  });

  it("quotes prices within the programs' $45-$120 per-session range", () => {
    const cost = FAQ_ITEMS[0]?.answer.join(' ') ?? '';
    expect(cost).toContain('$45');
    expect(cost).toContain('$120');
  });
});
