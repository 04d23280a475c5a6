import './ProgressBanner.css';

/**
 * The yellow banner at the top that reports photo work in progress and its outcome (docs/product-rules.md#onboarding-and-profile).
 * It is a live region, so the message is read out; a click anywhere on it dismisses it.
 */
export default function ProgressBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return (
    <div className="progress-banner" role="status" aria-live="polite">
      {message && (
        <button type="button" className="progress-banner__button" onClick={onDismiss}>
          {message}
          <span className="visually-hidden"> (dismiss)</span>
        </button>
      )}
    </div>
  );
}
