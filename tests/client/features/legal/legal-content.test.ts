import { describe, it, expect } from 'vitest';
import { privacyPolicy } from '../../../../client/features/legal/privacy-content';
import { termsOfUse } from '../../../../client/features/legal/terms-content';
import type { LegalDocument } from '../../../../client/features/legal/legal-document';

const brand = { name: 'Testbrand', contactEmail: 'hello@example.test' };

function fullText(document: LegalDocument): string {
  return [document.title, ...document.intro, ...document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])])].join(
    '\n',
  );
}

describe('terms of use', () => {
  const text = fullText(termsOfUse(brand));

  it('names the brand, Toronto and Ontario law, and gives the contact address', () => {
    expect(text).toContain('Testbrand');
    expect(text).toContain('Toronto, Ontario');
    expect(text).toContain('hello@example.test');
  });

  it('states the minimum age of 20', () => {
    expect(text).toContain('at least 20 years old');
  });

  it('covers deposits, no-show charges and the 20% platform fee', () => {
    expect(text).toMatch(/deposit/i);
    expect(text).toMatch(/no-show/i);
    expect(text).toContain('20%');
  });

  it('says picks and gender and age preferences are never shown', () => {
    expect(text).toMatch(/gender and age preferences you set are private/);
  });
});

describe('privacy policy', () => {
  const text = fullText(privacyPolicy(brand));

  it('is written against PIPEDA and gives the contact address', () => {
    expect(text).toContain('PIPEDA');
    expect(text).toContain('hello@example.test');
  });

  it('keeps data while the account is active', () => {
    expect(text).toContain('while your account is active');
  });

  it('never shares picks or gender and age preferences', () => {
    expect(text).toMatch(/gender and age preferences are never shared/);
  });

  it('states the minimum age of 20', () => {
    expect(text).toContain('aged 20 and over');
  });
});

describe('both legal texts', () => {
  it('use unique section headings so each can be a React key', () => {
    for (const document of [termsOfUse(brand), privacyPolicy(brand)]) {
      const headings = document.sections.map((s) => s.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});
