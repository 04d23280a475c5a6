import { useBrand } from '../brands/use-brand';
import { faqOf } from './faq-content';
import './FaqScreen.css';

/** /faq: the brand's six common questions as native disclosure widgets, then a way to ask anything else. */
export default function FaqScreen() {
  const { id, contactEmail } = useBrand();
  const faq = faqOf(id);
  return (
    <div className="faq-screen container page">
      <h1>frequently asked questions</h1>
      <p className="faq-screen__intro muted">{faq.intro}</p>
      <div className="faq-screen__list">
        {faq.items.map((item) => (
          // Plain text in the summary: a heading inside it loses its role in several screen readers.
          <details key={item.topic} className="faq-screen__item">
            <summary className="faq-screen__question">
              <span className="faq-screen__question-text">{item.question}</span>
            </summary>
            <div className="faq-screen__answer">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <section className="faq-screen__contact card" aria-labelledby="faq-contact">
        <h2 id="faq-contact">still wondering?</h2>
        <p>
          Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. A real person answers, usually within a day.
        </p>
      </section>
    </div>
  );
}
