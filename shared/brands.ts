/** The brand variants, first one is the default. Shared so the server's host map and the client agree. */
export const BRAND_IDS = ['emberite', 'advenchy', 'kindling'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND: BrandId = 'emberite';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/** What the browser shows before any screen renders: title, install name, colours. Used by the server
 *  (index.html per host, the web app manifest) and by the client brand content modules for the name. */
export interface BrandMeta {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

export const BRAND_META: Record<BrandId, BrandMeta> = {
  emberite: {
    name: 'emberite',
    shortName: 'emberite',
    description: 'Meet 4-6 people who share your interests, over coffee on a weekend morning in Toronto.',
    themeColor: '#c2410c',
    backgroundColor: '#ffffff',
  },
  advenchy: {
    name: 'advenchy',
    shortName: 'advenchy',
    description: 'Find your people for the things you want to do: small groups, picked privately, in Toronto.',
    themeColor: '#0f766e',
    backgroundColor: '#ffffff',
  },
  kindling: {
    name: 'kindling',
    shortName: 'kindling',
    description: '3-6 week programs in Toronto: pottery, dance, cooking and more, with the same small group.',
    themeColor: '#9a3412',
    backgroundColor: '#ffffff',
  },
};
