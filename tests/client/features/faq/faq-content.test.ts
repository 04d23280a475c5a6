import { describe, it, expect } from 'vitest';
import { COFFEE_FAQ, faqOf, PROGRAMS_FAQ as FAQ_ITEMS } from '../../../../client/features/faq/faq-content';

describe("the programs brand's faq content", () => {
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

describe("the coffee brands' faq content", () => {
  it('is what emberite and advenchy show, and kindling shows the programs one', () => {
    expect(faqOf('emberite').items).toBe(COFFEE_FAQ);
    expect(faqOf('advenchy').items).toBe(COFFEE_FAQ);
    expect(faqOf('kindling').items).toBe(FAQ_ITEMS);
  });

  it('answers as the landing does: free, an optional tip, a deposit, picks never revealed, declining without penalty', () => {
    const text = COFFEE_FAQ.flatMap((item) => item.answer).join(' ');
    for (const words of ['free', 'optional tip', 'deposit', 'never revealed', 'without penalty']) expect(text).toContain(words);
    expect(text).not.toMatch(/\$\d|program|session/);
  });
});
