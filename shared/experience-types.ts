/** What an experience is (docs/product-rules.md#experiences-and-poetry-night); the samples are in experiences.ts. */
import type { GroupSizeRange } from './group-size';

export const EXPERIENCE_TYPE_IDS = ['poetry-night', 'night-out', 'dance'] as const;
export type ExperienceTypeId = (typeof EXPERIENCE_TYPE_IDS)[number];

export interface ExperienceNote {
  title: string;
  text: string;
}

export interface Experience {
  id: string;
  typeId: ExperienceTypeId;
  title: string;
  subtitle: string;
  category: string;
  price: number;
  area: string;
  country: string;
  language: string;
  duration: { hours: number; minutes: number };
  participants: GroupSizeRange;
  location: { name: string; address: string; details?: string };
  requiredLevel: string;
  /** What the evening is like, shown as 'about'. */
  whatToExpect: string[];
  whatsIncluded: string[];
  notes: ExperienceNote[];
  /** Stands in for the photo: a CSS gradient, so the page needs no external image. */
  imageGradient: string;
}
