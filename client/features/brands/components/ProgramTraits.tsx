import Accordion from '../../../components/Accordion';
import type { ProgramsLandingCopy } from '../landing-copy';
import { useMediaQuery } from '../use-media-query';
import LandingSection from './LandingSection';
import './ProgramTraits.css';

/** Four program traits (docs/product-rules.md#public-pages): an accordion on phones, where space is short; a grid on wider screens. */
export default function ProgramTraits({ copy }: { copy: ProgramsLandingCopy['traits'] }) {
  const wide = useMediaQuery('(min-width: 768px)');

  return (
    <LandingSection title={copy.title} intro={copy.intro} surface="primary" className="program-traits">
      {wide ? (
        <ul className="program-traits__grid">
          {copy.items.map((trait) => (
            <li className="program-traits__card" key={trait.id}>
              <h3 className="program-traits__title">{trait.title}</h3>
              <p className="program-traits__body">{trait.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Accordion items={copy.items.map((trait) => ({ id: trait.id, title: trait.title, body: <p>{trait.body}</p> }))} />
      )}
    </LandingSection>
  );
}
