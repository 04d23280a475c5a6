/** Sending the code failed: the reason, and the way back to the e-mail field (docs/product-rules.md#sign-in). */
export default function SendFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="sign-in-panel__error" role="alert">
        {message}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        change email and try again
      </button>
    </>
  );
}
