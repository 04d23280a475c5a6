import { formatEffectiveDate } from '../legal-constants';
import type { LegalDocument } from '../legal-document';
import './LegalDocumentView.css';

interface LegalDocumentViewProps {
  document: LegalDocument;
  contactEmail: string;
}

/** Renders one legal text: title, effective date, intro, numbered sections, and a contact line. */
export default function LegalDocumentView({ document, contactEmail }: LegalDocumentViewProps) {
  return (
    <article className="legal-document container page">
      <h1>{document.title}</h1>
      <p className="legal-document__effective muted">{formatEffectiveDate()}</p>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="legal-document__intro">
          {paragraph}
        </p>
      ))}
      {document.sections.map((section) => (
        <section key={section.heading} className="legal-document__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="legal-document__contact">
        Write to us any time: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </p>
    </article>
  );
}
