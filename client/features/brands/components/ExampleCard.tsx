import type { CSSProperties } from 'react';
import type { ExamplePerson } from '../example-people';
import { flipDelayMs } from '../example-sets';

interface ExampleCardProps {
  /** Position in the row; later cards start flipping later. */
  index: number;
  front: ExamplePerson;
  back: ExamplePerson;
  /** Half-turns so far: even shows the front, odd the back. */
  flips: number;
}

function Face({ person, side, hidden }: { person: ExamplePerson; side: 'front' | 'back'; hidden: boolean }) {
  return (
    <div className={`example-card__face example-card__face--${side}`} aria-hidden={hidden || undefined}>
      <h3 className="example-card__name">
        {person.name}, {person.age}
      </h3>
      <p className="example-card__place">{person.neighbourhood}</p>
      <p className="example-card__interest">{person.interest}</p>
      <p className="example-card__hope">“{person.hope}”</p>
    </div>
  );
}

/** One 'who will you meet' card: two faces on a card that turns a half-turn per flip. */
export default function ExampleCard({ index, front, back, flips }: ExampleCardProps) {
  const style = { '--flip-delay': `${flipDelayMs(index)}ms`, '--flip-turn': `${flips * 180}deg` } as CSSProperties;
  const backShown = flips % 2 === 1;
  return (
    <li className="example-card" style={style}>
      <div className="example-card__inner">
        <Face person={front} side="front" hidden={backShown} />
        <Face person={back} side="back" hidden={!backShown} />
      </div>
    </li>
  );
}
