import { useState, type CSSProperties } from 'react';
import { EXAMPLE_PEOPLE } from '../example-people';
import { FLIP_MS, INITIAL_DECK, SET_COUNT, cardFaces, flipDeck, shownFace, shownSet, toSets } from '../example-sets';
import type { MatchingLandingCopy } from '../landing-copy';
import ExampleCard from './ExampleCard';
import LandingSection from './LandingSection';
import './ExampleCards.css';

const SETS = toSets(EXAMPLE_PEOPLE);

/** 'who will you meet' (spec 2.5): four example people at a time; the button flips them to the next set. */
export default function ExampleCards({ copy }: { copy: MatchingLandingCopy['examples'] }) {
  const [deck, setDeck] = useState(INITIAL_DECK);
  const cards = cardFaces(SETS, deck);
  const side = shownFace(deck) === 0 ? 'front' : 'back';
  const names = cards.map((card) => card[side].name);

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
      <button type="button" className="btn btn-secondary example-cards__more" onClick={() => setDeck(flipDeck)}>
        {copy.moreLabel}
      </button>
    </LandingSection>
  );
}
