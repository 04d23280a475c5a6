import { useEffect, useState, type CSSProperties } from 'react';
import { useHydrated } from '../../../components/use-hydrated';
import { EXAMPLE_PEOPLE } from '../example-people';
import { FLIP_MS, INITIAL_DECK, SET_COUNT, cardFaces, flipDeck, flipLockMs, shownFace, shownSet, toSets } from '../example-sets';
import type { MatchingLandingCopy } from '../landing-copy';
import { useMediaQuery } from '../use-media-query';
import ExampleCard from './ExampleCard';
import LandingSection from './LandingSection';
import './ExampleCards.css';

const SETS = toSets(EXAMPLE_PEOPLE);

/** 'who will you meet' (docs/product-rules.md#public-pages): four example people at a time; the button flips them to the next set. */
export default function ExampleCards({ copy }: { copy: MatchingLandingCopy['examples'] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [deck, setDeck] = useState(INITIAL_DECK);
  const [flipping, setFlipping] = useState(false);
  const cards = cardFaces(SETS, deck);
  const side = shownFace(deck) === 0 ? 'front' : 'back';
  const names = cards.map((card) => card[side].name);

  const lockMs = flipLockMs(reducedMotion, cards.length);
  // The landing is pre-rendered: until this part has hydrated, a press would do nothing and be lost, so the button
  // is disabled until then (a press is then answered, never silently dropped).
  const ready = useHydrated();

  useEffect(() => {
    if (!flipping) return;
    const timer = window.setTimeout(() => setFlipping(false), lockMs);
    return () => window.clearTimeout(timer);
  }, [flipping, lockMs]);

  // A press during a flip would refill faces that are still turning, so it is ignored. The button stays
  // enabled (aria-disabled, not disabled) so keyboard focus stays on it.
  const showMore = () => {
    if (flipping) return;
    setDeck(flipDeck);
    if (lockMs > 0) setFlipping(true);
  };

  return (
    <LandingSection title={copy.title} intro={copy.intro} surface="primary" className="example-cards">
      <ul className="example-cards__grid" style={{ '--flip-ms': `${FLIP_MS}ms` } as CSSProperties}>
        {cards.map(({ front, back }, index) => (
          <ExampleCard key={index} index={index} front={front} back={back} flips={deck.flips} />
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {`examples ${shownSet(deck) + 1} of ${SET_COUNT}: ${names.join(', ')}`}
      </p>
      <button
        type="button"
        className="btn btn-secondary example-cards__more"
        disabled={!ready}
        aria-disabled={flipping || undefined}
        onClick={showMore}
      >
        {copy.moreLabel}
      </button>
    </LandingSection>
  );
}
