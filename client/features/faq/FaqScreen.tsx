import { useBrand } from '../brands/use-brand';
import { FAQ_ITEMS } from './faq-content';
import './FaqScreen.css';

/** /faq: six common questions as native disclosure widgets, then a way to ask anything else. */
export default function FaqScreen() {
  const { contactEmail } = useBrand();
  return (
    <div className="faq-screen container page">
      <h1>frequently asked questions</h1>
      <p className="faq-screen__intro muted">The things people ask before their first program.</p>
      <div className="faq-screen__list">
        {FAQ_ITEMS.map((item) => (
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
