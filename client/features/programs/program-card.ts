import { formatPriceFrom, programBadges } from './program-format';
import type { Program } from './programs-content';

/** What a card on /programs shows, for a sample program and for a host's format alike. */
export interface ProgramCardModel {
  to: string;
  title: string;
  subtitle: string;
  /** In order: duration (weeks or sessions), session length, group size. */
  badges: string[];
  /** One labelled line under the badges (a program's tracks, a format's place and first date). */
  note?: { label: string; text: string };
  price: string;
  /** The card's art: a CSS gradient, so no image has to load. */
  gradient: string;
}

/** A sample program's card. */
export const programCard = (program: Program): ProgramCardModel => ({
  to: `/program/${program.id}`,
  title: program.title,
  subtitle: program.subtitle,
  badges: programBadges(program),
  note: program.tracks && { label: 'tracks', text: program.tracks.join(' · ') },
  price: formatPriceFrom(program.pricePerSession),
  gradient: program.gradient,
});
