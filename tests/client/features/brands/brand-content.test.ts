import { describe, it, expect } from 'vitest';
import type { BrandContent, BrandLink } from '../../../../client/features/brands/brand-content';
import { advenchy } from '../../../../client/features/brands/content/advenchy';
import { advenchyLanding } from '../../../../client/features/brands/content/advenchy-landing';
import { emberite } from '../../../../client/features/brands/content/emberite';
import { emberiteLanding } from '../../../../client/features/brands/content/emberite-landing';
import { kindling } from '../../../../client/features/brands/content/kindling';
import { kindlingLanding } from '../../../../client/features/brands/content/kindling-landing';
import { PEOPLE_JOINED_THIS_WEEK } from '../../../../client/features/brands/landing-stats';

const ALL: BrandContent[] = [emberite, advenchy, kindling];
const MATCHING = [emberite, advenchy];
const MATCHING_LANDINGS = [emberiteLanding, advenchyLanding];
const pairs = (links: BrandLink[]) => links.map((link) => [link.label, link.to]);

/** Every string anywhere in a value, to check the copy for placeholder text. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('brand basics', () => {
  it('gives each brand its id, contact address and a name story, and no phone number (the installation gives it: HOSTS_PHONE)', () => {
    for (const brand of ALL) {
      expect(brand.name).toBe(brand.id);
      expect(brand.contactEmail).toBe(`hello@${brand.id}.ca`);
      expect(JSON.stringify(brand)).not.toMatch(/555|phone/i);
      expect(brand.nameOrigin.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has no placeholder or empty copy', () => {
    for (const text of strings([ALL, emberiteLanding, advenchyLanding, kindlingLanding])) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|todo|tbd/i);
    }
  });
});

describe('header navigation (docs/product-rules.md#themes-and-brands)', () => {
  it('first and second brand: how it works, contact and a get-your-invite button to /start', () => {
    for (const brand of MATCHING) {
      expect(pairs(brand.header.links)).toEqual([
        ['how it works', '/#how-it-works'],
        ['contact', '/#contact'],
      ]);
      expect(brand.header.cta).toEqual({ label: 'get your invite', to: '/start' });
    }
  });

  it('third brand: explore, how it works, host and view programs to /login', () => {
    expect(kindling.header.links.map((link) => link.label)).toEqual(['explore', 'how it works', 'host']);
    expect(kindling.header.links.find((link) => link.label === 'host')?.to).toBe('/hosts');
    expect(kindling.header.cta).toEqual({ label: 'view programs', to: '/login' });
  });
});

describe('footers (docs/product-rules.md#themes-and-brands)', () => {
  it('ends with the coffee tagline or a 2025 rights line', () => {
    expect(emberite.footer.signoff).toBe('made with coffee in toronto');
    expect(advenchy.footer.signoff).toContain('2025');
    expect(kindling.footer.signoff).toContain('2025');
  });

  it('third brand links to about, faq and both legal pages, plus a social follow link in a new tab', () => {
    const targets = kindling.footer.links.map((link) => link.to);
    for (const path of ['/about', '/faq', '/privacy-policy', '/terms-of-use']) expect(targets).toContain(path);
    expect(kindling.footer.social).toMatchObject({ external: true, newTab: true });
    expect(kindling.footer.social?.to).toMatch(/^https:\/\//);
  });

  it('opens the legal pages in a new tab for every brand', () => {
    for (const brand of ALL) {
      const legal = brand.footer.links.filter((link) => ['/privacy-policy', '/terms-of-use'].includes(link.to));
      expect(legal).toHaveLength(2);
      expect(legal.every((link) => link.newTab)).toBe(true);
    }
  });
});

describe('first and second brand landing copy (docs/product-rules.md#public-pages)', () => {
  it('has 5 steps, six interest categories, 7 FAQ items with unique ids and a get-your-invite call', () => {
    for (const landing of MATCHING_LANDINGS) {
      expect(landing.steps.steps).toHaveLength(5);
      expect(landing.categories.items.map((c) => c.name)).toEqual(['Creative', 'Active', 'Cultural', 'Learning', 'Social', 'Adventure']);
      expect(landing.faq.items).toHaveLength(7);
      expect(new Set(landing.faq.items.map((item) => item.id)).size).toBe(7);
      expect(landing.hero.ctaLabel).toBe('get your invite');
      expect(landing.examples.moreLabel).toBe('show more examples');
      for (const row of landing.comparison.rows) expect(row.answers).toHaveLength(landing.comparison.others.length + 1);
    }
  });

  it('gives the second brand its own hero and copy', () => {
    expect(advenchyLanding.hero.title).not.toBe(emberiteLanding.hero.title);
    expect(advenchyLanding.faq.items[0]?.question).not.toBe(emberiteLanding.faq.items[0]?.question);
  });

  it('states the product facts of spec section 1', () => {
    const copy = strings(emberiteLanding).join(' ');
    for (const fact of [
      'about 2 minutes',
      'about 50',
      '4-6',
      'weekend morning',
      'optional tip',
      'deposit is held',
      'no-show is charged',
      'showing up costs nothing',
      'never revealed',
      'without penalty',
      'next week',
      'open to romance',
      'only looking for friends',
      'private',
    ]) {
      expect(copy, fact).toContain(fact);
    }
  });

  it('starts the people-joined-this-week figure at 52', () => {
    expect(PEOPLE_JOINED_THIS_WEEK).toBe(52);
  });
});

describe('third brand landing copy (docs/product-rules.md#public-pages)', () => {
  it('has narrative sections including the how-it-works target, and 4 program traits', () => {
    expect(kindlingLanding.story.map((s) => s.id)).toContain('how-it-works');
    expect(kindlingLanding.traits.items).toHaveLength(4);
    expect(kindlingLanding.closing.ctaLabel).toBe('view programs');
  });

  it('describes 3-6 week programs for groups of 6-12 in toronto, priced per session and run by hosts', () => {
    const copy = strings([kindling, kindlingLanding]).join(' ');
    for (const fact of ['3-6 week', '6-12', 'toronto', 'per session', 'host', 'pottery', 'dance', 'cooking']) {
      expect(copy, fact).toContain(fact);
    }
  });
});
