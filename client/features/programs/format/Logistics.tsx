import type { Logistics as LogisticsView } from '../../../../shared/format-journey-contract';

/** What a confirmed (paid) participant needs to get there, from the host: shown to them only, never on the public page. */
export default function Logistics({ logistics }: { logistics: LogisticsView }) {
  return (
    <section aria-labelledby="my-logistics" className="format-join__logistics">
      <h3 id="my-logistics">getting there</h3>
      <dl>
        <div>
          <dt>where</dt>
          <dd>
            {logistics.address.trim() ||
              `${logistics.neighborhood}: the host has not added the exact address yet: it shows here once they do.`}
          </dd>
        </div>
        <div>
          <dt>what to bring</dt>
          <dd>{logistics.whatToBring.trim() || 'nothing: just yourself.'}</dd>
        </div>
        <div>
          <dt>what's included</dt>
          <dd>
            {logistics.included.length > 0 ? (
              <ul>
                {logistics.included.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              'nothing beyond the session itself.'
            )}
          </dd>
        </div>
        {logistics.dietaryOptions.length > 0 && (
          <div>
            <dt>dietary options</dt>
            <dd>{logistics.dietaryOptions.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>if you cancel</dt>
          <dd>{logistics.cancellationPolicy}</dd>
        </div>
      </dl>
    </section>
  );
}
