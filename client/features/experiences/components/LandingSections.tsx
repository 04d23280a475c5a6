import { COMPARISON, HOW_IT_WORKS } from '../../../../shared/experience-landings';

/** What every experience landing ends with (docs/product-rules.md#experiences-and-poetry-night): the comparison with generic events, and how it works. */
export default function LandingSections({ name }: { name: string }) {
  return (
    <>
      <section className="experience-detail__section" aria-labelledby="landing-compare">
        <h2 id="landing-compare">{name} here, or a generic event?</h2>
        {/* On a phone the table is wider than the screen: its scroll box takes keyboard focus so it can be scrolled by keys. */}
        <div className="landing-compare__scroll" role="region" aria-label={`${name} compared with a generic event`} tabIndex={0}>
          <table className="landing-compare">
            <caption className="visually-hidden">{name} through us compared with a generic event</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">with us</th>
                <th scope="col">generic events</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map((row) => (
                <tr key={row.topic}>
                  <th scope="row">{row.topic}</th>
                  <td>{row.ours}</td>
                  <td>{row.generic}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="experience-detail__section" aria-labelledby="landing-how">
        <h2 id="landing-how">how it works</h2>
        <ol className="landing-how">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title}>
              <strong>{step.title}</strong>
              <span className="muted"> {step.text}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
