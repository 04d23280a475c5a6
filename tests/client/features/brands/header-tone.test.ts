import { describe, it, expect } from 'vitest';
import { HEADER_HEIGHT_PX, isHeaderTransparent, toneAtLine } from '../../../../client/features/brands/header-tone';

describe('toneAtLine', () => {
  it('detects sections on the line of a 56 px header', () => {
    expect(HEADER_HEIGHT_PX).toBe(56);
  });

  it('takes the tone of the section crossing the line', () => {
    const sections = [
      { top: -400, bottom: 56, tone: 'light' },
      { top: 56, bottom: 700, tone: 'dark' },
      { top: 700, bottom: 1200, tone: 'light' },
    ];
    expect(toneAtLine(56, sections)).toBe('dark');
    expect(toneAtLine(55, sections)).toBe('light');
    expect(toneAtLine(800, sections)).toBe('light');
  });

  it('lets an inner (later) section win over the one around it', () => {
    const sections = [
      { top: -100, bottom: 2000, tone: 'light' },
      { top: 0, bottom: 300, tone: 'dark' },
    ];
    expect(toneAtLine(56, sections)).toBe('dark');
  });

  it('is light where no section or an unknown tone is under the header', () => {
    expect(toneAtLine(56, [])).toBe('light');
    expect(toneAtLine(56, [{ top: 0, bottom: 100, tone: 'purple' }])).toBe('light');
    expect(toneAtLine(56, [{ top: 0, bottom: 100, tone: undefined }])).toBe('light');
  });
});

describe('isHeaderTransparent', () => {
  it('is true on a category page while a dark section (the hero) is under the header', () => {
    expect(isHeaderTransparent('/category/creative', 'dark')).toBe(true);
  });

  it('is false on a category page once a light section is under the header', () => {
    expect(isHeaderTransparent('/category/creative', 'light')).toBe(false);
  });

  it('is false outside /category/, whatever the tone', () => {
    for (const tone of ['dark', 'light'] as const) {
      expect(isHeaderTransparent('/', tone)).toBe(false);
      expect(isHeaderTransparent('/categories', tone)).toBe(false);
      expect(isHeaderTransparent('/programs', tone)).toBe(false);
    }
  });
});
