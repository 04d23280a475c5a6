import Accordion from '../../../components/Accordion';
import type { MatchingLandingCopy } from '../landing-copy';
import LandingSection from './LandingSection';

/** The landing FAQ (docs/product-rules.md#public-pages): seven questions, one answer open at a time. */
export default function LandingFaq({ copy }: { copy: MatchingLandingCopy['faq'] }) {
  const items = copy.items.map((item) => ({
    id: item.id,
    title: item.question,
    body: item.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  }));
  return (
    <LandingSection id="faq" title={copy.title} surface="primary" className="landing-faq">
      <Accordion items={items} initiallyOpenId={items[0]?.id} />
    </LandingSection>
  );
}
