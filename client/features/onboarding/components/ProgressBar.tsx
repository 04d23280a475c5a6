import './ProgressBar.css';

/** One bar per step (docs/product-rules.md#onboarding-and-profile); the steps done and the current one are filled. */
export default function ProgressBar({ total, current }: { total: number; current: number }) {
  return (
    <div className="progress-bar">
      <p className="visually-hidden">
        step {current + 1} of {total}
      </p>
      <ol className="progress-bar__bars" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li key={index} className={index <= current ? 'progress-bar__bar progress-bar__bar--done' : 'progress-bar__bar'} />
        ))}
      </ol>
    </div>
  );
}
