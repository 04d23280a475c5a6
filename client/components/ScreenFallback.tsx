/** Shown for the moment a lazily loaded screen is on its way. */
export default function ScreenFallback() {
  return (
    <div className="screen-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">loading…</span>
    </div>
  );
}
