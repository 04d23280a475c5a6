import type { ComparisonCopy } from '../landing-copy';
import LandingSection from './LandingSection';
import './ComparisonTable.css';

/** The comparison against other tools (docs/product-rules.md#public-pages), as a real table so it reads row by row. */
export default function ComparisonTable({ copy, brandName }: { copy: ComparisonCopy; brandName: string }) {
  const caption = `${brandName} compared with ${copy.others.join(', ')}`;
  return (
    <LandingSection title={copy.title} intro={copy.intro} surface="secondary" className="comparison">
      {/* Narrow screens scroll the table sideways; focusable so that works from the keyboard too. */}
      <div className="comparison__scroller" role="region" aria-label={caption} tabIndex={0}>
        <table className="comparison__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">what matters</span>
              </th>
              <th scope="col" className="comparison__ours">
                {brandName}
              </th>
              {copy.others.map((other) => (
                <th scope="col" key={other}>
                  {other}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {copy.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {row.answers.map((answer, index) => (
                  <td key={index} className={index === 0 ? 'comparison__ours' : undefined}>
                    {answer}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LandingSection>
  );
}
