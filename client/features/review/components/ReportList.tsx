import type { ReviewReport } from '../../../../shared/review';
import { REPORT_REASONS } from '../../../../shared/discover';

const reasonLabel = (value: string) => REPORT_REASONS.find((option) => option.value === value)?.label ?? value;

/** Member reports, newest first: who was reported, by whom, why (read only; the reported member is never told who). */
export default function ReportList({ reports }: { reports: ReviewReport[] }) {
  return (
    <section aria-labelledby="review-reports-title" className="review-section">
      <h2 id="review-reports-title">member reports</h2>
      {reports.length === 0 ? (
        <p>no reports.</p>
      ) : (
        <ul className="review-reports">
          {reports.map((report) => (
            <li key={report.id} className="card review-report">
              <h3>
                {report.reportedFirstName} <span className="muted">reported by {report.reporterFirstName}</span>
              </h3>
              <p>
                <strong>{reasonLabel(report.reason)}</strong>
                {report.details && <span>: {report.details}</span>}
              </p>
              <p className="muted">
                <time dateTime={report.createdAt}>{new Date(report.createdAt).toLocaleString()}</time>
                {report.reportedProfileId && <span> · profile {report.reportedProfileId}</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
