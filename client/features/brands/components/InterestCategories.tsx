import type { MatchingLandingCopy } from '../landing-copy';
import LandingSection from './LandingSection';
import './InterestCategories.css';

/** The interest categories (docs/product-rules.md#public-pages), each with a few example interests. */
export default function InterestCategories({ copy }: { copy: MatchingLandingCopy['categories'] }) {
  return (
    <LandingSection title={copy.title} intro={copy.intro} surface="secondary" className="interest-categories">
      <ul className="interest-categories__grid">
        {copy.items.map((category) => (
          <li className="interest-categories__card" key={category.name}>
            <h3 className="interest-categories__name">{category.name}</h3>
            <p className="interest-categories__description">{category.description}</p>
            <ul className="interest-categories__examples" aria-label={`${category.name} examples`}>
              {category.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
