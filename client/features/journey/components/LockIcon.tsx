/** A small padlock drawn in the text colour (emoji fonts are not everywhere); hidden from screen readers. */
export default function LockIcon() {
  return (
    <svg className="journey__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}
